import { Carousel } from "#app/components/carousel/carousel";
import { partners } from "#app/content/partners";

/** The partner logos, drifting slowly (about 30 px/s). */
export function PartnerCarousel() {
  return (
    <Carousel
      label="Partner companies"
      speed={30}
      variant="logos"
      slides={partners.map((p) => ({
        key: p.name,
        content: (
          <img
            className="partner-logo"
            src={p.logo}
            alt={p.name}
            width={200}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ),
      }))}
    />
  );
}
