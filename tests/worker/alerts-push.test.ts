import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { encryptNotification } from "@block65/webcrypto-web-push";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { salaryInLang } from "#shared/lib/salary";
import { freshIp } from "#tests/fixtures/forms";
import { pushChannel } from "#worker/alerts/channels/push";
import { type BrowserKeys, decryptPush, newBrowserKeys, vapidProblem } from "#worker/alerts/dev/push-decrypt";
import { enqueuePendingDigests } from "#worker/alerts/digest";
import { MAX_ALERTS_PER_ENDPOINT } from "#worker/alerts/push/api";
import { pushConfig } from "#worker/alerts/push/config";
import { endpointProblem } from "#worker/alerts/push/endpoint";
import { PUSH_PLAINTEXT_MAX, sendPush } from "#worker/alerts/push/send";
// What the server says: the alert's search read as the job search reads it (worker/jobs/search/echo.ts).
import { describeSearch } from "#worker/alerts/schema";
import { subscriptionRow } from "#worker/alerts/subscriptions-db";
import { fromBase64Url, toBase64Url } from "#worker/http/base64url";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { DAY1, DIGEST2, runDigest } from "../fixtures/alert-digests";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 30: job alerts by web push. RFC 8291's own example through the
 * library we send with; subscribing and stopping through /api/alerts/push;
 * a digest's notification, encrypted and signed, decrypted here and by the
 * local push-service stand-in (which checks the VAPID token); what 404,
 * 410, 429 and 5xx from a push service do.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const vapid = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
  "sign",
])) as CryptoKeyPair;
const VAPID = {
  VAPID_PUBLIC_KEY: toBase64Url((await crypto.subtle.exportKey("raw", vapid.publicKey)) as ArrayBuffer),
  VAPID_PRIVATE_KEY: ((await crypto.subtle.exportKey("jwk", vapid.privateKey)) as JsonWebKey).d ?? "",
  VAPID_SUBJECT: "mailto:jobs@kshitijtalent.example",
};
const pushEnv = { ...env, ...VAPID } as Env;
/** npm start's conditions: the dev mailer on a loopback origin, so the push-service stand-in answers. */
const localEnv = { ...pushEnv, RESEND_API_KEY: "", DEV_MAILER: "1", SITE_ORIGIN: "http://127.0.0.1" } as Env;

/** Chrome's push service (FCM): the endpoints the site takes are the known push services' (push/endpoint.ts). */
const PUSH_SERVICE = "https://fcm.googleapis.com";
/** What the fake push service received, and how it answers next ("ok" after the plan). */
const received: { url: string; headers: Headers; body: Uint8Array<ArrayBuffer> }[] = [];
const plan: number[] = [];
const pushService = http.post(`${PUSH_SERVICE}/fcm/send/:id`, async ({ request }) => {
  received.push({ url: request.url, headers: request.headers, body: new Uint8Array(await request.arrayBuffer()) });
  const status = plan.shift() ?? 201;
  const headers: Record<string, string> = status === 429 ? { "Retry-After": "120" } : {};
  if (status >= 300 && status < 400) headers.Location = `${ELSEWHERE}/collect`;
  return new HttpResponse(null, { status, headers });
});
/** Where a push service's redirect would send the push: never followed. */
const ELSEWHERE = "https://collector.example.net";
const elsewhere: string[] = [];
const collector = http.post(`${ELSEWHERE}/*`, ({ request }) => {
  elsewhere.push(request.url);
  return new HttpResponse(null, { status: 201 });
});
/** The stand-in's endpoints are the local Worker's own: handed to it, as npm start would. */
const standIn = http.post("http://127.0.0.1/dev/push/send/*", async ({ request }) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as unknown as Request, localEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
});
const server = setupServer(pushService, standIn, collector);
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => server.close());
beforeEach(() => {
  received.length = 0;
  plan.length = 0;
  elsewhere.length = 0;
});
afterEach(() => vi.restoreAllMocks());

async function send(path: string, init: RequestInit = {}, on: Env = pushEnv) {
  const ctx = createExecutionContext();
  // Each request from its own client address: the form rate limit is per client.
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", freshIp());
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, { ...init, headers }), on, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

const subscribe = (body: unknown, on: Env = pushEnv, headers: Record<string, string> = {}) =>
  send(
    "/api/alerts/push",
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    on,
  );

