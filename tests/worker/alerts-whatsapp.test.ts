import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { salaryInLang } from "#shared/lib/salary";
import { whatsappOptinLink, whatsappOptinText } from "#shared/lib/whatsapp-optin";
import { failedStatus, fakeCloudApi, inboundNotification, signature, WHATSAPP } from "#tests/mocks/whatsapp";
import { enqueueDigests, enqueuePendingDigests } from "#worker/alerts/digest";
import { unreportedFailedAlertMail } from "#worker/alerts/report";
// What the server says: the alert's search read as the job search reads it (worker/jobs/search/echo.ts).
import { describeSearch } from "#worker/alerts/schema";
import { whatsappConfig } from "#worker/alerts/whatsapp/config";
import { retryReplies } from "#worker/alerts/whatsapp/replies";
import { handleNotification } from "#worker/alerts/whatsapp/webhook";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { DAY1, DIGEST2, runDigest } from "../fixtures/alert-digests";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 30: job alerts on WhatsApp. The webhook's handshake and signature,
 * each message once, the opt-in read back in every language, STOP and HELP,
 * replies in the seeker's language with the never-pay line, digests as
 * template calls, and what each Cloud API error does.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const cloud = fakeCloudApi();
const server = setupServer(cloud.handler);
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => server.close());
beforeEach(() => cloud.reset());
afterEach(() => vi.restoreAllMocks());

const waEnv = { ...env, ...WHATSAPP } as Env;
const HOUR = 60 * 60_000;

/** One request to the built Worker with WhatsApp configured; its work after the response done before it returns. */
async function send(path: string, init: RequestInit = {}, on: Env = waEnv) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, init), on, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

/** A seeker's message through the webhook, signed as Meta signs it. */
function message(from: string, text: string, id?: string) {
  const note = inboundNotification(from, text, id);
  return send("/api/whatsapp/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature(note.body) },
    body: note.body,
  });
}

async function alertsOf(number: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, status, query, location, lang, frequency, paused_at FROM alert_subscriptions WHERE channel = 'whatsapp' AND address = ? ORDER BY created_at",
  )
    .bind(number)
    .all<{
      id: string;
      status: string;
      query: string;
      location: string;
      lang: string;
      frequency: string;
      paused_at: number | null;
    }>();
  return results;
}

const repliesTo = (number: string) => cloud.calls.filter((c) => c.to === number && c.type === "text");
const textOf = (call: { body: Record<string, unknown> }) => (call.body.text as { body: string }).body;

let numberSeq = 0;
const newNumber = () => `9198${String(10_000_000 + ++numberSeq * 7919).slice(-8)}`;

