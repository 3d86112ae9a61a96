import { Icon } from "#app/components/icons/icon";
import { mailtoHref, whatsappHref } from "#app/lib/share";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { type ActionJob, jobData, SaveButton } from "./job-actions";

// Its own module, so that the islands that render job cards never load these icons.
/**
 * The job page's row: Save, then WhatsApp and e-mail as plain links (they
 * work without JavaScript), Copy link, and, where the browser has the Web
 * Share API, one Share button in their place. `url` is absolute (SITE_ORIGIN)
 * and in the page's language (a Hindi page shares its Hindi URL).
 */
export function JobShareBar({ job, url, lang = "en" }: { job: ActionJob; url: string; lang?: Lang }) {
  const shared = { title: job.title, company: job.company, city: job.city, url };
  const locale = { locale: lang };
  return (
    <div id="share" className="job-share" data-share-page={job.id} data-url={url} {...jobData(job)}>
      <SaveButton jobId={job.id} label={m.jobs_this_job({}, locale)} lang={lang} />
      <button type="button" className="job-action" data-share-native="" hidden>
        <Icon name="share-2" />
        {m.jobs_share({}, locale)}
        <span className="visually-hidden">{m.jobs_share_this_job_suffix({}, locale)}</span>
      </button>
      <ul className="job-share-links" aria-label={m.jobs_share_this_job({}, locale)}>
        <li>
          <a className="job-action" href={whatsappHref(shared, lang)} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            WhatsApp
            <span className="visually-hidden">{m.jobs_share_opens_whatsapp({}, locale)}</span>
          </a>
        </li>
        <li>
          <a className="job-action" href={mailtoHref(shared, lang)}>
            <Icon name="mail" />
            {m.jobs_share_email({}, locale)}
          </a>
        </li>
        <li className="js-only">
          <button type="button" className="job-action" data-copy={url}>
            <Icon name="link-2" />
            {m.jobs_share_copy_link({}, locale)}
          </button>
        </li>
      </ul>
      <p className="share-status" role="status" />
    </div>
  );
}
