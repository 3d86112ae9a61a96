import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { call } from "#tests/fixtures/forms";
import { ALERT_WEBHOOK } from "#tests/mocks/resend";
import { fakeAlertResend } from "#tests/mocks/resend-alerts";
import {
  DIGEST_CRON,
  type DigestMessage,
  enqueueDigests,
  enqueueMissedDigests,
  enqueuePendingDigests,
  processDigestMessage,
} from "#worker/alerts/digest";
import { alertLink } from "#worker/alerts/links";
import { consumeAlertQueue } from "#worker/alerts/queue";
import { confirmSubscription, deliverConfirmation, maintainSignups, recordSignup } from "#worker/alerts/signup";
import { stopAlert } from "#worker/alerts/subscriptions-db";
import { runOutbox } from "#worker/forms/outbox";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
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
    "SELECT id, status, query, location, frequency, confirm_round, consent_text FROM alert_subscriptions WHERE address = ?",
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
  // The place is said by its name (worker/jobs/search/echo.ts), not as typed ("pune").
  expect(mail.subject).toBe("1 new job for “java” in Pune");
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
  const all = /See all 15 new jobs: (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(all).toBe("https://www.kshitijtalent.example/job?query=welder&sort=date&posted=1");
  // /job takes the link as it is (the newest first, posted within the last day), no field errors.
  const listed = await call(pathOf(all));
  expect(listed.status).toBe(200);
  const html = await listed.text();
  expect(html).not.toContain("Choose posted within");
  expect(html).not.toContain("Sort by relevance or date");
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

test("a queue message lost before composing: the cron's hourly catch-up enqueues those alerts again", async () => {
  const tailor = jobOf("Tailor");
  await snapshotOf([tailor], DAY1);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push(await confirmed(`tailor${i}@example.com`, "tailor", "", DAY1 + HOUR));
  // Confirmed after today's run began: not part of today's period, so not caught up.
  const late = await confirmed("late-tailor@example.com", "tailor", "", DIGEST2 + 10 * 60_000);
  await snapshotOf([tailor, jobOf("Master Tailor")], DIGEST2 - HOUR);
  const queued: MessageSendRequest[] = [];
  const capture: Env = {
    ...atsEnv(env),
    ALERT_QUEUE: {
      sendBatch: async (b: Iterable<MessageSendRequest>) => {
        queued.push(...b);
        return { metadata: { metrics: { backlogCount: queued.length, backlogBytes: 0 } } };
      },
    } as Queue,
  };
  const queuedIds = () => queued.flatMap(({ body }) => (body as { ids: string[] }).ids);
  // The 09:00 run enqueues them; the message is then dropped after its retries (never processed).
  await enqueueDigests(capture, DIGEST2);
  expect(queuedIds()).toEqual(expect.arrayContaining(ids));
  // Within the first hour the message may still be in flight: nothing again.
  queued.length = 0;
  expect((await enqueueMissedDigests(capture, DIGEST2 + 30 * 60_000)).subscriptions).toBe(0);
  // An hour on, the catch-up finds them (and not the alert confirmed since), and the consumer sends them.
  const later = DIGEST2 + 2 * HOUR;
  await enqueueMissedDigests(capture, later);
  expect(queuedIds()).toEqual(expect.arrayContaining(ids));
  expect(queuedIds()).not.toContain(late);
  for (const { body } of queued) await processDigestMessage(atsEnv(env), waiter, body as DigestMessage, later);
  for (const i of [0, 1, 2])
    expect(resend.delivered.filter((d) => d.to.includes(`tailor${i}@example.com`))).toHaveLength(1);
  // The next hour's catch-up has nothing left of these to enqueue.
  queued.length = 0;
  await enqueueMissedDigests(capture, later + HOUR);
  expect(queuedIds().filter((id) => ids.includes(id))).toEqual([]);
});

test("a batch retried after one of its alerts was stopped is the same request: nobody gets a digest twice", async () => {
  const painter = jobOf("Painter");
  await snapshotOf([painter], DAY1);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push(await confirmed(`painter${i}@example.com`, "painter", "", DAY1 + HOUR));
  await snapshotOf([painter, jobOf("House Painter")], DIGEST2 - HOUR);
  // Resend accepts the batch but the answer is lost: the digests stay pending under the batch's key.
  resend.plan("lost");
  expect(await digest(ids, DIGEST2)).toMatchObject({ composed: 3, pending: 3 });
  // One of them stops the alert before the retry (the manage page's stop).
  await stopAlert(env, ids[1]);
  const queued: MessageSendRequest[] = [];
  const capture: Env = {
    ...atsEnv(env),
    ALERT_QUEUE: {
      sendBatch: async (b: Iterable<MessageSendRequest>) => {
        queued.push(...b);
        return { metadata: { metrics: { backlogCount: queued.length, backlogBytes: 0 } } };
      },
    } as Queue,
  };
  const later = DIGEST2 + HOUR;
  await enqueuePendingDigests(capture, later);
  for (const { body } of queued) await processDigestMessage(atsEnv(env), waiter, body as DigestMessage, later);
  // The retry was the same batch under the same key: replayed, nothing delivered again.
  expect(resend.requests.map((r) => r.outcome)).toEqual(["lost", "replayed"]);
  for (const i of [0, 1, 2])
    expect(resend.delivered.filter((d) => d.to.includes(`painter${i}@example.com`))).toHaveLength(1);
  const pending = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM alert_digests WHERE state = 'pending' AND subscription_id IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(ids))
    .first<number>("n");
  expect(pending).toBe(0);
  expect(await rows("painter1@example.com")).toHaveLength(0);
});

