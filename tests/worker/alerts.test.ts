import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { call } from "#tests/fixtures/forms";
import { fakeAlertResend } from "#tests/mocks/resend-alerts";
import { DIGEST_CRON, enqueueDigests, enqueuePendingDigests, processDigestMessage } from "#worker/alerts/digest";
import { alertLink } from "#worker/alerts/links";
import { confirmSubscription, maintainSignups, recordSignup } from "#worker/alerts/signup";
import { refreshSnapshot, resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/* Issue 17: job alerts. Sign-up with double opt-in, digests, unsubscribe, exactly-once sends. */

const resend = fakeAlertResend();
const server = setupServer(...resend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resend.reset());

/** Work the code under test left for after its response (a background jobs refresh): awaited before the next step. */
const leftover: Promise<unknown>[] = [];
const waiter = { waitUntil: (p: Promise<unknown>) => void leftover.push(p) };
const SECRET = env.SIGNING_SECRET ?? "";
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call("/alerts", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

async function rows(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, status, query, location, frequency, confirm_round, consent_text FROM alert_subscriptions WHERE email = ?",
  )
    .bind(email)
    .all<{
      id: string;
      status: string;
      query: string;
      frequency: string;
      confirm_round: number;
      consent_text: string;
    }>();
  return results;
}

/** The built Worker sends the confirmation mail after answering: wait for it. */
async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 100 && resend.delivered.filter((d) => d.to.includes(email)).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  return resend.delivered.filter((d) => d.to.includes(email));
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return found[0];
};

test("sign-up without JavaScript: one pending row with its consent, one confirmation mail, nothing else", async () => {
  const res = await form({ email: "Asha@Example.com", query: "java developer", location: "Pune", frequency: "daily" });
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toContain("we have sent you an e-mail");
  // The address is not echoed back.
  expect(page.toLowerCase()).not.toContain("asha@example.com");
  const [row] = await rows("asha@example.com");
  expect(row).toMatchObject({ status: "pending", query: "java developer", frequency: "daily" });
  expect(row.consent_text).toContain("only to send you new jobs");
  const mails = await mailsTo("asha@example.com", 1);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe("Confirm your job alert for “java developer” in Pune");
  expect(mails[0].key).toBe(`alert-confirm-${row.id}-0`);
  expect(mails[0].html).toContain("Confirm the alert");
  linkIn(mails[0].text, "/alerts/confirm");

  // The same address and search (spelled differently) within the hour: no second row, no second mail.
  const again = await form({
    email: "asha@example.com",
    query: "Java  Developer",
    location: "pune",
    frequency: "daily",
  });
  expect(again.status).toBe(200);
  await again.text();
  await new Promise((r) => setTimeout(r, 200));
  expect(await rows("asha@example.com")).toHaveLength(1);
  expect(resend.delivered.filter((d) => d.to.includes("asha@example.com"))).toHaveLength(1);
});

test("after the hour the same sign-up sends a new confirmation (a new round and key), still one row", async () => {
  const signup = { email: "ravi@example.com", query: "", location: "Hyderabad", frequency: "weekly" as const };
  const t0 = Date.UTC(2026, 10, 20, 6);
  const id = await recordSignup(env, signup, t0);
  expect(id).not.toBeNull();
  expect(await recordSignup(env, signup, t0 + 30 * 60_000)).toBeNull();
  expect(await recordSignup(env, signup, t0 + HOUR + 1)).toBe(id);
  const [row] = await rows("ravi@example.com");
  expect(row.confirm_round).toBe(1);
});

test("bad input gets field errors; the honeypot stores nothing; oversize and cross-site posts are refused", async () => {
  const bad = await form({ email: "not-an-address", query: "<script>", frequency: "hourly" });
  expect(bad.status).toBe(400);
  const page = await bad.text();
  expect(page).toContain("Enter a valid e-mail address");
  expect(page).toContain("Please do not use &lt; or &gt; here");
  expect(page).toContain("Choose daily or weekly");

  const bot = await form({ email: "bot@example.com", query: "x", frequency: "daily", website: "https://spam" });
  expect(bot.status).toBe(200);
  await bot.text();
  expect(await rows("bot@example.com")).toHaveLength(0);

  const big = await form({ email: "big@example.com", query: "x".repeat(20_000) });
  expect(big.status).toBe(413);
  await big.text();

  const foreign = await form({ email: "x@example.com" }, { Origin: "https://evil.example" });
  expect(foreign.status).toBe(403);
  await foreign.text();
  expect(await rows("x@example.com")).toHaveLength(0);
});

