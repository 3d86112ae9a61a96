import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { call, postForm, postJson } from "#tests/fixtures/forms";
import { fakeAccess } from "#tests/mocks/access";
import { fakeResend } from "#tests/mocks/resend";
import { listUnsubscribeHeaders, unsubscribeUrl } from "#worker/forms/unsubscribe";
import { subscribersCsv } from "#worker/forms/unsubscribe-token";

// A subscriber keeps the language of the page they signed up on, so the
// newsletter (written and sent elsewhere from `npm run newsletter -- --export`)
// can go out in it, and its unsubscribe link opens in it.

const access = await fakeAccess();
const resend = fakeResend(access.handler);
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

const ORIGIN = "https://www.kshitijtalent.example";

interface Subscriber {
  email: string;
  created_at: number;
  lang: string;
  consent_text: string;
}

async function stored(email: string) {
  return env.DB.prepare("SELECT email, created_at, lang, consent_text FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<Subscriber>();
}

async function signUpOnPage(path: string, email: string) {
  const res = await postForm(path, new URLSearchParams({ user_email: email }));
  expect(res.status, path).toBe(200);
  await res.text();
}

/** The CSV's cells by column name, one record per line after the header. */
function records(csv: string) {
  const [header, ...lines] = csv.trimEnd().split("\r\n");
  const cellsOf = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replaceAll('""', '"'));
  const names = cellsOf(header);
  return lines.map((line) => Object.fromEntries(cellsOf(line).map((cell, i) => [names[i], cell])));
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("a sign-up on a Hindi or Tamil page stores that language; an English one stores en", async () => {
  // Without JavaScript the footer form posts to its page's /<lang>/newsletter.
  await signUpOnPage("/hi/newsletter", "asha.hi@example.com");
  await signUpOnPage("/ta/newsletter", "kavin.ta@example.com");
  await signUpOnPage("/newsletter", "ravi.en@example.com");
  // With JavaScript the island posts to the API with the page's language in `lang`.
  const api = await postJson("/api/forms/newsletter", { user_email: "Selvi.TA@example.com", lang: "ta" });
  expect(api.status).toBe(200);
  expect(((await api.json()) as { message: string }).message).toBe("சப்ஸ்கிரைப் செய்ததற்கு நன்றி!");

  expect((await stored("asha.hi@example.com"))?.lang).toBe("hi");
  expect((await stored("kavin.ta@example.com"))?.lang).toBe("ta");
  expect((await stored("selvi.ta@example.com"))?.lang).toBe("ta");
  expect((await stored("ravi.en@example.com"))?.lang).toBe("en");
  // A language the site does not have is English, as the answer was.
  const odd = await postJson("/api/forms/newsletter", { user_email: "odd@example.com", lang: "xx" });
  expect(odd.status).toBe(200);
  await odd.text();
  expect((await stored("odd@example.com"))?.lang).toBe("en");
});

test("subscribing again from another language's page moves the subscriber to it, still one record", async () => {
  await signUpOnPage("/hi/newsletter", "moving@example.com");
  const first = await stored("moving@example.com");
  expect(first?.lang).toBe("hi");
  await signUpOnPage("/ta/newsletter", "Moving@Example.com");
  const moved = await stored("moving@example.com");
  expect(moved?.lang).toBe("ta");
  // Subscribed since the first sign-up; the consent kept is the notice last read, in Tamil.
  expect(moved?.created_at).toBe(first?.created_at);
  expect(moved?.consent_text).not.toBe(first?.consent_text);
  expect(moved?.consent_text).toMatch(/[\u0B80-\u0BFF]/);
  const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?")
    .bind("moving@example.com")
    .first<number>("n");
  expect(n).toBe(1);
});

test("rows stored before languages were kept read as English", async () => {
  // As migration 0016 finds them: inserted without the column.
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, created_at, consent_text) VALUES (?, ?, ?)")
    .bind("old@example.com", Date.UTC(2025, 0, 5), "old notice")
    .run();
  expect((await stored("old@example.com"))?.lang).toBe("en");
});