test("the subscription handshake answers the challenge only for our verify token", async () => {
  const ok = await send(
    `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
  );
  expect(ok).toEqual({ status: 200, text: "1158201444" });
  for (const query of [
    "hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1",
    `hub.mode=unsubscribe&hub.verify_token=${WHATSAPP.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
    `hub.verify_token=${WHATSAPP.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
    "",
  ]) {
    expect((await send(`/api/whatsapp/webhook?${query}`)).status).toBe(403);
  }
  // Without WhatsApp configured there is nothing to verify.
  const unset = await send(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=1`, {}, env);
  expect(unset.status).toBe(403);
});

test("a POST with a bad or missing signature is a 401 and nothing is stored or sent", async () => {
  const number = newNumber();
  const note = inboundNotification(number, whatsappOptinText("sales", "Pune", "en"));
  for (const header of [
    signature(note.body, "another-secret"),
    signature(`${note.body} `),
    "sha256=",
    "sha1=abcdef",
    null,
  ]) {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (header !== null) headers["X-Hub-Signature-256"] = header;
    const res = await send("/api/whatsapp/webhook", { method: "POST", headers, body: note.body });
    expect(res.status).toBe(401);
  }
  expect(await alertsOf(number)).toEqual([]);
  const seen = await env.DB.prepare("SELECT COUNT(*) AS n FROM whatsapp_inbound WHERE message_id = ?")
    .bind(note.id)
    .first<number>("n");
  expect(seen).toBe(0);
  expect(cloud.calls).toEqual([]);
});

test("the opt-in message starts the alert and the reply confirms it, saying how to stop and that we never ask for money", async () => {
  const number = newNumber();
  const res = await message(number, whatsappOptinText("Delivery Boy", "Patna", "en"));
  expect(res.status).toBe(200);
  expect(await alertsOf(number)).toMatchObject([
    { status: "confirmed", query: "Delivery Boy", location: "Patna", lang: "en", frequency: "daily" },
  ]);
  const [reply] = repliesTo(number);
  expect(reply.authorization).toBe(`Bearer ${WHATSAPP.WHATSAPP_TOKEN}`);
  expect(textOf(reply)).toContain("Your job alert is on");
  expect(textOf(reply)).toContain("“Delivery Boy” in Patna");
  expect(textOf(reply)).toContain("Send STOP to stop");
  expect(textOf(reply)).toContain(m.mail_never_pay({}, { locale: "en" }));
});

test("Meta sending the same message again is handled once: one alert, one reply", async () => {
  const number = newNumber();
  const text = whatsappOptinText("cook", "", "en");
  await message(number, text, "wamid.replayed.1");
  const again = await message(number, text, "wamid.replayed.1");
  expect(again.status).toBe(200);
  expect(await alertsOf(number)).toHaveLength(1);
  expect(repliesTo(number)).toHaveLength(1);
});

/**
 * The test's D1 failing once: the first run of a statement whose SQL starts
 * with `sqlStart`, or the first batch when `sqlStart` is "batch".
 */
function failingDb(sqlStart: string): D1Database {
  let left = 1;
  const db = env.DB;
  const fail = async () => {
    left--;
    throw new Error("D1_ERROR: the database is briefly unavailable");
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "batch" && sqlStart === "batch" && left > 0) return fail;
      if (prop !== "prepare") {
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (sqlStart === "batch" || !sql.trim().startsWith(sqlStart)) return statement;
        return new Proxy(statement, {
          get(st, name) {
            if (name === "bind")
              return (...values: unknown[]) => {
                const bound = st.bind(...values);
                return new Proxy(bound, {
                  get(b, n) {
                    if (n === "run" && left > 0) return fail;
                    const value = Reflect.get(b, n, b);
                    return typeof value === "function" ? value.bind(b) : value;
                  },
                });
              };
            const value = Reflect.get(st, name, st);
            return typeof value === "function" ? value.bind(st) : value;
          },
        });
      };
    },
  });
}

/** The webhook's work for one signed notification, called as the route calls it, its after-response work awaited. */
async function handled(on: Env, body: string) {
  const pending: Promise<unknown>[] = [];
  const cfg = whatsappConfig(on);
  if (!cfg) throw new Error("WhatsApp is not configured");
  await handleNotification(on, cfg, JSON.parse(body), Date.now(), (p) => pending.push(p));
  await Promise.all(pending);
}

