import { placeDisplayName } from "#shared/content/search-romanised";
import type { Lang } from "#shared/i18n/lang";
import type { FilterKey, FilterValues } from "#shared/schemas/job-filters";
import type { JobStore } from "../codec/job-store";
import { echoSearch } from "./echo";
import { FacetCounts, type Facets } from "./facets";
import { activeTests, noFilterApplies, remoteTest } from "./filters";
import { MIN_SLIP_LENGTH, placeVocabulary, type Slips, slipsOf, textVocabulary, type Vocabulary } from "./fuzzy";
import { type Interpretation, interpretSearch } from "./interpret";
import { PlaceMatch, TextMatch } from "./match";

export const PAGE_SIZE = 20;

/** A search: the two boxes, the registry's filters (shared/schemas/job-filters.ts), the order and the day. */
export type SearchFilters = FilterValues & {
  query?: string;
  location?: string;
  /** Default: relevance when there is a query, else date. */
  sort?: "relevance" | "date";
  /** India's date (YYYY-MM-DD) the "posted" filter counts back from. */
  today?: string;
  /** The page's language: what was searched for is said in it (echo.ts). Default: English words. */
  lang?: Lang;
};

/**
 * Whether these filters list every job newest first, as searchJobs does when
 * there is no word to match and no filter that applies (an unknown salary
 * band or work mode applies none). The front of a large snapshot answers
 * such a first page in a new isolate (front.ts).
 */
export function listsEveryJob(filters: SearchFilters): boolean {
  const { words, placeWords, remote } = interpretSearch(filters.query, filters.location);
  return words.length === 0 && placeWords.length === 0 && !remote && noFilterApplies(filters);
}

/** What was searched for, when it is not what was typed (interpret.ts, fuzzy.ts): the page says so. */
export interface Interpreted {
  /** The title box's words as searched ("accountant" for "acountant ki naukri"); "" when none. */
  query: string;
  /** The place as searched ("Pune"); "" when none. */
  location: string;
  /** Work from home was asked for ("ghar se kaam", "wfh"). */
  workFromHome: boolean;
}

export interface SearchResult {
  /** Positions in the store, in the asked order. */
  positions: number[];
  /** Present when asked for. */
  facets?: Facets;
  sort: "relevance" | "date";
  /** Null when the words were searched as typed. */
  interpreted: Interpreted | null;
}

/**
 * Case-insensitive search by words: a job matches when every word of the text
 * query is a substring of its title, client or primary skills (each word may
 * match a different one: "react developer" finds "Frontend Developer – React",
 * "developer java" a Java developer), and every word of the location a
 * substring of its city, country, PIN code, states or the city aliases
 * ("pune, maharashtra"). A one-word query is the plain substring match.
 * Returns positions in the store, newest first.
 */
export function searchIndex(store: JobStore, filters: SearchFilters): number[] {
  return searchJobs(store, filters, false).positions;
}

/**
 * The whole search: text and location as searchIndex says, then the
 * registry's filters (filters.ts: each reads its own column), the order
 * (relevance: title above skills above company, exact words above prefixes,
 * ties newest first; or date) and, when asked, the facet counts: for each
 * filter, each option's matches with every other active filter applied.
 */
export function searchJobs(store: JobStore, filters: SearchFilters, withFacets: boolean): SearchResult {
  const meant = interpretSearch(filters.query, filters.location);
  const { words, placeWords, eitherWords } = meant;
  const sort = filters.sort ?? (words.length > 0 ? "relevance" : "date");
  const textSlips = words.map((w) => slipsOf(w, textVocabularyFor(store, w)));
  const placeSlips = placeWords.map((w) => slipsOf(w, placeVocabularyFor(store, w)));
  const variants = (slips: Slips[]) => slips.map((s) => s.variants);
  const texts = words.length > 0 ? new TextMatch(store, words, variants(textSlips)) : null;
  const places = placeWords.length > 0 ? new PlaceMatch(store, placeWords, variants(placeSlips)) : null;
  // Places named in the title box: found in a job's places or, as before, in its title, company or skills.
  const either =
    eitherWords.length > 0
      ? { texts: new TextMatch(store, eitherWords), places: new PlaceMatch(store, eitherWords) }
      : null;
  const today = filters.today ?? new Date().toISOString().slice(0, 10);
  // The registry's columns (filters.ts) are built on the first search that reads them.
  const tests = activeTests(store, filters, today);
  const counts = withFacets ? new FacetCounts(store, today) : null;
  // "Work from home" is part of what was searched for, like a word: it narrows the facets too.
  const remoteOnly = meant.remote ? remoteTest(store, today) : null;

  const out: number[] = [];
  const allMatch = !texts && !places && !either && !remoteOnly && tests.length === 0;
  for (let i = 0; i < store.size; i++) {
    if (texts && !texts.matches(i)) continue;
    if (places && !places.matches(i)) continue;
    if (either && !eitherMatch(either, i, eitherWords.length)) continue;
    if (remoteOnly && !remoteOnly(i)) continue;
    let failed: FilterKey | null = null;
    let fails = 0;
    for (const test of tests) {
      if (!test.pass(i)) {
        fails++;
        failed = test.key;
        if (fails > 1) break;
      }
    }
    if (fails === 0 && !allMatch) out.push(i);
    // With no failure a job counts in every facet; with one, only in the failed filter's own.
    if (counts && fails <= 1) counts.add(i, failed);
  }
  let positions = allMatch ? store.allPositions() : out;
  if (sort === "relevance" && texts && positions.length > 1) positions = byRelevance(positions, texts);
  const result: SearchResult = {
    positions,
    sort,
    interpreted: interpretedOf(meant, words, textSlips, placeSlips, filters),
  };
  if (counts) result.facets = counts.facets(store, filters);
  return result;
}

