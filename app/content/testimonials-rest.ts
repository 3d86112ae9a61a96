import { testimonialGroups } from "./testimonial-groups.ts";
import type { Testimonial } from "./types";

/**
 * How many testimonials of each group a page sends in its HTML (issue 29,
 * decision 051): enough to fill a row at every width (five cards show at
 * 1280 px) and all a visitor without JavaScript sees. The rest come from
 * one cached file when the testimonials near the screen.
 */
export const TESTIMONIALS_IN_HTML = 6;

/**
 * Each group's testimonials after the first TESTIMONIALS_IN_HTML, by group id:
 * the file the testimonial tabs load (scripts/build/plugins/testimonials-rest.ts).
 * The same in every language: testimonials stay in the words people wrote.
 */
export function testimonialsRest(): Record<string, Testimonial[]> {
  return Object.fromEntries(testimonialGroups.map((group) => [group.id, group.items.slice(TESTIMONIALS_IN_HTML)]));
}
