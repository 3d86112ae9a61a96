import { MapPin } from "lucide-react";

interface OfficeMapProps {
  label: string;
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
export function OfficeMap({ label, lat, lon }: OfficeMapProps) {
  return (
    <div
      className="office-map office-map--placeholder"
      data-enhance="office-map"
      data-label={label}
      data-embed={osmEmbedUrl(lat, lon)}
    >
      <p className="office-map-note">The map comes from OpenStreetMap and loads only when you ask for it.</p>
      <a className="btn btn-outline btn-small" href={osmPageUrl(lat, lon)} target="_blank" rel="noopener noreferrer">
        <MapPin aria-hidden="true" /> Show map
        <span className="visually-hidden"> for {label} (opens in a new tab)</span>
      </a>
    </div>
  );
}