test("a message whose handling failed is acted on when Meta sends it again, and only then once", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  // An opt-in: storing the alert fails the first time (the route answers 500, Meta sends it again).
  const number = newNumber();
  const optin = inboundNotification(number, whatsappOptinText("tailor", "Surat", "en"));
  const flaky = { ...waEnv, DB: failingDb("INSERT INTO alert_subscriptions") } as Env;
  await expect(handled(flaky, optin.body)).rejects.toThrow(/unavailable/);
  expect(await alertsOf(number)).toEqual([]);
  await handled(waEnv, optin.body);
  expect(await alertsOf(number)).toMatchObject([{ status: "confirmed", query: "tailor", location: "Surat" }]);
  expect(repliesTo(number)).toHaveLength(1);
  // Handled: the same message again does nothing more.
  await handled(waEnv, optin.body);
  expect(await alertsOf(number)).toHaveLength(1);
  expect(repliesTo(number)).toHaveLength(1);
  // STOP: deleting the alert fails the first time; the resend stops it and says so once.
  const stop = inboundNotification(number, "STOP");
  const flakyStop = { ...waEnv, DB: failingDb("batch") } as Env;
  await expect(handled(flakyStop, stop.body)).rejects.toThrow(/unavailable/);
  expect(await alertsOf(number)).toHaveLength(1);
  await handled(waEnv, stop.body);
  await handled(waEnv, stop.body);
  expect(await alertsOf(number)).toEqual([]);
  expect(
    repliesTo(number)
      .map(textOf)
      .filter((t) => t.includes(m.mail_wa_stopped({}, { locale: "en" }))),
  ).toHaveLength(1);
});

test("the opt-in message of every language, in each of its four forms, is read back with its search and language", async () => {
  const searches = [
    ["Security Guard", "Lucknow"],
    ["Data Entry", ""],
    ["", "Nagpur"],
    ["", ""],
  ] as const;
  for (const lang of LANGS) {
    const number = newNumber();
    for (const [query, location] of searches) {
      const link = whatsappOptinLink(WHATSAPP.WHATSAPP_NUMBER, query, location, lang);
      // What the seeker sends is what the link typed in.
      const typed = new URL(link).searchParams.get("text") ?? "";
      expect(typed).toBe(whatsappOptinText(query, location, lang));
      await message(number, typed);
    }
    const alerts = await alertsOf(number);
    expect(alerts.map((a) => [a.query, a.location, a.lang])).toEqual(searches.map(([q, l]) => [q, l, lang]));
    const replies = repliesTo(number).map(textOf);
    expect(replies).toHaveLength(4);
    for (const [i, [query, location]] of searches.entries()) {
      expect(replies[i]).toContain(describeSearch(query, location, lang));
      expect(replies[i]).toContain(m.mail_never_pay({}, { locale: lang }));
    }
  }
});

test("the same opt-in twice says the alert exists; a sixth search on one number is refused politely", async () => {
  const number = newNumber();
  await message(number, whatsappOptinText("driver", "Delhi", "hi"));
  await message(number, whatsappOptinText("driver", "delhi", "hi"));
  expect(await alertsOf(number)).toHaveLength(1);
  expect(textOf(repliesTo(number)[1])).toContain("यह अलर्ट आपके पास पहले से है");
  for (const q of ["a1", "a2", "a3", "a4", "a5"]) await message(number, whatsappOptinText(q, "", "hi"));
  expect(await alertsOf(number)).toHaveLength(5);
  expect(textOf(repliesTo(number).at(-1) ?? { body: {} })).toContain("5 जॉब अलर्ट पहले से हैं");
});

// One test per language: each of its STOP words is three signed webhooks, about a hundred in all.
test.each(LANGS)(
  "STOP in %s (each of its words) stops every alert of the number and confirms it in the alert's language",
  async (lang) => {
    const words = m
      .mail_wa_stop_words({}, { locale: lang })
      .split(",")
      .map((w) => w.trim());
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) {
      const number = newNumber();
      await message(number, whatsappOptinText("welder", "", lang));
      await message(number, whatsappOptinText("fitter", "Pune", lang));
      expect(await alertsOf(number)).toHaveLength(2);
      await message(number, ` ${word.toLowerCase()}. `);
      expect(await alertsOf(number)).toEqual([]);
      const last = textOf(repliesTo(number).at(-1) ?? { body: {} });
      expect(last).toBe(`${m.mail_wa_stopped({}, { locale: lang })}\n\n${m.mail_never_pay({}, { locale: lang })}`);
    }
  },
);