test("confirming: opening the link changes nothing, the button confirms; forged and expired links are refused", async () => {
  const res = await form({ email: "meera@example.com", query: "accountant", location: "", frequency: "weekly" });
  await res.text();
  const [mail] = await mailsTo("meera@example.com", 1);
  const link = pathOf(linkIn(mail.text, "/alerts/confirm"));

  const opened = await call(link);
  expect(opened.status).toBe(200);
  expect(await opened.text()).toContain("Confirm the alert");
  expect((await rows("meera@example.com"))[0].status).toBe("pending");

  // One character of the signature changed (not the last: its low bits are base64 padding).
  const at = link.length - 10;
  const forged = await call(`${link.slice(0, at)}${link[at] === "A" ? "B" : "A"}${link.slice(at + 1)}`);
  expect(forged.status).toBe(400);
  expect(await forged.text()).toContain("not valid");

  const [row] = await rows("meera@example.com");
  const old = await alertLink(env, SECRET, "confirm", row.id, Date.now() - 8 * DAY);
  const expired = await call(pathOf(old));
  expect(expired.status).toBe(400);
  expect(await expired.text()).toContain("expired");
  // A manage link is no confirm link.
  const manage = await alertLink(env, SECRET, "manage", row.id, Date.now());
  const wrong = await call(pathOf(manage).replace("/alerts/manage", "/alerts/confirm"));
  expect(wrong.status).toBe(400);
  await wrong.text();

  const confirmed = await call(link, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: new URL(link, "http://x").searchParams.get("token") ?? "" }),
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain("is on");
  expect((await rows("meera@example.com"))[0].status).toBe("confirmed");
});

test("unconfirmed sign-ups are deleted after 7 days by the cron; confirmed ones stay", async () => {
  const t0 = Date.UTC(2026, 10, 1, 6);
  const stale = await recordSignup(env, { email: "old@example.com", query: "a", location: "", frequency: "daily" }, t0);
  const kept = await recordSignup(env, { email: "old@example.com", query: "b", location: "", frequency: "daily" }, t0);
  await confirmSubscription(env, waiter, kept ?? "", t0 + HOUR);
  const early = await maintainSignups(env, t0 + 6 * DAY);
  expect(await rows("old@example.com")).toHaveLength(2);
  expect(early.deletedUnconfirmed).toBe(0);
  await maintainSignups(env, t0 + 7 * DAY + 1);
  const left = await rows("old@example.com");
  expect(left.map((r) => r.id)).toEqual([kept]);
  expect(stale).not.toBe(kept);
});

/* Digests, over a real snapshot refreshed from a fake ATS. */

const DAY1 = Date.UTC(2026, 10, 23, 6); // Mon 23 Nov 2026, 11:30 IST
const DIGEST2 = Date.UTC(2026, 10, 24, 3, 30); // Tue 24 Nov, 09:00 IST
const DIGEST3 = Date.UTC(2026, 10, 25, 3, 30);

/** A job new to the site (no creation date: its first-seen day is the refresh's), its title its only skill. */
function jobOf(title: string, city = "Pune", state = "Maharashtra") {
  return atsJob({
    job_title: title,
    city,
    states: state,
    location: city,
    zip_code: "",
    primary_skills: "",
    skills: "",
    creation_date: null,
  });
}

