import { ChevronLeft, ChevronRight } from "lucide-react";
import { JobCard, type JobCardData } from "./job-card";

/**
 * Jobs in a row that is a one-card carousel below 640 px and a grid from
 * 640 px up. The server sends the row, which scrolls sideways without
 * JavaScript so every job is reachable, and the controls hidden;
 * app/enhance/carousel-jobs.ts shows them: previous/next that wrap around,
 * dots and an "n of m" counter. It counts the slides that are not `hidden`,
 * and recounts when slides are added, removed, hidden or shown.
 */
export function JobCarousel({ jobs, today, label }: { jobs: JobCardData[]; today: string; label: string }) {
  const count = jobs.length;
  if (count === 0) return null;
  return (
    <section
      className="job-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-enhance="carousel"
      data-kind="jobs"
    >
      <ul className="job-carousel-track">
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
      <div className="job-carousel-controls" hidden>
        <button type="button" className="icon-button" aria-label="Previous job" data-step="-1">
          <ChevronLeft aria-hidden="true" />
        </button>
        {/* Filled by the script: one "Show job n" button per slide. */}
        <div className="job-carousel-dots" />
        <p className="job-carousel-count" aria-live="polite">
          {`1 of ${count}`}
        </p>
        <button type="button" className="icon-button" aria-label="Next job" data-step="1">
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
