import sanitizeHtml from "sanitize-html";

/**
 * The only HTML from the ATS we ever render: paragraphs, breaks, lists,
 * emphasis, small headings and http(s)/mailto links. Everything else
 * (scripts, styles, event handlers, iframes, SVG, data: and javascript: URLs)
 * is dropped. Bigger headings become h3 so the page outline stays ours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "h3", "h4", "h5", "h6", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
  ],
  transformTags: {
    h1: "h3",
    h2: "h3",
    div: "p",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
  },
};

// transformTags adds rel/target after filtering, so allow them on output.
const OUTPUT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { a: ["href", "rel", "target"] },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OUTPUT_OPTIONS).trim();
}

/** Plain text of an HTML fragment, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  bull: "•",
  rupee: "₹",
};

/** Decodes HTML entities in text fields (titles, clients, skills). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** The longest description kept (characters, after sanitising): bounds a refresh's memory and each KV chunk. */
export const MAX_DESCRIPTION_CHARS = 64 * 1024;
export const DESCRIPTION_SHORTENED_HTML = "<p><em>This description was too long to show in full.</em></p>";

/**
 * A description sanitised and capped at MAX_DESCRIPTION_CHARS. A longer one
 * is cut and sanitised again, which closes the tags the cut left open (the
 * parser drops a half tag at the end), then says it was shortened. The raw
 * text is cut before the first pass too, so a huge body is never parsed whole.
 */
export function sanitizeCappedDescription(html: string): string {
  const clean = sanitizeDescription(html.slice(0, 4 * MAX_DESCRIPTION_CHARS));
  if (clean.length <= MAX_DESCRIPTION_CHARS && html.length <= 4 * MAX_DESCRIPTION_CHARS) return clean;
  const room = MAX_DESCRIPTION_CHARS - DESCRIPTION_SHORTENED_HTML.length;
  let cut = room;
  for (;;) {
    // Never between the two halves of a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(clean.charAt(cut - 1)) ? cut - 1 : cut;
    const shortened = sanitizeDescription(clean.slice(0, end));
    if (shortened.length <= room) return shortened + DESCRIPTION_SHORTENED_HTML;
    // Closing tags or escapes made it longer: cut a little more.
    cut = Math.floor(cut * 0.95);
  }
}
