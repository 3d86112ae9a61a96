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

/**
 * A content section with its head: `<section>` (classes `className`, named by
 * its h2), a container (`container`: its classes, e.g. "container
 * container--narrow"), the SectionHead with `lead` after the h2, then the
 * section's own content.
 */
export function PageSection({
  id,
  eyebrow,
  heading,
  center = false,
  lead,
  className = "page-section",
  container = "container",
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  center?: boolean;
  lead?: ReactNode;
  className?: string;
  container?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={container}>
        <SectionHead id={id} eyebrow={eyebrow} heading={heading} center={center}>
          {lead}
        </SectionHead>
        {children}
      </div>
    </section>
  );
}
