import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type JobSearchState, jobListPath, searchOfParams } from "#app/components/jobs/search-state";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { fetchResults, type JobResults, stateOf } from "./results";

export const SEARCH_DEBOUNCE_MS = 500;

type HistoryMode = "push" | "replace" | "none";

/** The two text boxes the search reads (uncontrolled: text typed before hydration is kept). */
export interface SearchBoxes {
  query: RefObject<HTMLInputElement | null>;
  location: RefObject<HTMLInputElement | null>;
}

/**
 * The job search's live behaviour, without its markup: each search reads
 * /api/searchjobs; a newer one aborts an older one; the URL follows (a run
 * of typing replaces one history entry, a submit, a link or a location adds
 * one); Back and Forward show that entry's results again, from memory when
 * they were seen. The page's title follows the results shown.
 *
 * - `run(immediate)`: a search from the boxes, at once or after the typing
 *   pause (both boxes empty: at once), keeping the filters and sort in effect.
 * - `go(search)`: a link's search, at once, with its text put in the boxes.
 * - `onLocationFilled`: called when Back, Forward or a link changes the
 *   location box's text (a located place no longer applies).
 */
export function useLiveSearch(
  initial: JobResults,
  lang: Lang,
  boxes: SearchBoxes,
  onLocationFilled: () => void,
): {
  results: JobResults;
  busy: boolean;
  ready: boolean;
  run: (immediate: boolean) => void;
  go: (next: JobSearchState) => void;
} {
  const [results, setResults] = useState<JobResults>(initial);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const current = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  const seen = useRef(new Map<string, JobResults>());
  // The filters and sort a new text search keeps (the latest asked for, even before its answer).
  const asked = useRef<JobSearchState>(stateOf(initial));

  const show = useCallback((next: JobResults) => {
    setResults(next);
    // The same "title | brand" as the server's (app/lib/seo.ts), the title as the server said it (no answer: kept).
    const o = { locale: lang };
    if (next.echo) document.title = m.shell_title({ title: next.echo.title, brand: m.shell_brand_name({}, o) }, o);
  }, []);

  const search = useCallback(
    async (next: JobSearchState, mode: HistoryMode) => {
      clearTimeout(timer.current);
      current.current?.abort();
      const mine = new AbortController();
      current.current = mine;
      asked.current = next;
      const path = jobListPath(next, lang);
      if (mode === "push") history.pushState({ jobSearch: true }, "", path);
      else if (mode === "replace") history.replaceState({ jobSearch: true }, "", path);
      const known = mode === "none" ? seen.current.get(path) : undefined;
      if (known) {
        show(known);
        setBusy(false);
        return;
      }
      setBusy(true);
      try {
        const answer = await fetchResults(next, mine.signal, lang);
        if (mine.signal.aborted) return;
        if (!answer.failure) seen.current.set(path, answer);
        show(answer);
      } catch {
        // Aborted by a newer search, which shows its own results.
      } finally {
        if (current.current === mine) setBusy(false);
      }
    },
    [show],
  );

  const typed = () => ({ query: boxes.query.current?.value ?? "", location: boxes.location.current?.value ?? "" });
  /** The boxes' text with the filters and sort in effect, from page 1. */
  const fromBoxes = (): JobSearchState => ({ ...asked.current, ...typed(), page: 1 });

  const run = useCallback(
    (immediate: boolean) => {
      clearTimeout(timer.current);
      const { query, location } = typed();
      const empty = !query.trim() && !location.trim();
      // A run of typing is one history entry: the first search of it adds the entry, the rest replace it.
      const mode: HistoryMode = immediate ? "push" : typing.current ? "replace" : "push";
      if (immediate || empty) {
        typing.current = false;
        void search(fromBoxes(), mode);
      } else {
        timer.current = setTimeout(() => {
          void search(fromBoxes(), mode);
          typing.current = true;
        }, SEARCH_DEBOUNCE_MS);
      }
    },
    [search],
  );

  /** Puts a search's text in the boxes (Back, Forward and links change it without typing). */
  const fill = (next: JobSearchState) => {
    if (boxes.query.current) boxes.query.current.value = next.query;
    const location = boxes.location.current;
    if (location && location.value !== next.location) {
      location.value = next.location;
      onLocationFilled();
    }
  };

  const go = (next: JobSearchState) => {
    fill(next);
    typing.current = false;
    void search(next, "push");
  };

  useEffect(() => {
    const path = window.location.pathname + window.location.search;
    if (!initial.failure && !initial.errors) seen.current.set(path, initial);
    history.replaceState({ ...(history.state ?? {}), jobSearch: true }, "");
    const onPop = () => {
      const next = searchOfParams(new URL(window.location.href).searchParams);
      fill(next);
      typing.current = false;
      void search(next, "none");
    };
    window.addEventListener("popstate", onPop);
    setReady(true);
    // Typed into before the island hydrated: search for it now.
    const now = typed();
    if (now.query !== initial.query || now.location !== initial.location) run(false);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  return { results, busy, ready, run, go };
}
