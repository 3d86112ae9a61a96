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
