import { RETENTION } from "#app/content/retention";

/**
 * When the scheduled retention (worker/forms/retention.ts) deletes a
 * submission, from the same periods (app/content/retention.ts) the privacy
 * policy states. Newsletter addresses are kept until their owner
 * unsubscribes: no date.
 */
const MONTHS: Record<string, number> = { resume: RETENTION.resumeMonths, enquiry: RETENTION.enquiryMonths };

/**
 * `createdAt` moved on by whole calendar months (UTC), the day clamped to the
 * month's end: the inverse of the deletion job's cutoff (monthsBefore).
 */
function monthsAfter(at: number, months: number): number {
  const date = new Date(at);
  const target = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(target / 12);
  const month = target - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** When a submission of `kind` received at `createdAt` (ms) is deleted, or null when nothing deletes it. */
export function retentionDeadline(kind: string, createdAt: number): number | null {
  const months = MONTHS[kind];
  return months === undefined ? null : monthsAfter(createdAt, months);
}
