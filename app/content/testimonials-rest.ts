import { testimonialGroups } from "./testimonial-groups.ts";
import type { Testimonial } from "./types";

/**
 * How many testimonials of each group a page sends in its HTML (issue 29,
 * decision 051). The first group is the row on screen when the tabs come up:
 * enough to fill it at every width (five cards show at 1280 px). The other
 * groups are hidden tab panels until a visitor picks one, by when the file
 * below has brought the rest: their HTML keeps a few, so a visitor without
 * JavaScript still reads each group (decision 076).
 */
const TESTIMONIALS_IN_HTML = 6;
const TESTIMONIALS_IN_HTML_HIDDEN = 2;

/** How many of the group at `index` (0: the first tab) the HTML carries. */
export function testimonialsInHtml(index: number): number {
  return index === 0 ? TESTIMONIALS_IN_HTML : TESTIMONIALS_IN_HTML_HIDDEN;
}

/**
 * Each group's testimonials after the ones in the HTML, by group id:
 * the file the testimonial tabs load (scripts/build/plugins/testimonials-rest.ts).
 * The same in every language: testimonials stay in the words people wrote.
 */
export function testimonialsRest(): Record<string, Testimonial[]> {
  return Object.fromEntries(testimonialGroups.map((group, i) => [group.id, group.items.slice(testimonialsInHtml(i))]));
}
