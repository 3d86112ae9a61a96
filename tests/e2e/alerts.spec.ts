import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { startServer } from "../../scripts/lib/server";
import { localD1 } from "./local-d1";

/*
 * Issue 17, end to end: a search on /job, an alert signed up from it, the
 * confirmation mail read from the local outbox (dev mailer), confirmed; a
 * new job appears, the 09:00 IST cron runs (GET /cdn-cgi/handler/scheduled,
 * as wrangler dev serves it), the queue consumer sends the digest to the
 * outbox; the digest's unsubscribe link stops the alert.
 *
 * It needs jobs that appear after the alert is confirmed, so it runs its own
 * Worker (npm start) against a small ATS served from this process, whose job
 * list the test changes. Desktop only (@desktop): the flow is the same at 390 px and a
 * second Worker per project would double its two-core cost.
 */

const base = Number(process.env.E2E_PORT || 8799);
const SITE_PORT = base + 6;
const ATS_PORT = base + 7;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const PERSIST = `.wrangler/e2e-alerts-${SITE_PORT}`;
const BUILD_DIR = process.env.BUILD_DIR || "build";

function atsJob(id: number, title: string) {
  return {
    id,
    job_title: title,
    client: "Acme Industries",
    city: "Pune",
    states: "Maharashtra",
    country: "India",
    location: "Pune",
    zip_code: "411045",
    experience: "2-4",
    creation_date: null,
    job_start_date: null,
    primary_skills: "Welding",
    skills: "Welding",
    job_description: "<p>Weld things.</p>",
    details: { summary: "Weld things.", skills: ["Welding"] },
    apply_job_without_registration: `https://apply.test/jobs/${id}`,
    salary: null,
    pay_rate___salary: null,
    job_code: null,
    remoteOpportunity: 0,
  };
}

const jobs = [atsJob(91001, "Zircon Welder"), atsJob(91002, "Store Keeper")];

function startAts(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${ATS_PORT}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/api/jobs")
      return send(200, {
        count: jobs.length,
        num_pages: 1,
        limit: 20,
        page_number: 1,
        page_count: jobs.length,
        next: null,
        previous: null,
        results: jobs,
      });
    if (url.pathname === "/api/skywingsjobs") return send(200, { results: [] });
    send(404, { detail: "Not found." });
  });
  return new Promise((ok) => server.listen(ATS_PORT, "127.0.0.1", () => ok(server)));
}

function d1<T>(sql: string): T[] {
  return localD1<T>(PERSIST, sql);
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined> | T | null | undefined, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Fetches with a new connection each time (wrangler dev and kept-alive connections, COMMON.md). */
const get = (path: string) => fetch(`${SITE}${path}`, { headers: { Connection: "close" } });

async function searchCount(query: string) {
  const res = await get(`/api/searchjobs?query=${encodeURIComponent(query)}`);
  if (!res.ok) {
    await res.arrayBuffer();
    return 0;
  }
  const body = (await res.json()) as { count?: number };
  return body.count ?? 0;
}

let ats: Server;
let site: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  spawnSync("rm", ["-rf", PERSIST]);
  ats = await startAts();
  // The shared start-and-wait (scripts/lib/server.ts): its own process group, ready when /api/health answers.
  site = await startServer({
    port: SITE_PORT,
    buildDir: BUILD_DIR,
    persistDir: PERSIST,
    vars: { JOBS_API_URL: `http://127.0.0.1:${ATS_PORT}` },
    timeoutMs: 120_000,
  });
  await until("the first snapshot", async () => (await searchCount("zircon")) === 1, 60_000);
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((ok) => (ats ? ats.close(() => ok(null)) : ok(null)));
});

test("search, sign up, confirm from the outbox, digest after the cron, unsubscribe", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `seeker-${Date.now()}@example.com`;

  // A search on /job, and the alert link under it carries the search to the form on /alerts (decision 074).
  await page.goto(`${SITE}/job?query=zircon`);
  // The search is the one shown (tests/e2e/alerts-search.spec.ts searches live).
  await expect(page.locator("section.job-alert")).toContainText("Alerts for “zircon”");
  await page.locator("section.job-alert").getByRole("link", { name: "Set up a job alert" }).click();
  const form = page.locator("form[action='/alerts']").first();
  await expect(form.locator("input[name='query']")).toHaveValue("zircon");
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByLabel("Daily, at 9 am").check();
  await form.getByRole("button", { name: "Create the alert" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent you an e-mail");

  // The one confirmation mail, from the local outbox.
  const [confirmation] = await until("the confirmation mail", () =>
    d1<{ text_body: string }>(
      `SELECT text_body FROM dev_mail WHERE mail_to = '${email}' AND idempotency_key LIKE 'alert-confirm-%'`,
    ),
  ).then((rows) => (rows.length ? rows : Promise.reject(new Error("none"))));
  const confirmUrl = confirmation.text_body.match(/http\S+\/alerts\/confirm\?token=\S+/)?.[0] ?? "";
  expect(confirmUrl).not.toBe("");
  await page.goto(confirmUrl);
  await page.getByRole("button", { name: "Confirm the alert" }).click();
  await expect(page.getByRole("status")).toContainText("is on");

  // A new matching job appears; the 10-minute cron takes it into the snapshot.
  jobs.push(atsJob(91003, "Zircon Welder Senior"));
  await until("the new job", async () => {
    await (await get("/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*")).arrayBuffer();
    return (await searchCount("zircon")) === 2;
  });

  // Tomorrow's 09:00 IST run: the producer enqueues, the consumer sends through the dev mailer.
  const tomorrow = new Date();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  tomorrow.setUTCHours(3, 30, 0, 0);
  await (await get(`/cdn-cgi/handler/scheduled?cron=30+3+*+*+*&time=${tomorrow.getTime()}`)).arrayBuffer();
  const [digest] = await until("the digest", () => {
    const rows = d1<{ subject: string; text_body: string; headers: string }>(
      `SELECT subject, text_body, headers FROM dev_mail WHERE mail_to = '${email}' AND idempotency_key LIKE 'alert-digest-%'`,
    );
    return rows.length ? rows : null;
  });
  expect(digest.subject).toBe("1 new job for “zircon”");
  expect(digest.text_body).toContain("Zircon Welder Senior");
  const headers = JSON.parse(digest.headers) as Record<string, string>;
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const stopUrl = headers["List-Unsubscribe"].slice(1, -1);

  // Unsubscribe from the mail's link: the page asks, the button stops the alert.
  await page.goto(stopUrl);
  await page.getByRole("button", { name: "Stop this alert" }).click();
  await expect(page.getByRole("status")).toContainText("stopped");
  expect(d1(`SELECT id FROM alert_subscriptions WHERE address = '${email}'`)).toEqual([]);
});
