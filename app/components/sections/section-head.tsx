import type { ReactNode } from "react";

/**
 * A section's eyebrow and h2 (the id its section's aria-labelledby names),
 * then whatever follows them, such as a lead paragraph. `center` centres it.
 */
export function SectionHead({
  id,
  eyebrow,
  heading,
  center = false,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  center?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={center ? "section-head section-head--center" : "section-head"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {children}
    </div>
  );
}
