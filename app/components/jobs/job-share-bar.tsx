import { Link2, Mail, MessageCircle, Share2 } from "lucide-react";
import { mailtoHref, whatsappHref } from "#app/lib/share";
import { type ActionJob, jobData, SaveButton } from "./job-actions";

// Its own module, so that the islands that render job cards never load these icons.
/**
 * The job page's row: Save, then WhatsApp and e-mail as plain links (they
 * work without JavaScript), Copy link, and, where the browser has the Web
 * Share API, one Share button in their place. `url` is absolute (SITE_ORIGIN).
 */
export function JobShareBar({ job, url }: { job: ActionJob; url: string }) {
  const shared = { title: job.title, company: job.company, city: job.city, url };
  return (
    <div id="share" className="job-share" data-share-page={job.id} data-url={url} {...jobData(job)}>
      <SaveButton job={job} label="this job" />
      <button type="button" className="job-action" data-share-native="" hidden>
        <Share2 aria-hidden="true" />
        Share
        <span className="visually-hidden"> this job</span>
      </button>
      <ul className="job-share-links" aria-label="Share this job">
        <li>
          <a className="job-action" href={whatsappHref(shared)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            WhatsApp
            <span className="visually-hidden"> (opens WhatsApp)</span>
          </a>
        </li>
        <li>
          <a className="job-action" href={mailtoHref(shared)}>
            <Mail aria-hidden="true" />
            E-mail
          </a>
        </li>
        <li className="js-only">
          <button type="button" className="job-action" data-copy={url}>
            <Link2 aria-hidden="true" />
            Copy link
          </button>
        </li>
      </ul>
      <p className="share-status" role="status" />
    </div>
  );
}
