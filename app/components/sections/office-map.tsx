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
 * A map that loads nothing from a third party until the visitor asks. With
 * JavaScript "Show map" is a button that app/enhance/office-map.ts makes
 * insert the embed in place; that module loads on the first touch, focus or
 * press of the map's box (a press that comes first is held and replayed), so
 * nothing of it is fetched with the page (decision 055). Without JavaScript
 * the button is hidden (public/noscript.css) and "Show map" is a link to
 * openstreetmap.org in a new tab.
 */
export function OfficeMap({ name, address, lat, lon }: OfficeMapProps) {
  const lang = useLang();
  const locale = { locale: lang };
  const label = `${name}, ${address}`;
  // "Head office, <span lang=en>Baner Road…</span>": the address stays marked English on a Hindi page.
  const place = (
    <>
      {name}, <span lang={englishOn(lang)}>{address}</span>
    </>
  );
  return (
    <div
      className="office-map office-map--placeholder"
      data-enhance="office-map"
      data-enhance-on="interaction"
      data-embed={osmEmbedUrl(lat, lon)}
      data-page={osmPageUrl(lat, lon)}
      // The texts app/enhance/office-map.ts writes, in the page's language.
      data-text-frame={m.pages_map_frame_title({ label }, locale)}
      data-text-larger={m.pages_map_larger({}, locale)}
      data-text-larger-hidden={m.pages_map_larger_hidden({ label }, locale)}
    >
      <p className="office-map-note">{m.pages_map_note({}, locale)}</p>
      <button type="button" className="btn btn-outline btn-small js-only">
        <Icon name="map-pin" /> {m.pages_map_show({}, locale)}
        <span className="visually-hidden">
          {withNode((label) => m.pages_map_button_hidden({ label }, locale), place)}
        </span>
      </button>
      <noscript>
        <a className="btn btn-outline btn-small" href={osmPageUrl(lat, lon)} target="_blank" rel="noopener noreferrer">
          <Icon name="map-pin" /> {m.pages_map_show({}, locale)}
          <span className="visually-hidden">
            {withNode((label) => m.pages_map_show_hidden({ label }, locale), place)}
          </span>
        </a>
      </noscript>
    </div>
  );
}