test("the unsubscribe link is on the subscriber's language's page and opens in it", async () => {
  await signUpOnPage("/hi/newsletter", "link.hi@example.com");
  const hindi = new URL(await unsubscribeUrl(env, "link.hi@example.com", "hi"));
  expect(hindi.origin).toBe(ORIGIN);
  expect(hindi.pathname).toBe("/hi/unsubscribe");
  const page = await call(pathOf(hindi.href));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toContain("न्यूज़लेटर बंद करें");
  expect(html).toContain("l***@example.com");

  // The mail client's one-click POST to the Tamil link removes the address and answers in Tamil.
  await signUpOnPage("/ta/newsletter", "link.ta@example.com");
  const { "List-Unsubscribe": header } = await listUnsubscribeHeaders(env, "link.ta@example.com", "ta");
  const tamil = new URL(header.slice(1, -1));
  expect(tamil.pathname).toBe("/ta/unsubscribe");
  const done = await postForm(pathOf(tamil.href), new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
  expect(done.status).toBe(200);
  expect(await done.text()).toContain("நியூஸ்லெட்டர் நிறுத்தப்பட்டது");
  expect(await stored("link.ta@example.com")).toBeNull();

  // English stays on /unsubscribe.
  expect(new URL(await unsubscribeUrl(env, "link.hi@example.com", "en")).pathname).toBe("/unsubscribe");
});

test("the newsletter export has each subscriber's language and a link in it", async () => {
  await signUpOnPage("/hi/newsletter", "export.hi@example.com");
  await signUpOnPage("/ta/newsletter", "export.ta@example.com");
  await signUpOnPage("/newsletter", "export.en@example.com");
  // What scripts/ops/newsletter.mjs reads and writes.
  const { results } = await env.DB.prepare(
    "SELECT email, created_at, lang FROM newsletter_subscribers WHERE email LIKE 'export.%' ORDER BY email",
  ).all<{ email: string; created_at: number; lang: string }>();
  const csv = await subscribersCsv(results, ORIGIN, env.SIGNING_SECRET ?? "");
  const rows = records(csv);
  expect(Object.keys(rows[0])).toContain("lang");
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  for (const [email, lang, path] of [
    ["export.hi@example.com", "hi", "/hi/unsubscribe"],
    ["export.ta@example.com", "ta", "/ta/unsubscribe"],
    ["export.en@example.com", "en", "/unsubscribe"],
  ]) {
    const row = byEmail.get(email);
    expect(row?.lang, email).toBe(lang);
    expect(new URL(row?.unsubscribe_url ?? "").pathname, email).toBe(path);
    expect(row?.list_unsubscribe, email).toBe(`<${row?.unsubscribe_url}>`);
  }
  // The Tamil link works: the Tamil confirm page for that address.
  const page = await call(pathOf(byEmail.get("export.ta@example.com")?.unsubscribe_url ?? ""));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="ta-IN"');
  expect(html).toContain("e***@example.com");
  // A row whose language the site no longer has gets the English page rather than a link to a 404.
  const [odd] = records(
    await subscribersCsv([{ email: "x@example.com", created_at: 0, lang: "xx" }], ORIGIN, env.SIGNING_SECRET ?? ""),
  );
  expect(odd.lang).toBe("en");
  expect(new URL(odd.unsubscribe_url).pathname).toBe("/unsubscribe");
});

test("the staff console lists and exports a sign-up's language", async () => {
  await signUpOnPage("/ta/newsletter", "staff.ta@example.com");
  const token = await access.token({ email: "meera@kshitijtalent.example" });
  const headers = { "Cf-Access-Jwt-Assertion": token };
  const list = (await (await call("/staff/api/submissions?kind=newsletter&q=staff.ta", { headers })).json()) as {
    rows: { email: string; lang: string | null }[];
  };
  expect(list.rows).toEqual([expect.objectContaining({ email: "staff.ta@example.com", lang: "ta" })]);
  const page = await call("/staff?kind=newsletter&q=staff.ta", { headers });
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<th scope="col">Language<\/th>[\s\S]*<td>ta<\/td>/);
  const csv = await call("/staff/api/submissions.csv?kind=newsletter&q=staff.ta", { headers });
  expect(records(await csv.text())).toEqual([expect.objectContaining({ email: "staff.ta@example.com", lang: "ta" })]);
});
