import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { JobCard, type JobCardData } from "./job-card";

/**
 * Jobs in a row that is a one-card carousel below 640 px (previous/next that
 * wrap around, dots and an "n of m" counter) and a grid from 640 px up.
 * Without JavaScript the row still scrolls sideways, so every job is reachable.
 */
export function JobCarousel({ jobs, today, label }: { jobs: JobCardData[]; today: string; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide being shown, and the one a button click is scrolling to: quick
  // clicks must count from where the carousel is going, not where a smooth
  // scroll happens to be.
  const currentRef = useRef(0);
  const target = useRef<number | null>(null);
  const count = jobs.length;

  // Keep the counter in step with swipes.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const width = el.clientWidth || 1;
      const at = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / width)));
      if (target.current !== null) {
        if (at === target.current) target.current = null;
        return;
      }
      currentRef.current = at;
      setCurrent(at);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, [count]);

  if (count === 0) return null;

  function go(index: number) {
    const next = (index + count) % count;
    currentRef.current = next;
    setCurrent(next);
    const el = track.current;
    if (!el) return;
    if (Math.round(el.scrollLeft / (el.clientWidth || 1)) !== next) target.current = next;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <section className="job-carousel" aria-roledescription="carousel" aria-label={label}>
      <ul className="job-carousel-track" ref={track}>
        {jobs.map((job, i) => (
          <li
            key={job.id}
            className="job-carousel-slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            <JobCard job={job} today={today} />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="job-carousel-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => go(currentRef.current - 1)}
            aria-label="Previous job"
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <div className="job-carousel-dots">
            {jobs.map((job, i) => (
              <button
                type="button"
                key={job.id}
                className="dot"
                aria-label={`Show job ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <p className="job-carousel-count" aria-live="polite">
            {current + 1} of {count}
          </p>
          <button
            type="button"
            className="icon-button"
            onClick={() => go(currentRef.current + 1)}
            aria-label="Next job"
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