/** A word's vocabulary only when it could slip (its length): a short word never builds one. */
const textVocabularyFor = (store: JobStore, word: string): Vocabulary =>
  word.length >= MIN_SLIP_LENGTH ? textVocabulary(store) : EMPTY_VOCABULARY;
const placeVocabularyFor = (store: JobStore, word: string): Vocabulary =>
  word.length >= MIN_SLIP_LENGTH ? placeVocabulary(store) : EMPTY_VOCABULARY;
const EMPTY_VOCABULARY: Vocabulary = { words: new Map(), strings: [] };

function eitherMatch(either: { texts: TextMatch; places: PlaceMatch }, i: number, count: number): boolean {
  for (let w = 0; w < count; w++) if (!either.texts.matchesWord(i, w) && !either.places.matchesWord(i, w)) return false;
  return true;
}

/**
 * What the page says was searched for: the words as interpreted, a word
 * found only through a slip shown as its most used variant; null when that
 * is what was typed. In a language other than English the boxes are said
 * in it (echo.ts: "హైదరాబాద్", not "Hyderabad"), but for a box with a slip.
 */
function interpretedOf(
  meant: Interpretation,
  words: string[],
  textSlips: Slips[],
  placeSlips: Slips[],
  { query: typedQuery, location: typedLocation, lang }: SearchFilters,
): Interpreted | null {
  const slipped = (slips: Slips) => !slips.found && slips.variants.length > 0;
  const querySlipped = textSlips.some(slipped);
  const placeSlipped = placeSlips.some(slipped);
  if (!meant.rewritten && !querySlipped && !placeSlipped) return null;
  const said = lang && lang !== "en" ? echoSearch(typedQuery, typedLocation, lang) : null;
  const query =
    said && !querySlipped
      ? said.query
      : words.map((w, k) => (slipped(textSlips[k]) ? textSlips[k].variants[0] : w)).join(" ");
  let location = said && !placeSlipped ? said.location : meant.place;
  if (placeSlipped)
    location = [
      ...meant.placeWords.map((w, k) => (slipped(placeSlips[k]) ? placeSlips[k].variants[0] : w)),
      ...meant.eitherWords,
    ]
      .map(placeDisplayName)
      .join(" ");
  return { query, location, workFromHome: meant.remote };
}

/**
 * Best relevance first. A few distinct scores over many jobs: grouped by
 * score, each group in the order it came (newest first, so ties stay newest
 * first), best score first.
 */
function byRelevance(positions: number[], texts: TextMatch): number[] {
  const groups = new Map<number, number[]>();
  for (const position of positions) {
    const score = texts.relevance(position);
    const group = groups.get(score);
    if (group) group.push(position);
    else groups.set(score, [position]);
  }
  const ordered: number[] = [];
  for (const score of [...groups.keys()].sort((a, b) => b - a))
    for (const p of groups.get(score) ?? []) ordered.push(p);
  return ordered;
}

export interface PageSlice<T> {
  count: number;
  numPages: number;
  page: number;
  results: T[];
}

/** One page of results. A page past the end is an honest empty page. */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): PageSlice<T> {
  const numPages = Math.max(1, Math.ceil(items.length / size));
  const start = (page - 1) * size;
  return { count: items.length, numPages, page, results: items.slice(start, start + size) };
}
