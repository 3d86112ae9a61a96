/**
 * The tab icon as a `data:` URL (decision 070). A linked icon file is asked
 * for as soon as the page is parsed, before its first paint has reached the
 * screen; on a slow connection that request then stands between the page and
 * its largest paint (decision 052), and with no icon link at all the browser
 * asks for /favicon.ico instead. A `data:` URL is no request: the drawing
 * comes with the page, about 140 bytes gzip, and shows with or without
 * JavaScript. `public/favicon.svg` stays the file for what needs a URL (the
 * notifications' icon, the structured data's logo).
 */
import faviconSvg from "../../public/favicon.svg?raw";

/** `svg` as a compact `data:` URL: no title or fixed size, single quotes, the URL's special characters escaped. */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/^<svg([^>]*?) width="[^"]*" height="[^"]*"/, "<svg$1")
    .replaceAll('"', "'");
  // Percent-escaped rather than HTML-escaped: React would write each ' < > as an entity.
  return `data:image/svg+xml,${compact.replace(/[%#<>']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export const FAVICON_DATA_URL = svgDataUrl(faviconSvg);
