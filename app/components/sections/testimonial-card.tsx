import type { Testimonial } from "#app/content/types";

/**
 * One testimonial. A person's own words stay in English; on a page in another
 * language the card says so with lang="en". Rendered by the server for the
 * first few of a group and by the testimonial tabs island for the rest.
 */
export function TestimonialCard({ t, english }: { t: Testimonial; english: boolean }) {
  return (
    <figure className="testimonial" lang={english ? "en" : undefined}>
      {/* The quote mark is drawn by CSS: one image for every card, not an SVG in each. */}
      <span className="testimonial-mark" aria-hidden="true" />
      <blockquote>
        <p>{t.text}</p>
      </blockquote>
      <figcaption>
        {t.image ? <img src={t.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
        <span>
          <span className="testimonial-name">{t.name}</span>
          {t.ac ? <span className="testimonial-meta">{t.ac}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