test("HELP lists the number's alerts in their language; unknown text gets the same help; without alerts it says how to start", async () => {
  for (const lang of LANGS) {
    const number = newNumber();
    // The language's own word (HELP itself is in several lists; a number with alerts gets their language).
    const help =
      m
        .mail_wa_help_words({}, { locale: lang })
        .split(",")
        .map((w) => w.trim())
        .at(-1) ?? "";
    await message(number, help);
    expect(textOf(repliesTo(number)[0])).toContain(
      m.mail_wa_help_none({ site: "127.0.0.1", phone: "+91 98200 41234" }, { locale: lang }).slice(0, 20),
    );
    await message(number, whatsappOptinText("tailor", "Surat", lang));
    await message(number, help);
    const listed = textOf(repliesTo(number)[2]);
    expect(listed).toContain(describeSearch("tailor", "Surat", lang));
    expect(listed).toContain(m.mail_never_pay({}, { locale: lang }));
  }
  const number = newNumber();
  await message(number, "hello, is there work for me?");
  expect(textOf(repliesTo(number)[0])).toContain("search for jobs on");
});

test("a reply the Cloud API refuses for now is retried by the cron while the window is open, and sent once", async () => {
  const number = newNumber();
  cloud.plan.push("rate-limited");
  await message(number, whatsappOptinText("plumber", "", "en"));
  expect(repliesTo(number)).toHaveLength(1);
  const row = await env.DB.prepare("SELECT reply_state, reply_attempts FROM whatsapp_inbound WHERE from_number = ?")
    .bind(number)
    .first();
  expect(row).toEqual({ reply_state: "pending", reply_attempts: 1 });
  await retryReplies(waEnv, whatsappConfig(waEnv), Date.now());
  await retryReplies(waEnv, whatsappConfig(waEnv), Date.now());
  expect(repliesTo(number)).toHaveLength(2);
  const after = await env.DB.prepare("SELECT reply_state FROM whatsapp_inbound WHERE from_number = ?")
    .bind(number)
    .first<string>("reply_state");
  expect(after).toBe("sent");
});

/* Digests: the template call, and each error case. */

async function snapshotOf(jobs: Record<string, unknown>[], now: number) {
  server.resetHandlers();
  server.use(cloud.handler, ...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now });
  resetIsolateSnapshot();
}

async function clearJobs() {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
}

const jobOf = (title: string, salary: string | null) =>
  atsJob({
    job_title: title,
    city: "Patna",
    states: "Bihar",
    location: "Patna",
    salary,
    creation_date: null,
    client: "Swift Logistics",
  });

/** A WhatsApp alert for "courier" in Patna, confirmed on DAY1, with two new jobs by the next morning. */
async function alertWithNewJobs(number: string, lang: Lang = "en") {
  await clearJobs();
  const old = jobOf("Courier Old", null);
  await snapshotOf([old], DAY1);
  const note = inboundNotification(number, whatsappOptinText("courier", "Patna", lang));
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://127.0.0.1/api/whatsapp/webhook", {
      method: "POST",
      headers: { "X-Hub-Signature-256": signature(note.body) },
      body: note.body,
    }),
    atsEnv(waEnv),
    ctx,
  );
  expect(res.status).toBe(200);
  await waitOnExecutionContext(ctx);
  const [alert] = await alertsOf(number);
  // Confirmed the day before the digest, having seen that day's job, as a seeker would have.
  await env.DB.prepare(
    "UPDATE alert_subscriptions SET confirmed_at = ?, since_day = '2026-11-23', seen_ids = ? WHERE id = ?",
  )
    .bind(DAY1, JSON.stringify([old.id]), alert.id)
    .run();
  await snapshotOf(
    [old, jobOf("Courier Rider", "₹18,000 - ₹22,000 per month"), jobOf("Courier Van Driver", "3-4 LPA")],
    DIGEST2 - HOUR,
  );
  cloud.reset();
  return alert.id;
}

const digestFor = (id: string, now = DIGEST2) => runDigest(waEnv, id, now);

