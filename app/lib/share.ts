/**
 * What a shared job says (issue 17), used by the job page's links (server)
 * and by the card's share menu (app/enhance/job-actions.ts). No imports: it
 * ships in the small vanilla module.
 */
export interface ShareableJob {
  title: string;
  company: string;
  city: string;
  /** Absolute URL of the job page. */
  url: string;
}

/** "Frontend Developer at Acme Corp, Pune" (no company: "Frontend Developer, Pune"). */
export function shareHeadline(job: Omit<ShareableJob, "url">): string {
  return [job.company ? `${job.title} at ${job.company}` : job.title, job.city].filter(Boolean).join(", ");
}

/** The message a WhatsApp chat or a mail body starts with: the headline, then the link. */
export function shareMessage(job: ShareableJob): string {
  return `${shareHeadline(job)}\n${job.url}`;
}

/** wa.me opens WhatsApp (app or web) with the message ready to send to any chat. */
export function whatsappHref(job: ShareableJob): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(job))}`;
}

/** A mail the visitor addresses themselves: subject the headline, body a line and the link. */
export function mailtoHref(job: ShareableJob): string {
  const subject = `Job: ${shareHeadline(job)}`;
  const body = `I saw this job and thought of you:\n\n${shareMessage(job)}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
