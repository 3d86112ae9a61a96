/**
 * What a shared job says (issue 17), used by the job page's links (server)
 * and by the card's share menu (app/enhance/job-actions.ts), in the page's
 * language. It ships in the small vanilla module: only the few compiled
 * messages it uses come with it.
 */
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export interface ShareableJob {
  title: string;
  company: string;
  city: string;
  /** Absolute URL of the job page. */
  url: string;
}

/** "Frontend Developer at Acme Corp, Pune" (no company: "Frontend Developer, Pune"); Hindi "Acme Corp में Frontend Developer, Pune". */
export function shareHeadline(job: Omit<ShareableJob, "url">, lang: Lang = "en"): string {
  const role = job.company
    ? m.jobs_share_role_at({ title: job.title, company: job.company }, { locale: lang })
    : job.title;
  return [role, job.city].filter(Boolean).join(", ");
}

/** The message a WhatsApp chat or a mail body starts with: the headline, then the link. */
export function shareMessage(job: ShareableJob, lang: Lang = "en"): string {
  return `${shareHeadline(job, lang)}\n${job.url}`;
}

/** wa.me opens WhatsApp (app or web) with the message ready to send to any chat. */
export function whatsappHref(job: ShareableJob, lang: Lang = "en"): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(job, lang))}`;
}

/** A mail the visitor addresses themselves: subject the headline, body a line and the link. */
export function mailtoHref(job: ShareableJob, lang: Lang = "en"): string {
  const subject = m.jobs_share_mail_subject({ headline: shareHeadline(job, lang) }, { locale: lang });
  const body = `${m.jobs_share_mail_intro({}, { locale: lang })}\n\n${shareMessage(job, lang)}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
