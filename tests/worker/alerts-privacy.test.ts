import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { alertHoldings, eraseAlerts, maskEndpoint, maskPhone } from "#worker/alerts/privacy";
import { deleteExpiredAlertData } from "#worker/alerts/retention";
import { alertCounts, stopAlert } from "#worker/alerts/subscriptions-db";
import { maskEmail } from "#worker/forms/unsubscribe";
import { erase, findHoldings, parseIdentifier } from "#worker/staff/erasure";

/*
 * Issue 30: phone numbers and push endpoints are personal data like e-mail
 * addresses. The staff erasure finds and erases a person's alerts (shown
 * masked), retention deletes what is kept past its time, and the console
 * counts alerts by channel and language without an address.
 */

const DAY = 24 * 60 * 60_000;
let seq = 0;

async function alert(channel: "email" | "whatsapp" | "push", address: string, extra: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  const query = `q${++seq}`;
  const row = { paused_at: null, lang: "hi", created_at: Date.now(), ...extra };
  await env.DB.prepare(
    `INSERT INTO alert_subscriptions (id, channel, address, query, location, query_key, frequency, status, created_at,
       confirmed_at, consent_text, confirm_requested_at, lang, paused_at)
     VALUES (?, ?, ?, ?, 'Pune', ?, 'daily', 'confirmed', ?, ?, 'test', ?, ?, ?)`,
  )
    .bind(
      id,
      channel,
      address,
      query,
      `${query}|pune`,
      row.created_at,
      row.created_at,
      row.created_at,
      row.lang,
      row.paused_at,
    )
    .run();
  await env.DB.prepare(
    `INSERT INTO alert_digests (subscription_id, period, created_at, state, subject, text_body, html_body, job_count, next_attempt_at, recipient, channel)
     VALUES (?, 'daily:2026-11-20', ?, 'sent', 's', '', '', 1, 0, ?, ?)`,
  )
    .bind(id, row.created_at, address, channel)
    .run();
  return id;
}

test("addresses are shown masked", () => {
  expect(maskPhone("919820041234")).toBe("+91 98•••••234");
  expect(maskPhone("9820041234")).toBe("98•••••234");
  expect(maskEmail("asha@example.com")).toBe("a***@example.com");
  expect(maskEndpoint("https://fcm.googleapis.com/fcm/send/abcdEFGH")).toBe("fcm.googleapis.com/…EFGH");
});

test("the staff erasure finds a person's WhatsApp alerts by number however it is written, masked, and erases them with their messages", async () => {
  const number = "919876512345";
  const mine = await alert("whatsapp", number);
  const other = await alert("whatsapp", "919876599999");
  await env.DB.prepare(
    "INSERT INTO whatsapp_inbound (message_id, from_number, received_at, kind, lang) VALUES (?, ?, ?, 'optin', 'hi')",
  )
    .bind(`wamid.${mine}`, number, Date.now())
    .run();
  const id = parseIdentifier("+91 98765 12345");
  if (!id) throw new Error("not an identifier");
  const held = await findHoldings(env.DB, id);
  expect(held.alerts).toMatchObject([{ id: mine, channel: "whatsapp", masked: "+91 98•••••345", lang: "hi" }]);
  expect(JSON.stringify(held)).not.toContain(number);
  const result = await erase(env, id);
  expect(result.alerts).toBe(1);
  expect(await alertHoldings(env.DB, { type: "phone", digits: number })).toEqual([]);
  const left = await env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM alert_digests WHERE subscription_id = ?) AS digests, (SELECT COUNT(*) FROM whatsapp_inbound WHERE from_number = ?) AS messages, (SELECT COUNT(*) FROM alert_subscriptions WHERE id = ?) AS other",
  )
    .bind(mine, number, other)
    .first();
  expect(left).toEqual({ digests: 0, messages: 0, other: 1 });
});

test("the staff erasure by e-mail covers e-mail alerts and their digests, and nothing of another channel", async () => {
  const mail = await alert("email", "erase-me@example.com");
  const push = await alert("push", "https://push.example.net/send/erase-me@example.com");
  expect(await eraseAlerts(env, { type: "email", value: "Erase-Me@example.com" })).toBe(1);
  const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_subscriptions WHERE id IN (?, ?)")
    .bind(mail, push)
    .first<number>("n");
  expect(n).toBe(1);
});

test("the staff erasure also erases the digests of alerts already stopped, found by address or number", async () => {
  const mailed = await alert("email", "Stopped-Early@example.com");
  const number = "919845512345";
  const texted = await alert("whatsapp", number);
  const someoneElse = await alert("whatsapp", "919845599999");
  // Both stopped: the alerts go, their sent digests stay with recipient and subject (90 days).
  for (const id of [mailed, texted]) await stopAlert(env, id);
  const digestsOf = (id: string) =>
    env.DB.prepare("SELECT COUNT(*) AS n FROM alert_digests WHERE subscription_id = ?").bind(id).first<number>("n");
  expect(await digestsOf(mailed)).toBe(1);
  expect(await digestsOf(texted)).toBe(1);
  expect(await eraseAlerts(env, { type: "email", value: "stopped-early@example.com" })).toBe(0);
  expect(await digestsOf(mailed)).toBe(0);
  const id = parseIdentifier("098455 12345");
  if (!id) throw new Error("not an identifier");
  await erase(env, id);
  expect(await digestsOf(texted)).toBe(0);
  expect(await digestsOf(someoneElse)).toBe(1);
});

test("retention deletes alerts paused for 30 days, WhatsApp messages after 30 days and sent digests after 90", async () => {
  const now = Date.UTC(2026, 11, 31);
  const paused = await alert("whatsapp", "919800011111", { paused_at: now - 31 * DAY });
  const recent = await alert("whatsapp", "919800022222", { paused_at: now - 5 * DAY });
  const old = await alert("push", "https://push.example.net/send/old", { created_at: now - 91 * DAY });
  await env.DB.prepare(
    "INSERT INTO whatsapp_inbound (message_id, from_number, received_at, kind, lang) VALUES ('wamid.old', '919800033333', ?, 'help', 'en'), ('wamid.new', '919800033333', ?, 'help', 'en')",
  )
    .bind(now - 31 * DAY, now - DAY)
    .run();
  await deleteExpiredAlertData(env, now);
  const alive = await env.DB.prepare("SELECT id FROM alert_subscriptions WHERE id IN (?, ?, ?)")
    .bind(paused, recent, old)
    .all<{ id: string }>();
  expect(alive.results.map((r) => r.id).sort()).toEqual([recent, old].sort());
  const digests = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_digests WHERE subscription_id = ?")
    .bind(old)
    .first<number>("n");
  expect(digests).toBe(0);
  const messages = await env.DB.prepare(
    "SELECT message_id FROM whatsapp_inbound WHERE from_number = '919800033333'",
  ).all();
  expect(messages.results).toEqual([{ message_id: "wamid.new" }]);
});

test("the console counts alerts by channel and language, never an address", async () => {
  await alert("push", "https://push.example.net/send/count-1", { lang: "en" });
  await alert("whatsapp", "919811100000", { lang: "hi", paused_at: Date.now() });
  const counts = await alertCounts(env.DB);
  const row = (channel: string, lang: string) => counts.byChannel.find((r) => r.channel === channel && r.lang === lang);
  expect(row("push", "en")?.active).toBeGreaterThanOrEqual(1);
  expect(row("whatsapp", "hi")?.paused).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(counts)).not.toMatch(/919811100000|push\.example/);
});