const digestRow = (id: string) =>
  env.DB.prepare("SELECT state, attempts, channel, last_error FROM alert_digests WHERE subscription_id = ?")
    .bind(id)
    .first<{ state: string; attempts: number; channel: string; last_error: string | null }>();

test("a digest is the configured utility template: count, search, jobs with their salaries, the search as the button", async () => {
  const number = newNumber();
  const id = await alertWithNewJobs(number, "hi");
  expect(await digestFor(id)).toMatchObject({ composed: 1, sent: 1 });
  const [call] = cloud.calls;
  expect(call).toMatchObject({ to: number, type: "template" });
  const template = call.body.template as {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
  expect(template.name).toBe("job_alert_digest");
  expect(template.language.code).toBe("hi");
  const [body, button] = template.components;
  const [search, count, jobs] = body.parameters.map((p) => p.text);
  // The place by its Hindi name, as the digest's other texts say it.
  expect(search).toBe("पटना में “courier”");
  expect(count).toBe("2");
  // Salaries as the alert's language says them, as its job pages do.
  expect(jobs).toContain(`Courier Rider, Swift Logistics, Patna, ${salaryInLang("₹18,000 - ₹22,000 per month", "hi")}`);
  expect(jobs).toContain(`Courier Van Driver, Swift Logistics, Patna, ${salaryInLang("3-4 LPA", "hi")}`);
  expect(jobs).not.toMatch(/\n|\t/);
  expect(button.parameters[0].text).toBe("hi/job?query=courier&location=Patna&sort=date&posted=1");
  // The template's own words (docs/whatsapp-templates.md) carry the never-pay line in every language.
  for (const lang of LANGS)
    expect(m.mail_wa_template_body({ search: "x", count: "1", jobs: "y" }, { locale: lang })).toContain(
      m.mail_never_pay({}, { locale: lang }).split(/[.।]/)[0].slice(0, 12),
    );
  expect(await digestRow(id)).toMatchObject({ state: "sent", channel: "whatsapp" });
  // Composed once: the same message again sends nothing more.
  await digestFor(id);
  expect(cloud.calls).toHaveLength(1);
});

test("429 and 5xx leave the digest pending for the sweep, which sends it once", async () => {
  const number = newNumber();
  const id = await alertWithNewJobs(number);
  cloud.plan.push("rate-limited", "down");
  expect(await digestFor(id)).toMatchObject({ composed: 1, pending: 1 });
  expect(await digestRow(id)).toMatchObject({ state: "pending", attempts: 1 });
  // The retry sweep puts it back on the queue after its backoff; the consumer sends it.
  const later = DIGEST2 + 11 * 60_000;
  expect((await enqueuePendingDigests(waEnv, later)).pending).toBeGreaterThanOrEqual(1);
  await digestFor(id, later);
  expect(await digestRow(id)).toMatchObject({ state: "pending", attempts: 2 });
  await digestFor(id, later + 30 * 60_000);
  expect(await digestRow(id)).toMatchObject({ state: "sent", attempts: 3 });
  expect(cloud.calls.filter((c) => c.type === "template")).toHaveLength(3);
  await digestFor(id, later + 60 * 60_000);
  expect(cloud.calls.filter((c) => c.type === "template")).toHaveLength(3);
});

test("a digest retried after the template's language code changed at Meta goes with the code configured now", async () => {
  const number = newNumber();
  const id = await alertWithNewJobs(number, "hi");
  cloud.plan.push("down");
  expect(await digestFor(id)).toMatchObject({ composed: 1, pending: 1 });
  const codeOf = (call: { body: Record<string, unknown> }) =>
    (call.body.template as { language: { code: string } }).language.code;
  expect(codeOf(cloud.calls[0])).toBe("hi");
  // The Hindi template resubmitted under hi_IN (and renamed) before the retry.
  const resubmitted = {
    ...waEnv,
    WHATSAPP_TEMPLATE_LANGUAGES: "hi=hi_IN",
    WHATSAPP_DIGEST_TEMPLATE: "job_alert_v2",
  } as Env;
  const later = DIGEST2 + 11 * 60_000;
  await enqueuePendingDigests(resubmitted, later);
  await runDigest(resubmitted, id, later);
  expect(await digestRow(id)).toMatchObject({ state: "sent", attempts: 2 });
  expect(cloud.calls).toHaveLength(2);
  expect(codeOf(cloud.calls[1])).toBe("hi_IN");
  expect((cloud.calls[1].body.template as { name: string }).name).toBe("job_alert_v2");
});

test("a number that blocked us pauses its alert: no digest until it writes again", async () => {
  const number = newNumber();
  const id = await alertWithNewJobs(number);
  cloud.plan.push("blocked");
  await digestFor(id);
  expect((await alertsOf(number))[0].paused_at).not.toBeNull();
  // Not a failure to report to the agency, and not retried.
  expect(await digestRow(id)).toBeNull();
  const { subscriptions } = await enqueueDigests(waEnv, Date.UTC(2026, 10, 25, 3, 30));
  const queued = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM alert_subscriptions WHERE id = ? AND paused_at IS NULL",
  )
    .bind(id)
    .first<number>("n");
  expect(queued).toBe(0);
  expect(subscriptions).toBeGreaterThanOrEqual(0);
  // Any message from the number resumes it.
  await message(number, "HELP");
  expect((await alertsOf(number))[0].paused_at).toBeNull();
});

