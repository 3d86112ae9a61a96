import { Bookmark, Share2 } from "lucide-react";

/**
 * Save and share controls (issue 17). Plain markup, no state: the server and
 * the islands render them the same, and app/enhance/job-actions.ts (vanilla,
 * loaded by app/enhance/saved-count.ts) gives them their behaviour through
 * the data-* attributes. Controls that need JavaScript carry `js-only`
 * (hidden by public/noscript.css); their no-JavaScript stand-ins carry
 * `nojs-only`.
 */
export interface ActionJob {
  id: number;
  title: string;
  company: string;
  city: string;
}

export function jobData(job: ActionJob) {
  return { "data-title": job.title, "data-company": job.company, "data-city": job.city };
}

/** A toggle kept in localStorage; aria-pressed is set from it once the module runs. */
/** Named "Save <title>" on a card (aria-label, so a card's text holds its title once); `label` replaces the title. */
export function SaveButton({ job, label }: { job: ActionJob; label?: string }) {
  return (
    <button
      type="button"
      className="job-action js-only"
      aria-pressed="false"
      aria-label={`Save ${label ?? job.title}`}
      data-save={job.id}
      {...jobData(job)}
    >
      <Bookmark aria-hidden="true" />
      Save
    </button>
  );
}

/**
 * A card's two controls. Share opens the browser's share sheet where there
 * is one, else a small menu (WhatsApp, e-mail, copy link) built on demand, so
 * a page of cards carries one button each, not a menu each. Without
 * JavaScript, Share is a link to the job page's share links.
 */
export function JobCardActions({ job }: { job: ActionJob }) {
  return (
    <div className="job-actions">
      <SaveButton job={job} />
      <button
        type="button"
        className="job-action js-only"
        aria-label={`Share ${job.title}`}
        data-share={job.id}
        {...jobData(job)}
      >
        <Share2 aria-hidden="true" />
        Share
      </button>
      <a className="job-action nojs-only" aria-label={`Share ${job.title}`} href={`/jobdetails/${job.id}#share`}>
        <Share2 aria-hidden="true" />
        Share
      </a>
    </div>
  );
}
