import { testimonialGroups } from "./testimonial-groups.ts";
import type { Testimonial } from "./types";

/**
 * How many testimonials of each group a page sends in its HTML (issue 29,
 * decisions 051, 076 and 087). The tabs island brings the rest from the file
 * below as it hydrates, 300 px before the row nears the screen, so the first
 * group's row is full (five cards at 1280 px) by the time a visitor sees it.
 * The HTML keeps three of the first group and one of each other: a visitor
 * without JavaScript still reads every group, and the home page and
 * `/contact` fit in one round trip of slow 4G.
 */
const TESTIMONIALS_IN_HTML = 3;
const TESTIMONIALS_IN_HTML_HIDDEN = 1;

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
