import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { call } from "#tests/fixtures/forms";
import { fakeAlertResend } from "#tests/mocks/resend-alerts";
import { processDigestMessage } from "#worker/alerts/digest";
import { confirmSubscription, recordSignup, remindExisting } from "#worker/alerts/signup";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 24: a job alert signed up on a Hindi page keeps its language. Its
 * confirmation and digest mails are Hindi and link to the Hindi pages, whose
 * confirm, manage and stop pages are Hindi; the jobs stay as the ATS wrote them.
 */

const resend = fakeAlertResend();
const server = setupServer(...resend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resend.reset());

const leftover: Promise<unknown>[] = [];
const waiter = { waitUntil: (p: Promise<unknown>) => void leftover.push(p) };
const HOUR = 60 * 60_000;
const HINDI = /[\u0900-\u097F]{2}/;

const post = (path: string, fields: Record<string, string>) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function rowOf(email: string) {
  return env.DB.prepare("SELECT id, status, lang, consent_text FROM alert_subscriptions WHERE address = ?")
    .bind(email)
    .first<{ id: string; status: string; lang: string; consent_text: string }>();
}

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
const tokenOf = (path: string) => new URL(path, "http://x").searchParams.get("token") ?? "";
/** The page's <h1>. */
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";

test("a sign-up on /hi/alerts: the answer, the stored consent and the confirmation mail are Hindi", async () => {
  const res = await post("/hi/alerts", {
    email: "hindi-alert@example.com",
    query: "java",
    location: "",
    frequency: "daily",
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toMatch(/<html[^>]*lang="hi/);
  expect(page).toContain("हमने आपको एक ईमेल भेजा है");
  const row = await rowOf("hindi-alert@example.com");
  expect(row).toMatchObject({ status: "pending", lang: "hi" });
  expect(row?.consent_text).toMatch(/^आपका ईमेल पता हम सिर्फ़ इस खोज से मिलती नई नौकरियाँ/);

  const [mail] = await mailsTo("hindi-alert@example.com", 1);
  expect(mail.subject).toBe("“java” के लिए जॉब अलर्ट की पुष्टि करें");
  expect(mail.text).toContain("क्षितिज टैलेंट पार्टनर्स से “java” के लिए नई नौकरियों का ईमेल रोज़ मँगवाया है");
  expect(mail.text).toContain("यह लिंक 7 दिन तक काम करेगा");
  expect(mail.html).toMatch(/<html[^>]*lang="hi"/);
  expect(mail.html).toContain("अलर्ट की पुष्टि करें");
  expect(mail.text).not.toMatch(/Confirm|Someone/);
  // The link goes to the Hindi confirm page.
  linkIn(mail.text, "/hi/alerts/confirm");
});

test("bad input on /hi/alerts gets Hindi field errors, values kept", async () => {
  const res = await post("/hi/alerts", { email: "not-an-address", query: "<b>", frequency: "hourly" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("सही ईमेल पता लिखें, जैसे name@example.com");
  expect(html).toContain("यहाँ &lt; या &gt; न लिखें");
  expect(html).toContain("रोज़ या हफ़्ते में एक बार, इनमें से एक चुनें");
  expect(html).toContain('value="not-an-address"');
  // The form posts back to the Hindi page.
  expect(html).toMatch(/<form[^>]*action="\/hi\/alerts"/);
});

test("the confirm page of a Hindi alert is Hindi, and after confirming its title says the alert is on", async () => {
  const res = await post("/hi/alerts", {
    email: "hindi-confirm@example.com",
    query: "",
    location: "Pune",
    frequency: "weekly",
  });
  await res.text();
  const [mail] = await mailsTo("hindi-confirm@example.com", 1);
  const link = pathOf(linkIn(mail.text, "/hi/alerts/confirm"));

  const asked = await call(link);
  expect(asked.status).toBe(200);
  const html = await asked.text();
  expect(html).toMatch(/<html[^>]*lang="hi/);
  expect(h1(html)).toBe("अपने जॉब अलर्ट की पुष्टि करें");
  // A place is said by its Hindi name, however it was typed (worker/jobs/search/echo.ts).
  expect(html).toContain("पुणे के लिए नई नौकरियाँ, हफ़्ते में एक बार।");
  expect(html).toContain("अलर्ट की पुष्टि करें");

  const done = await post(link, { token: tokenOf(link) });
  expect(done.status).toBe(200);
  const after = await done.text();
  expect(h1(after)).toBe("आपका जॉब अलर्ट चालू है");
  expect(after).toContain("के लिए आपका अलर्ट चालू हो गया है। नई नौकरियाँ आने पर पहला ईमेल अगले सोमवार को आएगा।");
  expect(after).toMatch(/href="http[^"]*\/hi\/alerts\/manage\?token=/);
  expect((await rowOf("hindi-confirm@example.com"))?.status).toBe("confirmed");
});

test("signing up on a Hindi page for an alert the address already has: the 'already have it' mail is Hindi", async () => {
  const signup = { email: "hindi-again@example.com", query: "driver", location: "Delhi", frequency: "daily" as const };
  const now = Date.now();
  const id = (await recordSignup(env, signup, now - 2 * HOUR)) ?? "";
  await confirmSubscription(env, waiter, id, now - 2 * HOUR);
  expect(await remindExisting(env, { ...signup, frequency: "weekly", lang: "hi" }, now)).toBe("sent");
  const [mail] = await mailsTo("hindi-again@example.com", 1);
  expect(mail.subject).toBe("दिल्ली में “driver” के लिए आपका जॉब अलर्ट पहले से है");
  expect(mail.text).toContain("इस पते पर ये पहले से रोज़ आती हैं");
  expect(mail.text).toContain("आपने इसे हफ़्ते में एक बार मँगवाया था");
  linkIn(mail.text, "/hi/alerts/manage");
});

test("an expired or forged link on a Hindi page is explained in Hindi", async () => {
  const res = await call("/hi/alerts/confirm?token=not-a-token");
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("यह लिंक सही नहीं है");
  expect(h1(html)).toBe("आपका जॉब अलर्ट");
});

/* The digest of a Hindi alert, over a snapshot from a fake ATS. */

const DAY1 = Date.UTC(2026, 10, 23, 6);
const DIGEST2 = Date.UTC(2026, 10, 24, 3, 30);

function jobOf(title: string) {
  return atsJob({
    job_title: title,
    city: "Pune",
    states: "Maharashtra",
    location: "Pune",
    zip_code: "",
    primary_skills: "",
    skills: "",
    creation_date: null,
  });
}

async function snapshotOf(jobs: Record<string, unknown>[], now: number) {
  await Promise.allSettled(leftover.splice(0));
  server.resetHandlers();
  server.use(...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now });
  resetIsolateSnapshot();
}

test("a Hindi alert's digest is Hindi, links to the Hindi pages, and keeps the jobs as the ATS wrote them; its manage and stop pages are Hindi", async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
  const first = jobOf("Crane Operator");
  await snapshotOf([first], DAY1);
  const signup = { email: "hindi-digest@example.com", query: "crane", location: "", frequency: "daily" as const };
  const id = (await recordSignup(env, { ...signup, lang: "hi" }, DAY1 + HOUR)) ?? "";
  await confirmSubscription(atsEnv(env), waiter, id, DAY1 + HOUR);
  const fresh = jobOf("Senior Crane Operator");
  await snapshotOf([first, fresh], DIGEST2 - HOUR);
  expect(
    await processDigestMessage(atsEnv(env), waiter, { period: "daily:2026-11-24", at: DIGEST2, ids: [id] }, DIGEST2),
  ).toMatchObject({ composed: 1, sent: 1 });

  const [mail] = resend.delivered;
  expect(mail.subject).toBe("“crane” के लिए 1 नई नौकरी");
  expect(mail.text).toContain("“crane” के लिए नई नौकरियाँ");
  expect(mail.text).toContain("Senior Crane Operator");
  expect(mail.text).toContain(`https://www.kshitijtalent.example/hi/jobdetails/${fresh.id}`);
  expect(mail.text).toContain("पूरी खोज: https://www.kshitijtalent.example/hi/job?query=crane&sort=date&posted=1");
  expect(mail.html).toMatch(/<html[^>]*lang="hi"/);
  // The job's own words are marked English inside the Hindi mail.
  expect(mail.html).toMatch(/lang="en"[^>]*>.*Senior Crane Operator/s);
  expect(mail.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/www\.kshitijtalent\.example\/hi\/alerts\/stop\?token=/);
  expect(mail.text).not.toMatch(/New jobs|Change the search|Stop this alert/);

  const manage = pathOf(linkIn(mail.text, "/hi/alerts/manage"));
  const managePage = await (await call(manage)).text();
  expect(h1(managePage)).toBe("आपका जॉब अलर्ट");
  expect(managePage).toMatch(/<label[^>]*for="manage-query">पद का नाम, स्किल या कंपनी/);
  expect(managePage).toContain("बदलाव सेव करें");
  const bad = await post(manage, {
    token: tokenOf(manage),
    intent: "save",
    query: "x".repeat(300),
    frequency: "hourly",
  });
  const badPage = await bad.text();
  expect(badPage).toContain("खोज 200 अक्षरों से लंबी न हो");
  expect(badPage).toContain("रोज़ या हफ़्ते में एक बार, इनमें से एक चुनें");

  const stop = pathOf(linkIn(mail.text, "/hi/alerts/stop"));
  const asked = await (await call(stop)).text();
  expect(h1(asked)).toBe("अपना जॉब अलर्ट बंद करें");
  expect(asked).toContain("“crane” के लिए नई नौकरियों वाले ईमेल बंद करें?");
  const stopped = await post(stop, { token: tokenOf(stop) });
  const done = await stopped.text();
  expect(h1(done)).toBe("आपका जॉब अलर्ट बंद हो गया");
  expect(done).toContain("इसके लिए अब कोई ईमेल नहीं आएगा");
  expect(await rowOf("hindi-digest@example.com")).toBeNull();
  expect(done).toMatch(HINDI);
});
