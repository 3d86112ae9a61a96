/**
 * How an alert's search reads in a mail or a page. Shared (no zod): the /job
 * island states the search its alert form will follow with it.
 */
export function describeSearch(query: string, location: string): string {
  if (query && location) return `“${query}” in ${location}`;
  if (query) return `“${query}”`;
  if (location) return `jobs in ${location}`;
  return "all new jobs";
}
