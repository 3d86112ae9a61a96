/**
 * Where the testimonials after each group's first few are served (decision
 * 051). A placeholder: every build replaces this module with the file's
 * hashed URL under /assets/ (scripts/build/plugins/testimonials-rest.ts).
 */
export const TESTIMONIALS_REST_URL: string = "/testimonials.json";
