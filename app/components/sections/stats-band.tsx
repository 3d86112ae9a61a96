import { homeStats } from "#app/content/partners";

/** The four headline numbers on a dark band. */
export function StatsBand({ label = "Our numbers" }: { label?: string }) {
  return (
    <section className="stats-band" aria-label={label}>
      <ul className="container stats">
        {homeStats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