async function browser(id = crypto.randomUUID()) {
  const keys = await newBrowserKeys();
  return {
    keys,
    subscription: {
      endpoint: `${PUSH_SERVICE}/fcm/send/${id}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  };
}

const alertsOf = async (endpoint: string) =>
  (
    await env.DB.prepare(
      "SELECT id, status, query, location, lang, frequency FROM alert_subscriptions WHERE channel = 'push' AND address = ?",
    )
      .bind(endpoint)
      .all<{ id: string; status: string; query: string; location: string; lang: string; frequency: string }>()
  ).results;

/** A delivered push, decrypted with the browser's keys, its VAPID token checked as a push service would. */
async function opened(index: number, keys: BrowserKeys, sentAt = Date.now()) {
  const push = received[index];
  expect(push.headers.get("Content-Encoding")).toBe("aes128gcm");
  expect(
    await vapidProblem(push.headers.get("Authorization"), PUSH_SERVICE, VAPID.VAPID_PUBLIC_KEY, sentAt),
  ).toBeNull();
  // Padded to the 4 KB record, so its length says nothing about the alert.
  expect(push.body.length).toBe(4096);
  return JSON.parse(await decryptPush(push.body, keys)) as {
    title: string;
    body: string;
    url: string;
    lang: string;
    tag: string;
    stop: { label: string; done: string; id: string };
  };
}

test("RFC 8291 Appendix A: the library we send with produces the RFC's message byte for byte, and the stand-in decrypts it", async () => {
  const V = {
    plaintext: "When I grow up, I want to be a watermelon",
    asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
    asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
    uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
    auth: "BTBZMqHH6r4Tts7J_aSIgg",
    salt: "DGv6ra1nlYgDCS1FRnbzlw",
    body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
  };
  // The two random inputs of an encryption, the sender's key pair and the salt, fixed to the RFC's.
  const point = fromBase64Url(V.asPublic) ?? new Uint8Array(0);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(point.slice(1, 33)),
    y: toBase64Url(point.slice(33)),
    d: V.asPrivate,
  };
  const privateKey = await crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ]);
  const publicKey = await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, true, []);
  vi.spyOn(crypto.subtle, "generateKey").mockResolvedValue({ privateKey, publicKey } as CryptoKeyPair);
  const salt = fromBase64Url(V.salt) ?? new Uint8Array(0);
  vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
    (array as unknown as Uint8Array).set(salt);
    return array;
  });
  const body = await encryptNotification(
    { endpoint: `${PUSH_SERVICE}/x`, expirationTime: null, keys: { p256dh: V.uaPublic, auth: V.auth } },
    new TextEncoder().encode(V.plaintext),
    { pad: false },
  );
  expect(toBase64Url(body)).toBe(V.body);
  vi.restoreAllMocks();
  expect(await decryptPush(body, { d: V.uaPrivate, p256dh: V.uaPublic, auth: V.auth })).toBe(V.plaintext);
});

test("pressing the button posts the subscription: the alert starts, and a first notification in its language says so", async () => {
  const { keys, subscription } = await browser();
  const res = await subscribe({
    subscription,
    query: "Electrician",
    location: "Ranchi",
    frequency: "daily",
    lang: "hi",
  });
  expect(res.status).toBe(201);
  expect(JSON.parse(res.text)).toEqual({
    ok: true,
    message: m.forms_alert_push_on({ search: describeSearch("Electrician", "Ranchi", "hi") }, { locale: "hi" }),
  });
  const [alert] = await alertsOf(subscription.endpoint);
  expect(alert).toMatchObject({
    status: "confirmed",
    query: "Electrician",
    location: "Ranchi",
    lang: "hi",
    frequency: "daily",
  });
  expect(received).toHaveLength(1);
  const note = await opened(0, keys);
  expect(note.title).toBe(m.mail_push_on_title({}, { locale: "hi" }));
  expect(note.body).toContain(m.mail_never_pay({}, { locale: "hi" }));
  expect(note.url).toBe(
    "https://www.kshitijtalent.example/hi/job?query=Electrician&location=Ranchi&sort=date&posted=1",
  );
  // Stop finds the alert by its id (with the endpoint the browser knows), not by its search.
  expect(note.stop).toEqual({ label: "बंद करें", done: m.mail_push_stopped({}, { locale: "hi" }), id: alert.id });
  // The same browser and search again: no second alert, no second notification.
  expect((await subscribe({ subscription, query: "electrician", location: "ranchi", lang: "hi" })).status).toBe(200);
  expect(await alertsOf(subscription.endpoint)).toHaveLength(1);
  expect(received).toHaveLength(1);
});

test("a subscription the site cannot use is refused with the field named; nothing is stored", async () => {
  const { subscription } = await browser();
  const bad = [
    { ...subscription, endpoint: "http://push.example.net/send/1" },
    // Only the known push services: not another https host, nor a known one on another port.
    { ...subscription, endpoint: "https://push.example.net/send/1" },
    { ...subscription, endpoint: "https://fcm.googleapis.com.evil.example/fcm/send/1" },
    { ...subscription, endpoint: "https://fcm.googleapis.com:8443/fcm/send/1" },
    // A key of the right length and first byte that is not a point on P-256.
    {
      ...subscription,
      keys: { p256dh: toBase64Url(new Uint8Array(65).fill(7, 1).fill(4, 0, 1)), auth: subscription.keys.auth },
    },
    { ...subscription, endpoint: "https://203.0.113.9/send/1" },
    { ...subscription, endpoint: "http://127.0.0.1:9131/send/1" },
    { ...subscription, keys: { p256dh: "short", auth: subscription.keys.auth } },
    { ...subscription, keys: { p256dh: subscription.keys.p256dh, auth: "AAAA" } },
    { endpoint: subscription.endpoint },
  ];
  for (const sub of bad) {
    const res = await subscribe({ subscription: sub, query: "x", lang: "en" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).fields.subscription).toBeDefined();
  }
  expect((await subscribe({ subscription, query: "<b>", lang: "en" })).status).toBe(400);
  expect((await subscribe({ subscription, frequency: "hourly", lang: "en" })).status).toBe(400);
  // Loopback http: endpoints only while the site itself is local (npm start, the stand-in).
  const local = await (await send("/dev/push/subscriptions", { method: "POST" }, localEnv)).text;
  const standIn = JSON.parse(local);
  expect((await subscribe({ subscription: standIn, query: "x" }, pushEnv)).status).toBe(400);
  // Another site's page cannot subscribe; a huge body is refused before it is read.
  expect((await subscribe({ subscription, query: "x" }, pushEnv, { Origin: "https://evil.example" })).status).toBe(403);
  const huge = await send("/api/alerts/push", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "x".repeat(20_000),
  });
  expect(huge.status).toBe(413);
  expect(await alertsOf(subscription.endpoint)).toEqual([]);
  // Without VAPID keys push is not offered.
  expect((await subscribe({ subscription, query: "x" }, env)).status).toBe(503);
});

test("DELETE with the endpoint stops one search, or every alert of the browser", async () => {
  const { subscription } = await browser();
  for (const query of ["cook", "waiter", "cashier"])
    await subscribe({ subscription, query, location: "Goa", lang: "en" });
  expect(await alertsOf(subscription.endpoint)).toHaveLength(3);
  const del = (body: unknown) =>
    send("/api/alerts/push", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  expect(JSON.parse((await del({ endpoint: subscription.endpoint, query: "Cook", location: "goa" })).text)).toEqual({
    ok: true,
    stopped: 1,
  });
  expect((await alertsOf(subscription.endpoint)).map((a) => a.query).sort()).toEqual(["cashier", "waiter"]);
  // A notification's Stop names the alert's id.
  const [waiter] = (await alertsOf(subscription.endpoint)).filter((a) => a.query === "waiter");
  expect(JSON.parse((await del({ endpoint: subscription.endpoint, id: waiter.id })).text)).toEqual({
    ok: true,
    stopped: 1,
  });
  // Another browser's endpoint with this id stops nothing.
  expect(JSON.parse((await del({ endpoint: `${PUSH_SERVICE}/fcm/send/other`, id: waiter.id })).text).stopped).toBe(0);
  expect(JSON.parse((await del({ endpoint: subscription.endpoint })).text)).toEqual({ ok: true, stopped: 1 });
  expect(await alertsOf(subscription.endpoint)).toEqual([]);
  // An endpoint with no alerts: the same answer, nothing told.
  expect(JSON.parse((await del({ endpoint: `${PUSH_SERVICE}/fcm/send/unknown` })).text)).toEqual({
    ok: true,
    stopped: 0,
  });
});

test("the push services browsers use are taken; no other host", () => {
  const site = { SITE_ORIGIN: "https://www.kshitijtalent.example" };
  for (const endpoint of [
    "https://fcm.googleapis.com/fcm/send/cXyZ:APA91b",
    "https://fcm.googleapis.com/wp/cXyZ:APA91b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
    "https://web.push.apple.com/QGx1c2VyLWFnZW50",
    "https://wns2-bl2p.notify.windows.com/w/?token=BQYAAAB",
  ])
    expect(endpointProblem(endpoint, site)).toBeNull();
  for (const endpoint of [
    "https://push.example.net/send/1",
    "https://googleapis.com/fcm/send/1",
    "https://notify.windows.com.example.net/w/",
    "https://127.0.0.1/send/1",
    "http://127.0.0.1:9171/dev/push/send/1",
  ])
    expect(endpointProblem(endpoint, site)).not.toBeNull();
  // The local stand-in only while the site itself runs on loopback.
  expect(endpointProblem("http://127.0.0.1:9171/dev/push/send/1", { SITE_ORIGIN: "http://127.0.0.1:8970" })).toBeNull();
});

test("a phone with the most alerts it may have is told so in its language (409), not to try again later", async () => {
  const { subscription } = await browser();
  for (let i = 0; i < MAX_ALERTS_PER_ENDPOINT; i++)
    expect((await subscribe({ subscription, query: `trade ${i}`, lang: "ta" })).status).toBe(201);
  const res = await subscribe({ subscription, query: "one more", lang: "ta" });
  expect(res.status).toBe(409);
  const words = m.forms_alert_push_too_many({ max: MAX_ALERTS_PER_ENDPOINT }, { locale: "ta" });
  expect(JSON.parse(res.text)).toMatchObject({ error: words, fields: { subscription: [words] } });
  expect(words).toContain(String(MAX_ALERTS_PER_ENDPOINT));
  expect(await alertsOf(subscription.endpoint)).toHaveLength(MAX_ALERTS_PER_ENDPOINT);
});

test("a subscription the push service calls gone at sign-up is a 400, and no alert of it is left", async () => {
  const { subscription } = await browser();
  expect((await subscribe({ subscription, query: "Welder", lang: "en" })).status).toBe(201);
  // The browser dropped its subscription since: the next sign-up's first notification learns it.
  plan.push(410);
  const res = await subscribe({ subscription, query: "Welder", location: "Vapi", lang: "en" });
  expect(res.status).toBe(400);
  expect(JSON.parse(res.text).fields.subscription).toEqual([m.forms_alert_push_invalid({}, { locale: "en" })]);
  expect(await alertsOf(subscription.endpoint)).toEqual([]);
});

test("a push service's redirect is not followed: the push fails, the alert stays", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { subscription } = await browser();
  plan.push(307);
  expect((await subscribe({ subscription, query: "Fitter", lang: "en" })).status).toBe(201);
  expect(received).toHaveLength(1);
  expect(elsewhere).toEqual([]);
  expect(await alertsOf(subscription.endpoint)).toHaveLength(1);
});

/** 200 letters of Tamil: 600 bytes as UTF-8, 1,800 in a URL. */
const tamil200 = (word: string) => word.repeat(Math.ceil(200 / word.length)).slice(0, 200);

test("a long search in Tamil fits a push: the alert starts, its notification keeps the never-pay line and opens a search", async () => {
  const failures = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { keys, subscription } = await browser();
  const query = tamil200("பாதுகாப்பு காவலர் ");
  const location = tamil200("திருநெல்வேலி ");
  expect([query.length, location.length]).toEqual([200, 200]);
  const res = await subscribe({ subscription, query, location, lang: "ta" });
  expect(res.status).toBe(201);
  const [alert] = await alertsOf(subscription.endpoint);
  expect(alert).toMatchObject({ status: "confirmed", query: query.trim(), location: location.trim() });
  expect(received).toHaveLength(1);
  const note = await opened(0, keys);
  expect(note.body.endsWith(m.mail_never_pay({}, { locale: "ta" }))).toBe(true);
  expect(note.stop.id).toBe(alert.id);
  const url = new URL(note.url);
  expect(url.pathname).toBe("/ta/job");
  // A wider search (the last words left off), never a broken one.
  expect(query.startsWith(url.searchParams.get("query") ?? "-")).toBe(true);
  expect(location.startsWith(url.searchParams.get("location") ?? "-")).toBe(true);
  expect(url.searchParams.get("sort")).toBe("date");
  expect(failures).not.toHaveBeenCalled();
});

test("a digest of a long Tamil search with long job titles fits one push; a payload too large is a failure, never 'gone'", async () => {
  const { keys, subscription } = await browser();
  const query = tamil200("பாதுகாப்பு காவலர் ");
  const location = tamil200("திருநெல்வேலி ");
  const row = subscriptionRow.parse({
    id: crypto.randomUUID(),
    channel: "push",
    address: subscription.endpoint,
    push_keys: JSON.stringify(subscription.keys),
    query,
    location,
    query_key: "x",
    frequency: "daily",
    status: "confirmed",
    created_at: DAY1,
    confirmed_at: DAY1,
    confirm_requested_at: DAY1,
    confirm_round: 0,
    confirm_sent_at: null,
    confirm_attempts: 0,
    since_day: null,
    last_period: null,
    seen_ids: "[]",
    lang: "ta",
    paused_at: null,
  });
  const job = {
    title: tamil200("மூத்த பாதுகாப்பு மேற்பார்வையாளர் "),
    company: "சென்னை நிறுவனம்",
    city: location,
    salary: null,
    url: "",
  };
  const search = describeSearch(query, location, "ta");
  const composed = await pushChannel.digest.compose(pushEnv, {
    row,
    jobs: [job, job, job],
    total: 120,
    search,
    searchUrl: "https://www.kshitijtalent.example/ta/job",
    at: DIGEST2,
    secret: "s",
  });
  expect(new TextEncoder().encode(composed.text).length).toBeLessThanOrEqual(PUSH_PLAINTEXT_MAX);
  const payload = JSON.parse(composed.text);
  expect(payload.body.endsWith(m.mail_never_pay({}, { locale: "ta" }))).toBe(true);
  const cfg = pushConfig(pushEnv);
  if (!cfg) throw new Error("push is not configured");
  expect(
    await sendPush(pushEnv, cfg, subscription.endpoint, subscription.keys, { payload, ttl: 60 }, DIGEST2),
  ).toMatchObject({ ok: true });
  expect((await opened(0, keys, DIGEST2)).body).toBe(payload.body);
  // Built past the budget by hand, a push is refused before it is encrypted: a failure to report, not a gone browser.
  const huge = { ...payload, body: "வ".repeat(2000) };
  const outcome = await sendPush(
    pushEnv,
    cfg,
    subscription.endpoint,
    subscription.keys,
    { payload: huge, ttl: 60 },
    DIGEST2,
  );
  expect(outcome).toMatchObject({ ok: false, retryable: false });
  expect(outcome.ok === false && outcome.gone).toBeFalsy();
  expect(received).toHaveLength(1);
});

test("npm start's stand-in checks the VAPID token and decrypts what it receives into the local mailbox", async () => {
  const res = await send("/dev/push/subscriptions", { method: "POST" }, localEnv);
  expect(res.status).toBe(201);
  const subscription = JSON.parse(res.text);
  expect(subscription.endpoint).toMatch(/^http:\/\/127\.0\.0\.1\/dev\/push\/send\//);
  expect((await subscribe({ subscription, query: "Nurse", location: "Indore", lang: "en" }, localEnv)).status).toBe(
    201,
  );
  const row = await env.DB.prepare(
    "SELECT subject, text_body, headers FROM dev_mail WHERE mail_to LIKE 'push:%' ORDER BY id DESC LIMIT 1",
  ).first<{
    subject: string;
    text_body: string;
    headers: string;
  }>();
  expect(row?.subject).toBe("Push: Job alert is on");
  expect(row?.text_body).toContain(m.mail_never_pay({}, { locale: "en" }));
  expect(JSON.parse(row?.headers ?? "{}")["Decrypted-Payload"]).toContain("Nurse");
  // A request signed by another key, or for another audience, is refused.
  const forged = await send(
    new URL(subscription.endpoint).pathname,
    {
      method: "POST",
      headers: { "Content-Encoding": "aes128gcm", TTL: "60", Authorization: "vapid t=a.b.c, k=xyz" },
      body: "x",
    },
    localEnv,
  );
  expect(forged.status).toBe(403);
  // Elsewhere (a Resend key, no dev mailer) the stand-in does not exist.
  expect((await send("/dev/push/subscriptions", { method: "POST" }, pushEnv)).status).toBe(404);
});

/* Digests by push. */

const HOUR = 60 * 60_000;
const jobOf = (title: string, salary: string | null) =>
  atsJob({
    job_title: title,
    city: "Jaipur",
    states: "Rajasthan",
    location: "Jaipur",
    salary,
    creation_date: null,
    client: "Pink City Hotels",
  });

async function snapshotOf(jobs: Record<string, unknown>[], now: number) {
  server.resetHandlers();
  server.use(pushService, standIn, collector, ...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now });
  resetIsolateSnapshot();
}

async function pushAlertWithNewJobs(lang: Lang) {
  resetIsolateSnapshot();
  const { keys: kv } = await env.JOBS_KV.list();
  await Promise.all(kv.map((k) => env.JOBS_KV.delete(k.name)));
  const old = jobOf("Steward", null);
  await snapshotOf([old], DAY1);
  const { keys, subscription } = await browser();
  // Stored as /api/alerts/push stores one (tested above), confirmed on DAY1 having seen that day's job.
  const alert = { id: crypto.randomUUID() };
  await env.DB.prepare(
    `INSERT INTO alert_subscriptions (id, channel, address, push_keys, query, location, query_key, frequency, status,
       created_at, confirmed_at, consent_text, confirm_requested_at, lang, since_day, seen_ids)
     VALUES (?, 'push', ?, ?, 'steward', 'Jaipur', 'steward|jaipur', 'daily', 'confirmed', ?, ?, 'test', ?, ?, '2026-11-23', ?)`,
  )
    .bind(
      alert.id,
      subscription.endpoint,
      JSON.stringify(subscription.keys),
      DAY1,
      DAY1,
      DAY1,
      lang,
      JSON.stringify([old.id]),
    )
    .run();
  await snapshotOf(
    [old, jobOf("Senior Steward", "₹20,000 - ₹25,000 per month"), jobOf("Steward Trainee", null)],
    DIGEST2 - HOUR,
  );
  received.length = 0;
  return { id: alert.id, keys, endpoint: subscription.endpoint };
}

const digestFor = (id: string, now = DIGEST2) => runDigest(pushEnv, id, now);
const digestRow = (id: string) =>
  env.DB.prepare("SELECT state, attempts, channel FROM alert_digests WHERE subscription_id = ?").bind(id).first();

test.each(LANGS)(
  "a digest is one notification in the alert's language (%s): count, jobs with salary, never-pay line, the search's URL, a TTL and a topic",
  async (lang) => {
    {
      const { id, keys } = await pushAlertWithNewJobs(lang);
      expect(await digestFor(id)).toMatchObject({ composed: 1, sent: 1 });
      expect(received).toHaveLength(1);
      expect(received[0].headers.get("TTL")).toBe("86400");
      expect(received[0].headers.get("Topic")).toBe(id.replace(/-/g, ""));
      // Signed at the digest's run (the test's clock for it).
      const note = await opened(0, keys, DIGEST2);
      const o = { locale: lang };
      expect(note.title).toBe(m.mail_push_title({ search: describeSearch("steward", "Jaipur", lang), count: "2" }, o));
      expect(note.body).toContain("Senior Steward, Pink City Hotels, Jaipur");
      expect(note.body).toContain(salaryInLang("₹20,000 - ₹25,000 per month", lang) ?? "₹20,000 - ₹25,000 per month");
      expect(note.body).toContain(m.mail_never_pay({}, o));
      expect(note.url).toBe(
        `https://www.kshitijtalent.example${lang === "en" ? "" : `/${lang}`}/job?query=steward&location=Jaipur&sort=date&posted=1`,
      );
      expect(note.lang).toBe(lang);
      expect(await digestRow(id)).toMatchObject({ state: "sent", channel: "push" });
    }
  },
);