beforeEach(async () => {
  // Each test starts from no snapshot, so its own job lists are never held back as a shrink.
  await Promise.allSettled(leftover.splice(0));
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

async function snapshotOf(jobs: Record<string, unknown>[], now: number) {
  await Promise.allSettled(leftover.splice(0));
  server.resetHandlers();
  server.use(...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now });
  resetIsolateSnapshot();
}

async function confirmed(
  email: string,
  query: string,
  location: string,
  at: number,
  frequency: "daily" | "weekly" = "daily",
) {
  const id = await recordSignup(env, { email, query, location, frequency }, at);
  if (!id) throw new Error("not recorded");
  await confirmSubscription(atsEnv(env), waiter, id, at);
  return id;
}

const digest = (ids: string[], at: number, period = `daily:${new Date(at + 5.5 * HOUR).toISOString().slice(0, 10)}`) =>
  processDigestMessage(atsEnv(env), waiter, { period, at, ids }, at);

test("a digest lists only jobs new since the last one, matching the search like /job; nothing new, no mail", async () => {
  const seenAtSignup = jobOf("Java Developer");
  const other = jobOf("Sales Executive");
  await snapshotOf([seenAtSignup, other], DAY1);
  const id = await confirmed("dev@example.com", "java", "pune", DAY1 + HOUR);

  const fresh = jobOf("Senior Java Engineer");
  const elsewhere = jobOf("Java Developer", "Mumbai");
  await snapshotOf([seenAtSignup, other, fresh, elsewhere], DIGEST2 - HOUR);
  expect(await digest([id], DIGEST2)).toMatchObject({ composed: 1, sent: 1 });
  const [mail] = resend.delivered;
  expect(resend.delivered).toHaveLength(1);
  expect(mail.to).toEqual(["dev@example.com"]);
  expect(mail.subject).toBe("1 new job for “java” in pune");
  expect(mail.text).toContain("Senior Java Engineer");
  expect(mail.text).not.toContain("Sales Executive");
  expect(mail.text).not.toMatch(/^Java Developer$/m);
  expect(mail.html).toContain(`/jobdetails/${fresh.id}`);
  // Every alert mail: one-click unsubscribe and a link to change or stop it.
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/www\.kshitijtalent\.example\/alerts\/stop\?token=/);
  linkIn(mail.text, "/alerts/manage");

  // The same period again (a redelivered queue message): no second digest.
  expect(await digest([id], DIGEST2)).toMatchObject({ composed: 0, sent: 0 });
  // The next day with nothing new: no mail.
  await snapshotOf([seenAtSignup, other, fresh, elsewhere], DIGEST3 - HOUR);
  expect(await digest([id], DIGEST3)).toMatchObject({ composed: 0, empty: 1, sent: 0 });
  expect(resend.delivered).toHaveLength(1);
});

