import AutoScroll from "embla-carousel-auto-scroll";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "#app/components/icons/icon";
import { arrowKeyStep, takeNativeScroll, useReducedMotion } from "./motion";

export interface LoopCarouselProps {
  /** Accessible name of the row, e.g. "What our clients say". */
  label: string;
  /** The id of the server-rendered viewport this island drives. */
  viewportId: string;
  /** Drift speed in px/s. */
  speed: number;
  arrows: boolean;
  /** The controls' words in the page's language, from the server (not in the island's code); the arrows' only with `arrows`. */
  words: { previous?: string; next?: string; play: string; pause: string };
}

type Hold = "hover" | "focus" | "press" | "arrow";

/** Embla's animation runs at a fixed 60 steps a second: px/s → px a step. */
const STEPS_PER_SECOND = 60;
/** After a swipe or an arrow, wait this long before drifting again. */
const RESUME_DELAY_MS = 800;

/**
 * The controls of an auto-scrolling row (app/components/carousel/carousel.tsx),
 * an island that owns only them: the slides stay the server's HTML (they are
 * static content, so they are not sent again as props), and Embla, given the
 * server-rendered viewport by id, loops and drifts them.
 *
 * It drifts only while on screen and while the visitor's choice is "play";
 * hover, focus, a press or an arrow hold it; Pause stops all motion until
 * Play. Reduced motion starts it paused and jumps instead of gliding.
 */
export default function LoopCarouselControls({ label, viewportId, speed, arrows, words }: LoopCarouselProps) {
  const controls = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const plugins = useMemo(
    () => [
      AutoScroll({
        speed: speed / STEPS_PER_SECOND,
        startDelay: RESUME_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
    [speed],
  );
  const [emblaRef, api] = useEmblaCarousel({ loop: true, dragFree: true, align: "start" }, plugins);
  const [ready, setReady] = useState(false);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [inView, setInView] = useState(false);
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());
  const startAt = useRef(0);

  const hold = useCallback((reason: Hold) => setHolds((h) => new Set(h).add(reason)), []);
  const release = useCallback(
    (reason: Hold) =>
      setHolds((h) => {
        const next = new Set(h);
        next.delete(reason);
        return next;
      }),
    [],
  );

  // The viewport is server HTML outside this island: hand it to Embla, and watch it.
  useEffect(() => {
    const viewport = document.getElementById(viewportId);
    if (!viewport) return;
    startAt.current = takeNativeScroll(viewport);
    emblaRef(viewport);
    const observer = new IntersectionObserver((entries) => {
      setInView(entries[entries.length - 1]?.isIntersecting ?? false);
    });
    observer.observe(viewport);
    const mouse = (on: boolean) => (e: PointerEvent) => {
      if (e.pointerType === "mouse") (on ? hold : release)("hover");
    };
    const enter = mouse(true);
    const leave = mouse(false);
    const press = () => hold("press");
    const lift = () => release("press");
    const focusIn = () => hold("focus");
    const focusOut = (e: FocusEvent) => {
      if (!viewport.contains(e.relatedTarget as Node | null)) release("focus");
    };
    const key = (e: KeyboardEvent) => {
      const delta = arrowKeyStep(e.key);
      if (!delta) return;
      e.preventDefault();
      move(delta);
    };
    viewport.addEventListener("pointerenter", enter);
    viewport.addEventListener("pointerleave", leave);
    viewport.addEventListener("pointerdown", press);
    window.addEventListener("pointerup", lift);
    window.addEventListener("pointercancel", lift);
    viewport.addEventListener("focusin", focusIn);
    viewport.addEventListener("focusout", focusOut);
    viewport.addEventListener("keydown", key);
    return () => {
      observer.disconnect();
      viewport.removeEventListener("pointerenter", enter);
      viewport.removeEventListener("pointerleave", leave);
      viewport.removeEventListener("pointerdown", press);
      window.removeEventListener("pointerup", lift);
      window.removeEventListener("pointercancel", lift);
      viewport.removeEventListener("focusin", focusIn);
      viewport.removeEventListener("focusout", focusOut);
      viewport.removeEventListener("keydown", key);
    };
  }, [viewportId, emblaRef, hold, release]);

  const apiRef = useRef(api);
  apiRef.current = api;
  const reducedRef = useRef(reduced);
  reducedRef.current = reduced;

  /** One slide back or on; the drift waits until the move has settled. */
  function move(delta: -1 | 1) {
    const embla = apiRef.current;
    if (!embla) return;
    embla.plugins().autoScroll?.stop();
    hold("arrow");
    const settled = () => {
      embla.off("settle", settled);
      release("arrow");
    };
    embla.on("settle", settled);
    if (delta < 0) embla.scrollPrev(reducedRef.current);
    else embla.scrollNext(reducedRef.current);
    if (reducedRef.current) settled();
  }

  useEffect(() => {
    if (!api) return;
    api.scrollTo(startAt.current, true);
    controls.current?.closest("[data-island]")?.setAttribute("data-enhanced", "");
    setReady(true);
  }, [api]);

  // Slides added after hydration (the testimonials' rest) make Embla start
  // again, its drift stopped: count each restart so the drift is decided anew.
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (!api) return;
    const restarted = () => setRestarts((n) => n + 1);
    api.on("reInit", restarted);
    return () => {
      api.off("reInit", restarted);
    };
  }, [api]);

  const playing = choice === null ? !reduced : choice === "play";
  useEffect(() => {
    const auto = api?.plugins().autoScroll;
    if (!auto) return;
    // A row whose slides all fit has one snap: the plugin then never set itself up, and
    // playing and stopping it there leaves Embla without its scroll body (a TypeError on
    // every frame). Three testimonials fit at 1280 px until the rest arrive (decision 087).
    const run = playing && inView && holds.size === 0 && speed > 0 && (api?.scrollSnapList().length ?? 0) > 1;
    if (run && !auto.isPlaying()) auto.play();
    else if (!run && auto.isPlaying()) auto.stop();
  }, [api, playing, inView, holds, speed, restarts]);

  // A change to reduced motion while on the page stops the drift too.
  useEffect(() => {
    if (reduced) setChoice((c) => (c === null ? null : "pause"));
  }, [reduced]);

  const shownPlaying = ready && playing;
  // The server sends the controls' place alone: hidden buttons in every row
  // were 0.25-0.3 KB gzip of a home page's first response (decision 087).
  if (!ready) return <div className="carousel-controls" ref={controls} hidden />;
  return (
    <div className="carousel-controls" ref={controls}>
      {arrows ? (
        <button
          type="button"
          className="carousel-button"
          aria-controls={viewportId}
          aria-label={words.previous}
          onClick={() => move(-1)}
        >
          <Icon name="chevron-left" />
        </button>
      ) : null}
      <button
        type="button"
        className="carousel-button carousel-toggle"
        aria-controls={viewportId}
        data-playing={shownPlaying ? "" : undefined}
        onClick={() => setChoice(playing ? "pause" : "play")}
      >
        <Icon name="pause" className="carousel-icon-pause" />
        <Icon name="play" className="carousel-icon-play" />
        <span className="carousel-toggle-text">{shownPlaying ? words.pause : words.play}</span>
        <span className="visually-hidden"> {label}</span>
      </button>
      {arrows ? (
        <button
          type="button"
          className="carousel-button"
          aria-controls={viewportId}
          aria-label={words.next}
          onClick={() => move(1)}
        >
          <Icon name="chevron-right" />
        </button>
      ) : null}
    </div>
  );
}
