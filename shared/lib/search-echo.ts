import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/*
 * A search said back in words (issue 32 §3, decision 063). The server reads
 * the boxes (worker/jobs/search/echo.ts: a place by its name in the page's
 * language, without the ending it was typed with; framing words dropped) and
 * renders these sentences from what it read: the /job loader for the page,
 * /api/searchjobs for the island, which shows the answer's `echo` as it
 * comes and so never holds the words or these messages.
 */

/** The boxes as the server says them back; "" for a box with nothing to say. */
export interface SearchEcho {
  query: string;
  location: string;
}

/** What was searched for when the words were read otherwise than typed (the API's `interpreted`). */
export interface InterpretedSearch {
  query: string;
  location: string;
  workFromHome: boolean;
}

/** A search said back: the boxes, the page title before the site name, and the "Showing jobs …" line (null: searched as typed). */
export interface SaidSearch extends SearchEcho {
  title: string;
  line: string | null;
}

/** The /job page title before the site name ("nurse in Pune jobs"; Hindi "पुणे में nurse की नौकरियाँ"), from the echo. */
export function jobListTitle(query: string, location: string, lang: Lang = "en"): string {
  const locale = { locale: lang };
  if (query && location) return m.jobs_title_query_location({ query, location }, locale);
  if (query) return m.jobs_title_query({ query }, locale);
  if (location) return m.jobs_title_location({ location }, locale);
  return m.jobs_title_all({}, locale);
}

/** A search in words: "nurse in Pune", "nurse", "Pune" (Hindi "पुणे में nurse"). */
export function searchWords(query: string, location: string, lang: Lang): string {
  if (query && location) return m.jobs_search_words({ query, location }, { locale: lang });
  return query || location;
}

/** "Showing jobs for “accountant” in Pune" (Hindi "पुणे में “accountant” की नौकरियाँ दिखा रहे हैं"). */
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

/** The search said back in the page's language: what the loader and /api/searchjobs send. */
export function saySearch(echo: SearchEcho, interpreted: InterpretedSearch | null, lang: Lang): SaidSearch {
  return {
    ...echo,
    title: jobListTitle(echo.query, echo.location, lang),
    line: interpreted ? interpretedSearch(interpreted, lang) : null,
  };
}