test("part of a tried batch (the rest held by another run) is not sent short; the whole batch goes later", async () => {
  const mason = jobOf("Mason");
  await snapshotOf([mason], DAY1);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push(await confirmed(`mason${i}@example.com`, "mason", "", DAY1 + HOUR));
  await snapshotOf([mason, jobOf("Head Mason")], DIGEST2 - HOUR);
  resend.plan("lost");
  await digest(ids, DIGEST2);
  const later = DIGEST2 + HOUR;
  // Another run holds one of the three.
  await env.DB.prepare("UPDATE alert_digests SET lease_until = ? WHERE subscription_id = ?")
    .bind(later + 60_000, ids[0])
    .run();
  const period = "daily:2026-11-24";
  expect(await processDigestMessage(atsEnv(env), waiter, { period, at: DIGEST2, ids }, later)).toMatchObject({
    sent: 0,
    pending: 2,
  });
  expect(resend.requests).toHaveLength(1);
  // Once the lease is over the batch goes whole, under its key: replayed, nobody mailed twice.
  expect(
    await processDigestMessage(atsEnv(env), waiter, { period, at: DIGEST2, ids }, later + 2 * 60_000),
  ).toMatchObject({ sent: 3 });
  expect(resend.requests.map((r) => r.outcome)).toEqual(["lost", "replayed"]);
  for (const i of [0, 1, 2])
    expect(resend.delivered.filter((d) => d.to.includes(`mason${i}@example.com`))).toHaveLength(1);
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

test("a batch Resend refuses (422) is sent one by one under each digest's key: only the bad digest fails", async () => {
  const baker = jobOf("Baker");
  await snapshotOf([baker], DAY1);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push(await confirmed(`baker${i}@example.com`, "baker", "", DAY1 + HOUR));
  await snapshotOf([baker, jobOf("Pastry Baker")], DIGEST2 - HOUR);
  // The batch is refused whole; of the five single sends that follow, the second is refused too.
  resend.plan("reject", "ok", "reject", "ok", "ok", "ok");
  expect(await digest(ids, DIGEST2)).toMatchObject({ composed: 5, sent: 4, failed: 1 });
  expect(resend.requests.map((r) => r.path)).toEqual(["batch", "emails", "emails", "emails", "emails", "emails"]);
  const period = "daily:2026-11-24";
  const sorted = [...ids].sort();
  expect(resend.requests.slice(1).map((r) => r.key)).toEqual(sorted.map((id) => `alert-digest-${id}-${period}`));
  const got = resend.delivered.map((d) => d.to[0]).sort();
  expect(got).toHaveLength(4);
  const { results } = await env.DB.prepare(
    "SELECT subscription_id, state FROM alert_digests WHERE period = ? AND subscription_id IN (SELECT value FROM json_each(?))",
  )
    .bind(period, JSON.stringify(ids))
    .all<{ subscription_id: string; state: string }>();
  expect(results.filter((r) => r.state === "sent")).toHaveLength(4);
  expect(results.filter((r) => r.state === "failed").map((r) => r.subscription_id)).toEqual([sorted[1]]);
});

test("the queue consumer checks the configuration: with a malformed variable nothing is sent and the messages are retried", async () => {
  const guard = jobOf("Security Guard");
  await snapshotOf([guard], DAY1);
  const id = await confirmed("guard@example.com", "security guard", "", DAY1 + HOUR);
  await snapshotOf([guard, jobOf("Senior Security Guard")], DIGEST2 - HOUR);
  const outcomes: string[] = [];
  const batchOf = (): MessageBatch<unknown> => {
    const message = {
      id: "m1",
      timestamp: new Date(),
      attempts: 1,
      body: { period: "daily:2026-11-24", at: DIGEST2, ids: [id] },
      ack: () => void outcomes.push("ack"),
      retry: () => void outcomes.push("retry"),
    } as unknown as Message<unknown>;
    return {
      queue: "kshitij-alert-digests",
      messages: [message],
      ackAll: () => void outcomes.push("ackAll"),
      retryAll: () => void outcomes.push("retryAll"),
    } as unknown as MessageBatch<unknown>;
  };
  const ctx = { waitUntil: waiter.waitUntil, passThroughOnException: () => {} } as unknown as ExecutionContext;
  await consumeAlertQueue(batchOf(), { ...atsEnv(env), SITE_ORIGIN: "not an origin" } as Env, ctx);
  expect(outcomes).toEqual(["retryAll"]);
  expect(resend.requests).toHaveLength(0);
  const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_digests WHERE subscription_id = ?")
    .bind(id)
    .first<number>("n");
  expect(none).toBe(0);

  // Configuration fixed: the redelivered message is processed and acked.
  outcomes.length = 0;
  await consumeAlertQueue(batchOf(), atsEnv(env), ctx);
  expect(outcomes).toEqual(["ack"]);
  expect(resend.delivered.map((d) => d.to[0])).toEqual(["guard@example.com"]);
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

test("the daily cap counts mails sent: the same search re-asked every hour stops at 5 mails, with other searches too", async () => {
  const t0 = Date.UTC(2026, 10, 12, 6);
  const email = "victim@example.com";
  const ask = async (query: string, at: number) => {
    const id = await recordSignup(env, { email, query, location: "", frequency: "daily" }, at);
    if (id) expect(await deliverConfirmation(env, id, at)).toBe("sent");
    return id;
  };
  // The same search each hour for 8 hours: only 5 confirmation mails reach the address.
  for (let i = 0; i < 8; i++) await ask("cashier", t0 + i * (HOUR + 1));
  expect(resend.delivered.filter((d) => d.to.includes(email))).toHaveLength(5);
  // Another search the same day: still capped, whatever the search.
  expect(await ask("cook", t0 + 9 * HOUR)).toBeNull();
  expect(resend.delivered.filter((d) => d.to.includes(email))).toHaveLength(5);
  // 24 hours after the first mail, one more may go.
  expect(await ask("cook", t0 + DAY + 1)).not.toBeNull();
  expect(resend.delivered.filter((d) => d.to.includes(email))).toHaveLength(6);

  // Mixed: two searches re-asked hourly and a third share one cap of 5.
  const other = "mixed@example.com";
  const t1 = Date.UTC(2026, 10, 15, 6);
  let sent = 0;
  for (let i = 0; i < 4; i++)
    for (const query of ["a", "b", "c"]) {
      const id = await recordSignup(
        env,
        { email: other, query, location: "", frequency: "weekly" },
        t1 + i * (HOUR + 1),
      );
      if (id && (await deliverConfirmation(env, id, t1 + i * (HOUR + 1))) === "sent") sent++;
    }
  expect(sent).toBe(5);
  expect(resend.delivered.filter((d) => d.to.includes(other))).toHaveLength(5);
});

test("signing up again for a confirmed alert: the same page, and a mail with the manage link (once an hour, in the cap)", async () => {
  const email = "again@example.com";
  const fields = { email, query: "electrician", location: "Chennai", frequency: "daily" };
  const first = await form(fields);
  const firstPage = await first.text();
  await mailsTo(email, 1);
  const [row] = await rows(email);
  await confirmSubscription(atsEnv(env), waiter, row.id, Date.now());

  const again = await form({ ...fields, frequency: "weekly" });
  expect(again.status).toBe(200);
  const page = await again.text();
  // The page cannot tell a subscribed address from a new one.
  const message = (html: string) => /we have sent you an e-mail[^<]*/.exec(html)?.[0];
  expect(message(page)).toBe(message(firstPage));
  expect(page.toLowerCase()).not.toContain(email);
  const mails = await mailsTo(email, 2);
  expect(mails).toHaveLength(2);
  expect(mails[1].subject).toBe("You already have a job alert for “electrician” in Chennai");
  expect(mails[1].text).toContain("You asked for it weekly");
  const manage = await call(pathOf(linkIn(mails[1].text, "/alerts/manage")));
  expect(manage.status).toBe(200);
  expect(await manage.text()).toContain('value="electrician"');
  expect((await rows(email))[0]).toMatchObject({ status: "confirmed", frequency: "daily" });

  // Asked again within the hour: no further mail.
  const third = await form(fields);
  await third.text();
  await new Promise((r) => setTimeout(r, 200));
  expect(resend.delivered.filter((d) => d.to.includes(email))).toHaveLength(2);
  // Both mails count in the address's 5 a day: three more searches, then none.
  const more: (string | null)[] = [];
  for (const query of ["x1", "x2", "x3", "x4"])
    more.push(await recordSignup(env, { email, query, location: "", frequency: "daily" }, Date.now()));
  expect(more.map(Boolean)).toEqual([true, true, true, false]);
});

test("/job and a job page link to the sign-up form on /alerts with their search, which fills its boxes", async () => {
  // Decision 074: a link under the results (the island renders it from the search shown) and on a job page.
  const list = await call("/job?query=developer&location=Pune");
  const html = await list.text();
  expect(html).not.toContain('action="/alerts"');
  expect(html).toMatch(/Alerts for (<!-- -->)?“developer” in Pune/);
  expect(html).toContain(
    '<a class="btn btn-primary" href="/alerts?query=developer&amp;location=Pune">Set up a job alert</a>',
  );

  const none = await (await call("/job?query=zzqqxx")).text();
  expect(none).toContain("No match yet? E-mail me when jobs like these appear");
  expect(none).toContain('href="/alerts?query=zzqqxx"');

  const id = /href="\/jobdetails\/(\d+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  const job = await (await call(`/jobdetails/${id}`)).text();
  expect(job).toContain("E-mail me jobs like this one");
  const title = /<h1>([^<]+)<\/h1>/.exec(job)?.[1] ?? "";
  const href = /<section class="job-alert[^"]*"[\s\S]*?<a class="btn btn-primary" href="([^"]+)"/.exec(job)?.[1] ?? "";
  const target = new URL(href.replaceAll("&amp;", "&"), "http://x");
  expect(target.pathname).toBe("/alerts");
  const decoded = title.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  expect(target.searchParams.get("query")).toBe(decoded);

  // The alert page: the form, its boxes filled with the search, and the e-mail notice.
  const form = await (await call(`/alerts?query=developer&location=Pune`)).text();
  expect(form).toContain('action="/alerts"');
  expect(/<input[^>]*id="alerts-page-query"[^>]*>/.exec(form)?.[0]).toContain('value="developer"');
  expect(/<input[^>]*id="alerts-page-location"[^>]*>/.exec(form)?.[0]).toContain('value="Pune"');
  expect(form).toContain("only to send you new jobs matching this search");
});

/* Alert mails that fail for good join the form mails' failure summary (worker/forms/outbox.ts), once each. */

const REPORT = /^Website: (.+ and )?\d+ job alert mails? not delivered$/;
const reports = () => resend.delivered.filter((d) => REPORT.test(d.subject));

/** A confirmed alert whose next digest Resend refuses (422): failed for good at once. */
async function failedDigest(email: string, query: string) {
  const job = jobOf(`${query} one`);
  await snapshotOf([job], DAY1);
  const id = await confirmed(email, query, "", DAY1 + HOUR);
  await snapshotOf([job, jobOf(`${query} two`)], DIGEST2 - HOUR);
  resend.plan("reject");
  expect(await digest([id], DIGEST2)).toMatchObject({ failed: 1 });
  return id;
}

/** A sign-up whose confirmation mail Resend refuses: no more attempts, never confirmed. */
async function failedConfirmation(email: string, query: string, at: number) {
  const id = await recordSignup(env, { email, query, location: "Nagpur", frequency: "weekly" }, at);
  if (!id) throw new Error("not recorded");
  resend.plan("reject");
  expect(await deliverConfirmation(env, id, at)).toBe("pending");
  return id;
}

test("failed digests and confirmation mails are in the cron's failure summary to the agency, once", async () => {
  const digestId = await failedDigest("plumber@example.com", "plumber");
  const confirmId = await failedConfirmation("typo@exmaple.com", "electrician", DIGEST2);

  const t = DIGEST2 + 10 * 60_000;
  await runOutbox(env, { scheduledTime: t });
  expect(reports()).toHaveLength(1);
  const [report] = reports();
  expect(report.to).toEqual([env.MAIL_TO]);
  expect(report.text).toContain(`alert digest ${digestId} daily:2026-11-24`);
  expect(report.text).toContain(`alert confirmation ${confirmId}`);
  expect(report.text).toContain("validation_error");
  // Ids, times and errors only: not who subscribed or to what.
  for (const secret of ["plumber@example.com", "typo@exmaple.com", "Nagpur"]) expect(report.text).not.toContain(secret);

  // Reported once: later runs say nothing more about them.
  await runOutbox(env, { scheduledTime: t + 10 * 60_000 });
  await runOutbox(env, { scheduledTime: t + 20 * 60_000 });
  expect(reports()).toHaveLength(1);

  // A new confirmation round that fails again is news, and reported again.
  const again = await failedConfirmation("typo@exmaple.com", "electrician", DIGEST2 + 2 * HOUR);
  expect(again).toBe(confirmId);
  await runOutbox(env, { scheduledTime: t + 3 * HOUR });
  expect(reports()).toHaveLength(2);
  expect(reports()[1].text).toContain(`alert confirmation ${confirmId}`);
  expect(reports()[1].text).not.toContain(digestId);
});

test("when the summary mail is refused too, the webhook carries the failed alert mails", async () => {
  const digestId = await failedDigest("mason@example.com", "mason");
  const hooks: Record<string, unknown>[] = [];
  server.use(
    http.post(ALERT_WEBHOOK, async ({ request }) => {
      hooks.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse("ok");
    }),
  );
  const withWebhook: Env = { ...env, ALERT_WEBHOOK_URL: ALERT_WEBHOOK };
  resend.plan("reject");
  const t = DIGEST2 + 10 * 60_000;
  expect(await runOutbox(withWebhook, { scheduledTime: t })).toMatchObject({ report: { route: "webhook" } });
  expect(hooks).toHaveLength(1);
  expect(hooks[0].event).toBe("mail.not_delivered");
  expect(hooks[0].alertMails).toContainEqual(
    expect.objectContaining({ kind: "digest", subscriptionId: digestId, period: "daily:2026-11-24" }),
  );
  expect(String(hooks[0].text)).toContain(`alert digest ${digestId}`);
  expect(JSON.stringify(hooks[0])).not.toContain("mason@example.com");

  await runOutbox(withWebhook, { scheduledTime: t + 10 * 60_000 });
  expect(hooks).toHaveLength(1);
  expect(reports()).toHaveLength(0);
});
