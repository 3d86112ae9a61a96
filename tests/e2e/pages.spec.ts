import { readFileSync } from "node:fs";
import { axeViolations, BUILT_PAGES, expect, hydrateEveryIsland, test } from "./fixtures";

/*
 * Every kind of page, at both widths, checked once in one place (decision 066):
 * every island on it hydrates without a mismatch, axe finds no violation, nothing
 * makes it wider than the screen, and nothing is logged as an error. Before, the
 * same pages were checked by axe in three or four specs at the same width (shell's
 * list of routes, jobs, alerts-phone): about 80 axe runs where 60 see something
 * different. Specs about a flow still run axe on the states only they reach (a form
 * with its errors showing, a menu open, the staff console); this list is for pages
 * as they load. The last test below fails when a page module has no line here and
 * no spec named for it.
 */

/** A job id from the snapshot, for the pages that show one job. */
const JOB = ":job";

/** Pages as they load: their path, and the document status a 4xx page answers with. */
const PAGES: { path: string; status?: number }[] = [
  ...BUILT_PAGES.map((path) => ({ path, status: path.includes("does-not-exist") ? 404 : undefined })),
  // The job list: as it opens, with a search (the alert options then carry it: WhatsApp,
  // this phone, e-mail), in Hindi, and the honest empty state.
  { path: "/job" },
  { path: "/job?query=sales&location=Pune" },
  { path: "/hi/job?query=sales" },
  { path: "/job?query=zzqq" },
  // One job, and its resume form (in Hindi: the longer words are what wraps), each with the
  // notice that we never ask for money.
  { path: `/jobdetails/${JOB}` },
  { path: `/hi/jobdetails/${JOB}/apply` },
  // The fake-offer page in a language whose words run longer than English's.
  { path: "/hi/fake-job-offers" },
  // The alert sign-up page a search links to, and an alert mail's link that is not valid.
  { path: "/alerts?query=welder" },
  { path: "/alerts/confirm?token=not-a-real-token", status: 400 },
];

/**
 * Page modules of app/routes.ts that are not in PAGES: where they are checked by axe, or
 * why there is nothing to check.
 */
const ELSEWHERE: Record<string, string> = {
  "spelling-redirect": "no page: /careers and /employers answer 301 to /carrers and /employes",
  "privacy-request": "staff.spec.ts",
  unsubscribe: "privacy.spec.ts",
  staff: "staff.spec.ts",
  "staff-submission": "staff.spec.ts",
  "staff-erase": "staff.spec.ts",
  "staff-jobs": "staff.spec.ts",
  "staff-audit": "staff.spec.ts",
};

/** The page module each path in PAGES renders (app/routes.ts). */
const MODULE_OF: [RegExp, string][] = [
  [/^\/(hi\/)?$/, "home"],
  [/^\/(hi\/)?job(\?|$)/, "jobs"],
  [/^\/(hi\/)?jobdetails\/[^/]+$/, "job-detail"],
  [/^\/(hi\/)?jobdetails\/[^/]+\/apply$/, "job-apply"],
  [/^\/(hi\/)?carrers$/, "careers"],
  [/^\/(hi\/)?employes$/, "employers"],
  [/^\/(hi\/)?DetailService\//, "service-detail"],
  [/^\/article\//, "article"],
  [/^\/(hi\/)?alerts\/[a-z]+/, "alerts-link"],
  [/-does-not-exist$/, "not-found"],
  // The rest are named as their path: /faq is routes/faq.tsx.
  [/^\/(?:hi\/)?([a-z-]+)(\?|$)/, "$1"],
];

function moduleOf(path: string) {
  for (const [pattern, name] of MODULE_OF) {
    const match = path.match(pattern);
    if (match) return name.replace("$1", match[1] ?? "");
  }
  return undefined;
}

let jobId: number | undefined;

for (const { path, status } of PAGES) {
  // Both widths: axe's target-size and contrast, and the sideways scroll, see a different page.
  test(`no axe violations, no console errors and no sideways scrolling on ${path}`, { tag: "@both" }, async ({
    page,
    consoleErrors,
    request,
  }) => {
    if (path.includes(JOB) && jobId === undefined) {
      const list = (await (await request.get("/api/jobs")).json()) as { results: { id: number }[] };
      jobId = list.results[0].id;
    }
    const res = await page.goto(path.replace(JOB, String(jobId)));
    expect(res?.status()).toBe(status ?? 200);
    await page.waitForLoadState("networkidle");
    // Every island on the page hydrates (the console check fails the test on any mismatch).
    await test.step("hydrate every island", () => hydrateEveryIsland(page));
    expect(await test.step("axe", () => axeViolations(page))).toEqual([]);
    // Nothing makes the page wider than the screen (a phone would zoom out or scroll sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Chromium reports a 4xx document's own status as a console error.
    expect(consoleErrors.filter((e) => !(status && e.includes(String(status))))).toEqual([]);
  });
}

test("every page module of app/routes.ts is in the list above or checked by a spec named for it", () => {
  const modules = [...readFileSync("app/routes.ts", "utf8").matchAll(/"routes\/([\w-]+)\.tsx"/g)].map((m) => m[1]);
  expect(modules.length).toBeGreaterThan(20);
  const listed = new Set(PAGES.map(({ path }) => moduleOf(path)));
  const missing = modules.filter((name) => !listed.has(name) && !ELSEWHERE[name]);
  expect(missing, "page modules no axe run sees").toEqual([]);
  for (const [name, where] of Object.entries(ELSEWHERE)) {
    if (!where.endsWith(".spec.ts")) continue;
    expect(readFileSync(`tests/e2e/${where}`, "utf8"), `${where} runs axe (for ${name})`).toContain("axeViolations(");
  }
});