test("410 or 404 from the push service deletes the subscription; 429 and 5xx are retried and sent once", async () => {
  for (const gone of [410, 404]) {
    const { id, endpoint } = await pushAlertWithNewJobs("en");
    plan.push(gone);
    await digestFor(id);
    expect(await alertsOf(endpoint)).toEqual([]);
    expect(await digestRow(id)).toBeNull();
  }
  const { id, endpoint } = await pushAlertWithNewJobs("en");
  plan.push(429, 503);
  expect(await digestFor(id)).toMatchObject({ pending: 1 });
  expect(await digestRow(id)).toMatchObject({ state: "pending", attempts: 1 });
  const later = DIGEST2 + 11 * 60_000;
  // Retry-After: 120 s is shorter than the backoff: the backoff wins.
  expect((await enqueuePendingDigests(pushEnv, later)).pending).toBeGreaterThanOrEqual(1);
  await digestFor(id, later);
  expect(await digestRow(id)).toMatchObject({ state: "pending", attempts: 2 });
  await digestFor(id, later + 30 * 60_000);
  expect(await digestRow(id)).toMatchObject({ state: "sent", attempts: 3 });
  await digestFor(id, later + 60 * 60_000);
  expect(received).toHaveLength(3);
  expect(await alertsOf(endpoint)).toHaveLength(1);
});
