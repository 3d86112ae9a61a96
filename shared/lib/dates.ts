import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

const INDIA = "Asia/Kolkata";

/** YYYY-MM-DD in India. Made once: building an Intl formatter costs more than a job page's data (decision 057). */
let indiaDate: Intl.DateTimeFormat | undefined;

/** Today's date in India (YYYY-MM-DD), wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  indiaDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: INDIA,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return indiaDate.format(now);
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

function previousDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The month's name from the catalog ("Mar"; Hindi "मार्च"). Not Intl: ICUs
 * disagree on Hindi spellings (workerd "अक्टूबर", others "अक्तूबर"), and the
 * server's text must be the browser's, or an island's hydration fails.
 */
function monthName(month: number, lang: Lang): string {
  return m.jobs_month_names({}, { locale: lang }).split(",")[month - 1] ?? String(month);
}
/**
 * 'Not available', 'Today', 'Yesterday' or '5th Mar 2025' (Hindi: 'उपलब्ध नहीं',
 * 'आज', 'कल' or '5 मार्च 2025'). `today` is India's date as the server saw
 * it, passed to the browser in loader data so server and browser render the
 * same text.
 */
export function formatPostedDate(iso: string | null | undefined, today: string, lang: Lang = "en"): string {
  const locale = { locale: lang };
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return m.jobs_date_unknown({}, locale);
  if (iso === today) return m.jobs_date_today({}, locale);
  if (iso === previousDay(today)) return m.jobs_date_yesterday({}, locale);
  const [y, mo, d] = iso.split("-").map(Number);
  // English "5th Mar 2025"; Hindi has no ordinal: "5 मार्च 2025".
  return `${lang === "en" ? ordinal(d) : d} ${monthName(mo, lang)} ${y}`;
}

/** A day without ordinal: "9 Dec 2026" (Hindi "9 दिसंबर 2026"), e.g. a job's future start. */
export function formatDay(iso: string, lang: Lang = "en"): string {
  const [y, mo, d] = iso.split("-").map(Number);
  return `${d} ${monthName(mo, lang)} ${y}`;
}
