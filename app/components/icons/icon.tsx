import type { IconName } from "./names";
import { ICON_SPRITE_URL } from "./sprite-url";

/**
 * A lucide icon drawn from the site's one sprite (decision 050): two elements
 * in the page, however detailed the icon, and the drawing itself comes once
 * per visitor from a cached file. Always decorative: the text beside it says
 * what it means. Sized by CSS (`svg.lucide`, 1.25em, inlined in every page);
 * the stroke follows the text colour.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `lucide ${className}` : "lucide"} aria-hidden="true">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
