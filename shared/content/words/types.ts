import type { ServiceSlug } from "../service-names";

/**
 * The words one language adds to the site (Seam 2 of issue 32): what its
 * readers type into the job search, and the display names of the forms'
 * selects. One module per language, `shared/content/words/<code>.ts`,
 * exporting `words`; ./index.ts builds the search's lookup from every
 * language in shared/i18n/languages.ts. English has none: the ATS writes
 * in English, and the forms' values are English.
 */
export interface LanguageWords {
  /** English place name (lower case, as the ATS writes it) → spellings in this script. */
  places: Readonly<Record<string, readonly string[]>>;
  /** English job words (lower case) → spellings people type in this script. */
  jobWords: Readonly<Record<string, readonly string[]>>;
  /** Words that frame a search and match nothing: "job(s)", "work", postpositions. */
  filler: readonly string[];
  /** Display names of the forms' states: keys exactly INDIAN_STATES (shared/schemas/fields.ts), "Other" included. */
  states: Readonly<Record<string, string>>;
  /** Display names of the 18 services, by slug (shared/content/service-names.ts). */
  services: Readonly<Record<ServiceSlug, string>>;
}
