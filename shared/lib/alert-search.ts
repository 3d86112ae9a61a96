import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * How an alert's search reads in a mail or a page, in its language. Shared
 * (no zod): the /job island states the search its alert form will follow
 * with it. The words searched for are shown as they were typed. Every
 * message that inserts it already says "jobs" ("New jobs for {search}",
 * "{search} के लिए नई नौकरियाँ"), so the phrase never does: a place alone is
 * just the place ("Pune"), and no search at all is "all of India" ("पूरे भारत").
 * tests/unit/i18n-phrases.test.ts renders every such message in every language.
 */
export function describeSearch(query: string, location: string, lang: Lang = "en"): string {
  const o = { locale: lang };
  if (query && location) return m.forms_search_both({ query, location }, o);
  if (query) return m.forms_search_query({ query }, o);
  if (location) return m.forms_search_location({ location }, o);
  return m.forms_search_all({}, o);
}
