import { Carousel } from "#app/components/carousel/carousel";
import { partners } from "#app/content/partners";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

/** The partner logos, drifting slowly (about 30 px/s). */
export function PartnerCarousel() {
  const lang = useLang();
  return (
    <Carousel
      label={m.pages_partners_label({}, { locale: lang })}
      speed={30}
      variant="logos"
      slides={partners.map((p) => ({
        key: p.name,
        content: (
          <img
            className="partner-logo"
            src={p.logo}
            alt={p.name}
            // The partners' names, written in English (their brands) on a Hindi page too.
            lang={lang === "en" ? undefined : "en"}
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