test("a failed delivery in a status callback pauses the number's alerts", async () => {
  const number = newNumber();
  await message(number, whatsappOptinText("mason", "", "en"));
  const body = failedStatus(number, 131026);
  const res = await send("/api/whatsapp/webhook", {
    method: "POST",
    headers: { "X-Hub-Signature-256": signature(body) },
    body,
  });
  expect(res.status).toBe(200);
  expect((await alertsOf(number))[0].paused_at).not.toBeNull();
});

test("an expired token fails the digest for good, and it is reported once like a failed mail", async () => {
  const number = newNumber();
  const id = await alertWithNewJobs(number);
  cloud.plan.push("bad-token");
  expect(await digestFor(id)).toMatchObject({ failed: 1 });
  expect(await digestRow(id)).toMatchObject({ state: "failed", attempts: 1 });
  expect((await digestRow(id))?.last_error).toContain("code 190");
  const { mails } = await unreportedFailedAlertMail(env.DB, 50);
  expect(mails.some((m) => m.subscription_id === id && m.kind === "digest")).toBe(true);
});

test("unset, WhatsApp is not offered: health says so and no page shows the link", async () => {
  const health = JSON.parse((await send("/api/health", {}, env)).text);
  expect(health.alerts.channels.whatsapp).toEqual({ enabled: false, partly: false });
  // The options are on the alert page, where the job list's and job page's alert links lead (decision 074).
  const page = (await send("/alerts?query=sales", {}, env)).text;
  expect(page).not.toContain("wa.me/15550001234");
  expect(page).not.toContain(m.forms_alert_whatsapp_link({}, { locale: "en" }));
  const on = JSON.parse((await send("/api/health", {}, waEnv)).text);
  expect(on.alerts.channels.whatsapp).toEqual({ enabled: true });
  const offered = (await send("/alerts?query=sales&location=Pune", {}, waEnv)).text;
  expect(offered).toContain(
    `href="https://wa.me/15550001234?text=${encodeURIComponent(whatsappOptinText("sales", "Pune", "en")).replaceAll("&", "&amp;")}"`,
  );
  // Half configured is a mistake: health is degraded and names it.
  const half = JSON.parse((await send("/api/health", {}, { ...env, WHATSAPP_NUMBER: "15550001234" } as Env)).text);
  expect(half.alerts.problems).toContain("whatsapp_incomplete");
  expect(half.status).toBe("degraded");
});