test("at most 10 jobs are listed, with a link to all of them", async () => {
  const first = jobOf("Welder", "Surat", "Gujarat");
  await snapshotOf([first], DAY1);
  const id = await confirmed("welder@example.com", "welder", "", DAY1 + HOUR);
  const many = Array.from({ length: 15 }, (_, i) => jobOf(`Welder grade ${i}`));
  await snapshotOf([first, ...many], DIGEST2 - HOUR);
  await digest([id], DIGEST2);
  const [mail] = resend.delivered;
  expect(mail.subject).toBe("15 new jobs for “welder”");
  expect((mail.text.match(/\/jobdetails\//g) ?? []).length).toBe(10);
  expect(mail.text).toContain("See all 15 new jobs: https://www.kshitijtalent.example/job?query=welder");
});

test("one-click unsubscribe (RFC 8058) from another site answers 200 and stops the alert; the page asks first", async () => {
  const nurse = jobOf("Nurse");
  await snapshotOf([nurse], DAY1);
  const id = await confirmed("nurse@example.com", "nurse", "", DAY1 + HOUR);
  await snapshotOf([nurse, jobOf("Staff Nurse")], DIGEST2 - HOUR);
  await digest([id], DIGEST2);
  const stop = resend.delivered[0].headers["List-Unsubscribe"].slice(1, -1);

  const asked = await call(pathOf(stop));
  expect(asked.status).toBe(200);
  expect(await asked.text()).toContain("Stop this alert");
  expect(await rows("nurse@example.com")).toHaveLength(1);

  const oneClick = await call(pathOf(stop), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example.net" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  await oneClick.text();
  expect(await rows("nurse@example.com")).toHaveLength(0);
});

test("the manage page changes the search and frequency, or stops the alert, without logging in", async () => {
  const id = await confirmed("manage@example.com", "driver", "Delhi", DAY1);
  const link = pathOf(await alertLink(env, SECRET, "manage", id, Date.now()));
  const token = new URL(link, "http://x").searchParams.get("token") ?? "";
  const page = await call(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('value="driver"');
  expect(html).not.toContain("manage@example.com");

  const post = (fields: Record<string, string>) =>
    call(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, ...fields }),
    });
  const saved = await post({ intent: "save", query: "forklift driver", location: "Noida", frequency: "weekly" });
  expect(saved.status).toBe(200);
  await saved.text();
  expect((await rows("manage@example.com"))[0]).toMatchObject({ query: "forklift driver", frequency: "weekly" });

  const stopped = await post({ intent: "stop" });
  expect(stopped.status).toBe(200);
  expect(await stopped.text()).toContain("stopped");
  expect(await rows("manage@example.com")).toHaveLength(0);
});

test("the manage page names a bad field: aria-invalid, the error described-by, the radio group too", async () => {
  const id = await confirmed("manage-bad@example.com", "driver", "Delhi", DAY1);
  const link = pathOf(await alertLink(env, SECRET, "manage", id, Date.now()));
  const token = new URL(link, "http://x").searchParams.get("token") ?? "";
  const res = await call(link, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      token,
      intent: "save",
      query: "x".repeat(300),
      location: "Noida",
      frequency: "hourly",
    }),
  });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const html = await res.text();
  expect(html).toMatch(
    /<input[^>]*id="manage-query"[^>]*aria-invalid="true"[^>]*aria-describedby="manage-query-error"/,
  );
  expect(html).toMatch(/id="manage-query-error"[^>]*>.+?<\/p>/s);
  expect(html).toMatch(/<fieldset[^>]*aria-describedby="manage-frequency-error"/);
  const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
  expect(radios).toHaveLength(2);
  for (const radio of radios) expect(radio).toContain('aria-invalid="true"');
  expect(html).toMatch(/id="manage-frequency-error"[^>]*>.+?<\/p>/s);
  expect(html).not.toMatch(/id="manage-location"[^>]*aria-invalid/);
  // Nothing was changed.
  expect((await rows("manage-bad@example.com"))[0]).toMatchObject({ query: "driver", frequency: "daily" });
});

test("exactly once: with a third of batches failing (some after Resend accepted them), later runs deliver each digest once", async () => {
  const plumber = jobOf("Plumber");
  await snapshotOf([plumber], DAY1);
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) ids.push(await confirmed(`p${i}@example.com`, "plumber", "", DAY1 + HOUR));
  await snapshotOf([plumber, jobOf("Plumber helper")], DIGEST2 - HOUR);

  // The cron's producer, with the queue captured: one message per 100 subscriptions.
  const queued: MessageSendRequest[] = [];
  const queue: Pick<Queue, "sendBatch"> = {
    sendBatch: async (b) => {
      queued.push(...b);
      return { metadata: { metrics: { backlogCount: queued.length, backlogBytes: 0 } } };
    },
  };
  // Only sendBatch is used by the producer and the sweep.
  const capture: Env = { ...env, ALERT_QUEUE: queue as Queue };
  const produced = await enqueueDigests(capture, DIGEST2);
  expect(produced.subscriptions).toBeGreaterThanOrEqual(30);
  expect(DIGEST_CRON).toBe("30 3 * * *");

  // Ten messages of three: of every three batches one fails outright and one is accepted but its answer lost.
  resend.plan("fail", "lost", "ok", "fail", "lost", "ok", "fail", "lost", "ok", "fail");
  const period = "daily:2026-11-24";
  for (let i = 0; i < 30; i += 3) await digest(ids.slice(i, i + 3), DIGEST2, period);
  const pending = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM alert_digests WHERE state = 'pending' AND subscription_id IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(ids))
    .first<number>("n");
  expect(pending).toBe(21);

  // The 10-minute sweep puts them back on the queue once their backoff is over; the consumer sends them.
  for (const later of [DIGEST2 + 15 * 60_000, DIGEST2 + 60 * 60_000]) {
    queued.length = 0;
    await enqueuePendingDigests(capture, later);
    for (const { body } of queued) {
      const m = body as { period: string; at: number; ids: string[] };
      await processDigestMessage(atsEnv(env), waiter, m, later);
    }
  }
  const perRecipient = new Map<string, number>();
  for (const d of resend.delivered) for (const to of d.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  for (let i = 0; i < 30; i++) expect(perRecipient.get(`p${i}@example.com`), `p${i}`).toBe(1);
  // The lost answers were retried with the same key and not delivered again.
  expect(resend.requests.filter((r) => r.outcome === "replayed").length).toBeGreaterThan(0);
  const states = await env.DB.prepare(
    "SELECT state, COUNT(*) AS n FROM alert_digests WHERE period = ? AND subscription_id IN (SELECT value FROM json_each(?)) GROUP BY state",
  )
    .bind(period, JSON.stringify(ids))
    .all<{ state: string; n: number }>();
  expect(states.results).toEqual([{ state: "sent", n: 30 }]);
});

