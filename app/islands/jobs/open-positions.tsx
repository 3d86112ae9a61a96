import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import type { JobCardData } from "#app/components/jobs/job-card";
import { JobCarousel } from "#app/components/jobs/job-carousel";
import { filterOpenings, OPENINGS_STEP, parseShown } from "#app/lib/open-positions";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export const FILTER_DEBOUNCE_MS = 250;

export interface OpenPositionsProps {
  /** Every opening: the list is short, and filtering needs them all. */
  jobs: JobCardData[];
  today: string;
  text: string;
  location: string;
  shown: number;
  /** The page's language (/carrers or /hi/carrers). */
  lang?: Lang;
}

interface View {
  text: string;
  location: string;
  shown: number;
}

function pathOf(view: View, withShown: boolean, lang: Lang): string {
  const params = new URLSearchParams();
  if (view.text) params.set("q", view.text);
  if (view.location) params.set("loc", view.location);
  if (withShown) params.set("show", String(view.shown));
  const search = params.toString();
  return localizedPath(`/carrers${search ? `?${search}` : ""}`, lang);
}

/**
 * The agency's own openings on /carrers, one island: two filters, a real
 * count, the job carousel and "See more" in steps of 5. Without JavaScript
 * the filters are a GET form and "See more" a link to ?show=N. In the
 * browser, typing filters after a 250 ms pause (the openings are all in the
 * props, so no request), "See more" adds five in place, and the URL follows
 * (typing replaces the entry, "See more" adds one; Back and Forward restore).
 */
export default function OpenPositions({ jobs, today, text, location, shown, lang = "en" }: OpenPositionsProps) {
  const locale = { locale: lang };
  const [view, setView] = useState<View>({ text, location, shown });
  const [ready, setReady] = useState(false);
  const textBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const more = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusAfterMore = useRef(false);

  const fromBoxes = useCallback(
    (): View => ({
      text: textBox.current?.value ?? "",
      location: locationBox.current?.value ?? "",
      shown: OPENINGS_STEP,
    }),
    [],
  );

  const filterNow = useCallback(() => {
    clearTimeout(timer.current);
    const next = fromBoxes();
    setView(next);
    history.replaceState(history.state, "", pathOf(next, false, lang) + window.location.hash);
  }, [fromBoxes, lang]);

  useEffect(() => {
    const onPop = () => {
      const params = new URL(window.location.href).searchParams;
      const next = {
        text: params.get("q") ?? "",
        location: params.get("loc") ?? "",
        shown: parseShown(params.get("show")),
      };
      if (textBox.current) textBox.current.value = next.text;
      if (locationBox.current) locationBox.current.value = next.location;
      setView(next);
    };
    window.addEventListener("popstate", onPop);
    setReady(true);
    // Typed into before the island hydrated: filter now.
    if (textBox.current?.value !== text || locationBox.current?.value !== location) filterNow();
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // After "See more", keep the keyboard where it was: on the next "See more", or on the count when all are shown.
  useEffect(() => {
    if (!focusAfterMore.current) return;
    focusAfterMore.current = false;
    if (more.current) more.current.focus();
    else count.current?.focus();
  });

  const matches = filterOpenings(jobs, view.text, view.location);
  const visible = matches.slice(0, view.shown);
  const filtered = Boolean(view.text.trim() || view.location.trim());
  const moreView = { ...view, shown: view.shown + OPENINGS_STEP };

  const onMore = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    focusAfterMore.current = true;
    setView(moreView);
    history.pushState(history.state, "", `${pathOf(moreView, true, lang)}#open-positions`);
  };

  return (
    <div id="openings" className="openings" data-enhanced={ready ? "" : undefined}>
      <form
        method="get"
        action={localizedPath("/carrers#open-positions", lang)}
        className="openings-filters"
        aria-label={m.jobs_openings_filter_label({}, locale)}
        onSubmit={(event) => {
          event.preventDefault();
          filterNow();
        }}
      >
        <div className="job-search-field">
          <label htmlFor="openings-text">{m.jobs_openings_text_label({}, locale)}</label>
          <input
            ref={textBox}
            id="openings-text"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={text}
            placeholder={m.jobs_openings_text_placeholder({}, locale)}
            autoComplete="off"
            onInput={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(filterNow, FILTER_DEBOUNCE_MS);
            }}
          />
        </div>
        <div className="job-search-field">
          <label htmlFor="openings-location">{m.jobs_openings_location_label({}, locale)}</label>
          <input
            ref={locationBox}
            id="openings-location"
            name="loc"
            type="search"
            maxLength={200}
            defaultValue={location}
            placeholder={m.jobs_openings_location_placeholder({}, locale)}
            autoComplete="off"
            onInput={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(filterNow, FILTER_DEBOUNCE_MS);
            }}
          />
        </div>
        <noscript>
          <button type="submit" className="btn btn-primary">
            {m.jobs_openings_filter({}, locale)}
          </button>
        </noscript>
      </form>
      <p className="openings-count" aria-live="polite" ref={count} tabIndex={-1}>
        {filtered
          ? m.jobs_openings_match({ count: matches.length, total: jobs.length }, locale)
          : m.jobs_openings_showing({ count: visible.length, total: jobs.length }, locale)}
      </p>
      <div className="openings-results">
        {visible.length === 0 ? (
          <p className="empty-state">{m.jobs_openings_empty({}, locale)}</p>
        ) : (
          <JobCarousel jobs={visible} today={today} label={m.jobs_openings_label({}, locale)} lang={lang} />
        )}
        {matches.length > view.shown ? (
          <p className="section-foot">
            <a
              ref={more}
              className="btn btn-outline openings-more"
              href={`${pathOf(moreView, true, lang)}#open-positions`}
              onClick={onMore}
            >
              {m.jobs_see_more_short({}, locale)}
              <span className="visually-hidden">{m.jobs_openings_more_suffix({}, locale)}</span>
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
