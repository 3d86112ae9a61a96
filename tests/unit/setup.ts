import { beforeEach } from "vitest";

/**
 * Every unit test starts with no cookies and empty storage, whatever the
 * test before it left (vitest.config.ts, the unit project's setupFiles).
 *
 * A cookie is removed here with an expiry in the past, not `max-age=0`:
 * happy-dom expires a `max-age=0` cookie only once its clock has moved on by
 * a millisecond (it stores "now" as the expiry and compares with `<`), so for
 * the rest of that millisecond `document.cookie` still reads `name=`. A test
 * that cleared `lang` that way in its afterEach left `lang=` for the next test
 * whenever both ran within one millisecond, and the Hindi offer, which stays
 * hidden once a `lang` cookie exists, failed about one run in three
 * (tests/unit/i18n-switch.test.tsx, issue 31).
 */
export function clearBrowserState() {
  // A file may run in Node instead (`@vitest-environment node`): nothing to clear there.
  if (typeof document === "undefined") return;
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (!name) continue;
    for (const path of ["; path=/", ""]) {
      // biome-ignore lint/suspicious/noDocumentCookie: removing what an earlier test stored.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${path}`;
    }
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
}

beforeEach(() => {
  clearBrowserState();
});
