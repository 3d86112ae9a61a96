import type { Benefit, Step } from "#app/content/types";

/** Titled points (benefits, offers, values) as a grid of cards. */
export function FeatureGrid({ items, columns = 3 }: { items: Benefit[]; columns?: 2 | 3 }) {
  return (
    <ul className={`feature-grid feature-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="feature">
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered sequence of steps. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="step-list">
      {steps.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
