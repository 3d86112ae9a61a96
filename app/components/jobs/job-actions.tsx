import { Bookmark, Share2 } from "lucide-react";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

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
export function SaveButton({ job, label, lang = "en" }: { job: ActionJob; label?: string; lang?: Lang }) {
  const locale = { locale: lang };
  return (
    <button
      type="button"
      className="job-action js-only"
      aria-pressed="false"
      aria-label={m.jobs_save_named({ name: label ?? job.title }, locale)}
      data-save={job.id}
      {...jobData(job)}
    >
      <Bookmark aria-hidden="true" />
      {m.jobs_save({}, locale)}
    </button>
  );
}

/**
 * A card's two controls. Share opens the browser's share sheet where there
 * is one, else a small menu (WhatsApp, e-mail, copy link) built on demand, so
 * a page of cards carries one button each, not a menu each. Without
 * JavaScript, Share is a link to the job page's share links.
 */
export function JobCardActions({ job, lang = "en" }: { job: ActionJob; lang?: Lang }) {
  const locale = { locale: lang };
  const shareLabel = m.jobs_share_named({ name: job.title }, locale);
  return (
    <div className="job-actions">
      <SaveButton job={job} lang={lang} />
      <button
        type="button"
        className="job-action js-only"
        aria-label={shareLabel}
        data-share={job.id}
        {...jobData(job)}
      >
        <Share2 aria-hidden="true" />
        {m.jobs_share({}, locale)}
      </button>
      <a
        className="job-action nojs-only"
        aria-label={shareLabel}
        href={localizedPath(`/jobdetails/${job.id}#share`, lang)}
      >
        <Share2 aria-hidden="true" />
        {m.jobs_share({}, locale)}
      </a>
    </div>
  );
}
