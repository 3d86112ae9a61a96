import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { LANG_TAG, LANGS, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { call } from "#tests/fixtures/forms";
import { fakeAlertResend } from "#tests/mocks/resend-alerts";
import { subscriptionRow } from "#worker/alerts/subscriptions-db";

/*
 * Issue 32: a job alert is signed up in any language of the table and keeps
 * it: the answer, the stored consent and the confirmation mail are in that
 * language, and its links lead to that language's pages. The database takes
 * every language without a migration (0011 dropped the CHECK).
 */

const resend = fakeAlertResend();
const server = setupServer(...resend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resend.reset());

const post = (path: string, fields: Record<string, string>) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 100 && resend.delivered.filter((d) => d.to.includes(email)).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  return resend.delivered.filter((d) => d.to.includes(email));
}

test.each([...LANGS])(
  "%s: a sign-up's answer, stored language and confirmation mail are in the language",
  async (lang) => {
    const email = `alert-${lang}@example.com`;
    const res = await post(localizedPath("/alerts", lang), { email, query: "nurse", location: "", frequency: "daily" });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<html lang="${LANG_TAG[lang]}"`);
    expect(page).toContain(m.forms_alert_success({}, { locale: lang }));
    const row = await env.DB.prepare("SELECT lang, consent_text FROM alert_subscriptions WHERE address = ?")
      .bind(email)
      .first<{ lang: string; consent_text: string }>();
    expect(row?.lang).toBe(lang);
    expect(row?.consent_text).toBe(m.forms_notice_alert({}, { locale: lang }));
    const [mail] = await mailsTo(email, 1);
    const search = m.forms_search_query({ query: "nurse" }, { locale: lang });
    expect(mail.subject).toBe(m.mail_confirm_subject({ search }, { locale: lang }));
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}`));
    // The confirm link opens the page in the alert's language.
    const link = mail.text.match(/https?:\/\/\S+\/alerts\/confirm\?token=\S+/)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(localizedPath("/alerts/confirm", lang));
  },
);

test("the database takes any language code and the code reads only the table's", async () => {
  const insert = (id: string, lang: string) =>
    env.DB.prepare(
      `INSERT INTO alert_subscriptions (id, address, query_key, frequency, status, created_at, consent_text, confirm_requested_at, lang)
       VALUES (?, ?, ?, 'daily', 'pending', 1, 'c', 1, ?)`,
    )
      .bind(id, `${id}@example.com`, id, lang)
      .run();
  await insert("lang-xx", "xx");
  await expect(insert("lang-bad", "Telugu")).rejects.toThrow(/CHECK/);
  const row = await env.DB.prepare("SELECT * FROM alert_subscriptions WHERE id = 'lang-xx'").first();
  // A code the table does not have reads as English; each of the table's as itself.
  expect(subscriptionRow.parse(row).lang).toBe("en");
  for (const lang of LANGS) expect(subscriptionRow.parse({ ...row, lang }).lang).toBe(lang);
  // The rebuilt table kept its indexes.
  const indexes = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'alert_subscriptions' AND sql IS NOT NULL ORDER BY name",
  ).all<{ name: string }>();
  expect(indexes.results.map((r) => r.name)).toEqual([
    "alert_subscriptions_address",
    "alert_subscriptions_created",
    "alert_subscriptions_due",
  ]);
});
