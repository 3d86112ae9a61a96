import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/** What the job list says when it has no results to show, shared by the /job route (server) and the job search island (browser). */
export type JobListProblem = "loadFailed" | "searchFailed" | "offline";

export function jobListProblem(problem: JobListProblem, lang: Lang): string {
  const locale = { locale: lang };
  if (problem === "loadFailed") return m.jobs_load_failed({}, locale);
  if (problem === "searchFailed") return m.jobs_search_failed({}, locale);
  return m.jobs_search_offline({}, locale);
}

export type LocationProblem = "denied" | "unsupported" | "failed";

export function locationProblem(problem: LocationProblem, lang: Lang): string {
  const locale = { locale: lang };
  if (problem === "denied") return m.jobs_location_denied({}, locale);
  if (problem === "unsupported") return m.jobs_location_unsupported({}, locale);
  return m.jobs_location_failed({}, locale);
}

/** The /job page title before the site name ("nurse in Pune jobs"; Hindi "Pune में nurse की नौकरियाँ"). */
export function jobListTitle(query: string, location: string, lang: Lang = "en"): string {
  const locale = { locale: lang };
  if (query && location) return m.jobs_title_query_location({ query, location }, locale);
  if (query) return m.jobs_title_query({ query }, locale);
  if (location) return m.jobs_title_location({ location }, locale);
  return m.jobs_title_all({}, locale);
}

/** A search in words: "nurse in Pune", "nurse", "Pune" (Hindi "Pune में nurse"). */
export function searchWords(query: string, location: string, lang: Lang): string {
  if (query && location) return m.jobs_search_words({ query, location }, { locale: lang });
  return query || location;
}

/** What a search looked for when its words were read otherwise than typed (the API's `interpreted`). */
export interface InterpretedSearch {
  query: string;
  location: string;
  workFromHome: boolean;
}

/** "Showing jobs for “accountant” in Pune" (Hindi "Pune में “accountant” की नौकरियाँ दिखा रहे हैं"). */
export function interpretedSearch({ query, location: place, workFromHome }: InterpretedSearch, lang: Lang): string {
  const locale = { locale: lang };
  if (workFromHome) {
    if (query && place) return m.jobs_interpreted_wfh_query_place({ query, place }, locale);
    if (query) return m.jobs_interpreted_wfh_query({ query }, locale);
    if (place) return m.jobs_interpreted_wfh_place({ place }, locale);
    return m.jobs_interpreted_wfh({}, locale);
  }
  if (query && place) return m.jobs_interpreted_query_place({ query, place }, locale);
  if (query) return m.jobs_interpreted_query({ query }, locale);
  if (place) return m.jobs_interpreted_place({ place }, locale);
  return m.jobs_interpreted_all({}, locale);
}
