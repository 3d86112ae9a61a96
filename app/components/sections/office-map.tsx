import { Icon } from "#app/components/icons/icon";
import { englishOn, useLang, withNode } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

interface OfficeMapProps {
  /** The office's name in the page's language ("Head office"). */
  name: string;
  /** Its address for the map, as the brand file writes it (English). */
  address: string;
  lat: number;
  lon: number;
}

/** An OpenStreetMap embed around a point, with a marker on it. */
export function osmEmbedUrl(lat: number, lon: number): string {
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** The same place on openstreetmap.org, for visitors without JavaScript. */
export function osmPageUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * A map that loads nothing from a third party until the visitor asks. Without
 * JavaScript "Show map" is a link to openstreetmap.org in a new tab;
 * app/enhance/office-map.ts turns it into a button that inserts the embed in place.
 */
export function OfficeMap({ name, address, lat, lon }: OfficeMapProps) {
  const lang = useLang();
  const locale = { locale: lang };
  const label = `${name}, ${address}`;
  return (
    <div
      className="office-map office-map--placeholder"
      data-enhance="office-map"
      data-label={label}
      data-embed={osmEmbedUrl(lat, lon)}
      // The texts app/enhance/office-map.ts writes, in the page's language.
      data-text-show={m.pages_map_show({}, locale)}
      data-text-show-hidden={m.pages_map_button_hidden({ label }, locale)}
      data-text-frame={m.pages_map_frame_title({ label }, locale)}
      data-text-larger={m.pages_map_larger({}, locale)}
      data-text-larger-hidden={m.pages_map_larger_hidden({ label }, locale)}
    >
      <p className="office-map-note">{m.pages_map_note({}, locale)}</p>
      <a className="btn btn-outline btn-small" href={osmPageUrl(lat, lon)} target="_blank" rel="noopener noreferrer">
        <Icon name="map-pin" /> {m.pages_map_show({}, locale)}
        <span className="visually-hidden">
          {withNode(
            (label) => m.pages_map_show_hidden({ label }, locale),
            <>
              {name}, <span lang={englishOn(lang)}>{address}</span>
            </>,
          )}
        </span>
      </a>
    </div>
  );
}
