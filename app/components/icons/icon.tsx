import type { IconName } from "./names";
import { ICON_SPRITE_URL } from "./sprite-url";

/** The id of an icon's drawing in the page (the sprite's symbols carry the same ids). */
const iconId = (name: IconName | string) => `i-${name}`;

/**
 * A lucide icon drawn from the site's one sprite (decisions 050 and 053): two
 * elements in the page, however detailed the icon. The drawing is looked up by
 * id in the page itself: the entry module adds the sprite's symbols to the
 * page after the first paint (app/enhance/icons.ts), so the sprite is never a
 * request the first paint waits behind; without JavaScript the page's last
 * lines point each id at the sprite file instead (iconsWithoutScript). Always
 * decorative: the text beside it says what it means. Sized by CSS
 * (`svg.lucide`, 1.25em, inlined in every page), so nothing moves when the
 * drawing arrives; the stroke follows the text colour.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `lucide ${className}` : "lucide"} aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

/**
 * For a browser without JavaScript (decision 053): the lines that give each
 * icon the page draws (every `<use href="#i-…">` in its HTML, islands'
 * included) its drawing from the cached sprite file. app/entry.server.tsx
 * adds them at the end of every page. A browser that runs scripts never
 * parses what is inside <noscript>, so it requests nothing here.
 */
export function iconsWithoutScript(html: string): string {
  const drawn = new Set([...html.matchAll(/<use href="#i-([a-z0-9-]+)"/g)].map((match) => match[1]));
  if (drawn.size === 0) return "";
  const uses = [...drawn].map((name) => `<use id="${iconId(name)}" href="${ICON_SPRITE_URL}#${iconId(name)}"/>`);
  return `<noscript><svg class="icon-defs" width="0" height="0" aria-hidden="true">${uses.join("")}</svg></noscript>`;
}
