import { expect, test } from "vitest";
import { site } from "#shared/content/site";
import { LANGS, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { call } from "#tests/fixtures/forms";
import { confirmationMail, digestMail, existingAlertMail } from "#worker/alerts/mail";

/*
 * Issue 30: "we never ask for money" on every job page and apply page, in
 * every alert message, in each language, and the page "How to spot a fake
 * job offer" with the agency's phone and e-mail, in the footer and the sitemap.
 */

async function firstJobId() {
  const res = await call("/api/jobs");
  const body = (await res.json()) as { results: { id: number }[] };
  return body.results[0].id;
}

test.each(LANGS)(
  "the job page and the apply page say we never ask for money (%s), linking the fake-offer page",
  async (lang) => {
    const id = await firstJobId();
    const o = { locale: lang };
    for (const path of [`/jobdetails/${id}`, `/jobdetails/${id}/apply`]) {
      const res = await call(localizedPath(path, lang));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(m.jobs_never_pay_title({}, o));
      expect(html).toContain(m.jobs_never_pay_text({}, o));
      expect(html).toContain(`href="${localizedPath("/fake-job-offers", lang)}"`);
    }
  },
);

test.each(LANGS)("every alert mail carries the never-pay line and the fake-offer link (%s)", async (lang) => {
  const safetyUrl = `https://www.kshitijtalent.example${localizedPath("/fake-job-offers", lang)}`;
  const never = m.mail_never_pay({}, { locale: lang });
  const mails = [
    await confirmationMail({ search: "“x”", frequency: "daily", confirmUrl: "https://e/c", safetyUrl, lang }),
    await existingAlertMail({
      search: "“x”",
      frequency: "daily",
      askedFrequency: "daily",
      manageUrl: "https://e/m",
      safetyUrl,
      lang,
    }),
    await digestMail({
      search: "“x”",
      jobs: [{ title: "Driver", company: "Acme", city: "Pune", salary: "₹20,000 a month", url: "https://e/j/1" }],
      total: 1,
      searchUrl: "https://e/job",
      manageUrl: "https://e/m",
      stopUrl: "https://e/s",
      safetyUrl,
      lang,
    }),
  ];
  for (const mail of mails) {
    expect(mail.text).toContain(never);
    expect(mail.text).toContain(safetyUrl);
    expect(mail.html).toContain(safetyUrl);
  }
  // The digest shows each job's salary where the ATS gives one.
  expect(mails[2].text).toContain("Acme · Pune · ₹20,000 a month");
});

test.each(LANGS)(
  "the fake-offer page (%s) names the signs, the helpline and how to reach the agency; the footer links it",
  async (lang) => {
    const res = await call(localizedPath("/fake-job-offers", lang));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(m.pages_fake_offers_title({}, { locale: lang }));
    expect(html).toContain(`href="tel:${site.phones[0].tel}"`);
    expect(html).toContain(site.phones[0].display);
    expect(html).toContain(`href="mailto:${site.emails.enquiries}"`);
    expect(html).toContain("1930");
    expect(html).not.toContain("{{");
    const home = await (await call(localizedPath("/", lang))).text();
    expect(home).toContain(`href="${localizedPath("/fake-job-offers", lang)}"`);
  },
);

test("the sitemap lists the fake-offer page in both languages", async () => {
  const xml = await (await call("/sitemap-pages.xml")).text();
  expect(xml).toContain("https://www.kshitijtalent.example/fake-job-offers</loc>");
  expect(xml).toContain('href="https://www.kshitijtalent.example/hi/fake-job-offers"');
});
