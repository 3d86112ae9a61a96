/** What the staff pages share with the browser build: no server code here. */

/** A staff route's `meta`. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Dates in the console: India time, to the minute. */
export function staffDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(ms));
}
