const INDIA = "Asia/Kolkata";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Today's date in India (YYYY-MM-DD), wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: INDIA,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
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
 * 'Not available', 'Today', 'Yesterday' or '5th Mar 2025'. `today` is India's
 * date as the server saw it, passed to the browser in loader data so server
 * and browser render the same text.
 */
export function formatPostedDate(iso: string | null | undefined, today: string): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "Not available";
  if (iso === today) return "Today";
  if (iso === previousDay(today)) return "Yesterday";
  const [y, m, d] = iso.split("-").map(Number);
  return `${ordinal(d)} ${MONTHS[m - 1]} ${y}`;
}