test("a digest Resend refuses for good is kept as failed, logged, and degrades /api/health until handled", async () => {
  const cook = jobOf("Cook");
  await snapshotOf([cook], DAY1);
  const id = await confirmed("cook@example.com", "cook", "", DAY1 + HOUR);
  await snapshotOf([cook, jobOf("Head Cook")], DIGEST2 - HOUR);
  resend.plan("reject");
  expect(await digest([id], DIGEST2)).toMatchObject({ composed: 1, failed: 1, sent: 0 });
  const row = await env.DB.prepare("SELECT state, last_error FROM alert_digests WHERE subscription_id = ?")
    .bind(id)
    .first<{ state: string; last_error: string }>();
  expect(row?.state).toBe("failed");
  expect(row?.last_error).toContain("validation_error");
  const health = await call("/api/health");
  const body = (await health.json()) as { status: string; alerts: { ok: boolean; failedDigests: number } };
  expect(body.status).toBe("degraded");
  expect(body.alerts).toMatchObject({ ok: false });
  expect(body.alerts.failedDigests).toBeGreaterThanOrEqual(1);
});

test("one address is limited whatever the client: a 429 with Retry-After after 3 sign-ups a minute", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    // A new client address each time (call() makes one): only the per-address limit can stop these.
    const res = await form({ email: "target@example.com", query: `role ${i}`, frequency: "weekly" });
    statuses.push(res.status);
    if (i === 3) {
      expect(res.headers.get("Retry-After")).toBe("60");
      expect(await res.text()).toContain("Too many sign-ups");
    } else await res.text();
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(await rows("target@example.com")).toHaveLength(3);
});

test("at most 5 confirmation mails an address a day, whatever the searches", async () => {
  const t0 = Date.UTC(2026, 10, 10, 6);
  const sent: (string | null)[] = [];
  for (let i = 0; i < 7; i++)
    sent.push(
      await recordSignup(env, { email: "daily@example.com", query: `q${i}`, location: "", frequency: "daily" }, t0 + i),
    );
  expect(sent.filter(Boolean)).toHaveLength(5);
  expect(
    await recordSignup(
      env,
      { email: "daily@example.com", query: "q9", location: "", frequency: "daily" },
      t0 + DAY + 10,
    ),
  ).not.toBeNull();
});

test("the sign-up form is on /job with the search, on its empty state, and on a job page with its title and city", async () => {
  const list = await call("/job?query=developer&location=Pune");
  const html = await list.text();
  expect(html).toContain('action="/alerts"');
  expect(/<input[^>]*id="job-alert-query"[^>]*>/.exec(html)?.[0]).toContain('value="developer"');
  expect(/<input[^>]*id="job-alert-location"[^>]*>/.exec(html)?.[0]).toContain('value="Pune"');
  expect(html).toContain("only to send you new jobs matching this search");

  const none = await (await call("/job?query=zzqqxx")).text();
  expect(none).toContain("No match yet? E-mail me when jobs like these appear");

  const id = /href="\/jobdetails\/(\d+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  const job = await (await call(`/jobdetails/${id}`)).text();
  expect(job).toContain("E-mail me jobs like this one");
  const title = /<h1>([^<]+)<\/h1>/.exec(job)?.[1] ?? "";
  const field = /<input[^>]*id="job-page-alert-query"[^>]*>/.exec(job)?.[0] ?? "";
  expect(field).toContain(`value="${title}"`);
});
