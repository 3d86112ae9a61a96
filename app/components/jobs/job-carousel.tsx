import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "#app/components/icons/icon";
import { arrowKeyStep, takeNativeScroll, useReducedMotion } from "#app/islands/carousel/motion";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { JobCard, type JobCardData } from "./job-card";

export interface JobCarouselProps {
  /**
   * The cards. The home page renders them on the server and leaves them out
   * of the island's props (`htmlOnly`, decision 076): in the browser they are
   * undefined and the row keeps the cards its HTML holds.
   */
  jobs?: JobCardData[];
  /** How many cards, where `jobs` is not sent. */
  count?: number;
  today: string;
  label: string;
  /** The page's language (an island takes it as a prop). */
  lang?: Lang;
}

/**
 * Jobs in a row that is a one-card carousel below 640 px and a grid from
 * 640 px up. Without JavaScript the row scrolls sideways with scroll
 * snapping, so every job is reachable, and the controls stay hidden. In the
 * browser it is an island (app/islands/job-carousel.ts) driven by Embla:
 * swipe, previous/next that wrap around, dots, left/right arrow keys and an
 * "n of m" counter; a row the visitor had already scrolled keeps its place.
 * It never moves by itself. The controls are in the server's HTML (shown
 * when scripts run) and say "1 of n" until hydration, which any scroll of
 * the row or press on them triggers first.
 */
/**
 * One card at a time: the row is as tall as the card shown, not the tallest
 * one, so a short card leaves no gap above the controls (issue 16). Set on
 * the element directly: no render per swipe.
 */
type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

function fitHeight(api: EmblaApi) {
  const slide = api.slideNodes()[api.selectedScrollSnap()];
  const oneAtATime = window.matchMedia("(max-width: 639.98px)").matches;
  api.rootNode().style.height = oneAtATime && slide ? `${slide.offsetHeight}px` : "";
}

export function JobCarousel({ jobs, count: countProp, today, label, lang = "en" }: JobCarouselProps) {
  const locale = { locale: lang };
  const count = jobs?.length ?? countProp ?? 0;
  const trackId = useId();
  // In the browser, before hydration touches it: the server's cards, when the props left them out.
  const [serverTrack] = useState(() =>
    jobs || typeof document === "undefined" ? null : (document.getElementById(trackId)?.innerHTML ?? null),
  );
  const reduced = useReducedMotion();
  const [emblaRef, api] = useEmblaCarousel({
    loop: true,
    breakpoints: { "(min-width: 640px)": { active: false } },
  });
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);
  const startAt = useRef(0);
  // A press that arrives before Embla is up (the loader replays one made
  // before hydration): applied as soon as it is.
  const pendingMove = useRef<((embla: EmblaApi) => void) | null>(null);

  // Embla takes the viewport only once the native scroll position is read.
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) startAt.current = takeNativeScroll(node);
      emblaRef(node);
    },
    [emblaRef],
  );

  useEffect(() => {
    if (!api) return;
    const fit = () => fitHeight(api);
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      fit();
    };
    api.on("select", onSelect).on("reInit", onSelect).on("resize", fit);
    api.scrollTo(startAt.current, true);
    onSelect();
    pendingMove.current?.(api);
    pendingMove.current = null;
    setReady(true);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("resize", fit);
    };
  }, [api]);

  // Once enhanced the cards take their own heights (jobs.css): size the row to the one shown.
  useEffect(() => {
    if (api && ready) fitHeight(api);
  }, [api, ready]);

  const move = (how: (embla: EmblaApi) => void) => {
    if (api) how(api);
    else pendingMove.current = how;
  };
  const go = (index: number) => move((embla) => embla.scrollTo(index, reduced));
  const step = (delta: -1 | 1) => move((embla) => (delta < 0 ? embla.scrollPrev(reduced) : embla.scrollNext(reduced)));
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = arrowKeyStep(event.key);
    if (!delta || !api) return;
    event.preventDefault();
    step(delta);
  };

  if (count === 0) return null;
  return (
    <section
      className="job-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={ready ? "" : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="job-carousel-viewport" ref={viewportRef}>
        {jobs ? (
          <ul id={trackId} className="job-carousel-track">
            {jobs.map((job, i) => (
              <li
                key={job.id}
                className="job-carousel-slide"
                aria-roledescription="slide"
                aria-label={m.jobs_carousel_position({ n: i + 1, total: count }, locale)}
              >
                <JobCard job={job} today={today} lang={lang} />
              </li>
            ))}
          </ul>
        ) : (
          <ul id={trackId} className="job-carousel-track" dangerouslySetInnerHTML={{ __html: serverTrack ?? "" }} />
        )}
      </div>
      {/* Shown from the server's HTML when scripts run (jobs.css): before hydration a
          press on them is held and replayed once the island is there (app/islands/loader.ts). */}
      <div className="job-carousel-controls" hidden={count < 2}>
        <button
          type="button"
          className="icon-button"
          aria-label={m.jobs_carousel_previous({}, locale)}
          onClick={() => step(-1)}
        >
          <Icon name="chevron-left" />
        </button>
        <div className="job-carousel-dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              // The dots are positions, one per card.
              key={i}
              type="button"
              className="dot"
              aria-label={m.jobs_carousel_show({ n: i + 1 }, locale)}
              aria-current={i === selected ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <p className="job-carousel-count" aria-live="polite">
          {m.jobs_carousel_position({ n: selected + 1, total: count }, locale)}
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label={m.jobs_carousel_next({}, locale)}
          onClick={() => step(1)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
    </section>
  );
}
