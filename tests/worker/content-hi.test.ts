import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { faqPageFaqs as hiFaqPage, homeFaqs as hiHomeFaqs } from "#app/content/hi/faqs";
import { aboutValues, employersProcess, freelanceSteps, freshersTips } from "#app/content/hi/pages";
import { services as hiServices } from "#app/content/hi/services";
import { clientTestimonials } from "#app/content/testimonials";

/**
 * The Hindi content pages (issue 24): each /hi twin renders its Hindi heading
 * and copy from app/content/hi and messages/pages/hi.json, links to /hi pages,
 * and leaves the English page as it was.
 */
function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: "manual" }));
}

async function page(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

function h1(html: string): string {
  return (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

/** JSX escapes quotes and ampersands in text; compare against the escaped form. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** Hindi pages, their h1, and copy from the content files that must be on them. */
const HINDI_PAGES: [path: string, h1: string, copy: string[]][] = [
  ["/hi", "मनचाही नौकरी, हमारे साथ", ["स्टाफ़िंग और HR सेवाएँ", hiServices[0].title, hiHomeFaqs[5].question]],
  ["/hi/services", "हमारी सेवाएँ", [hiServices[17].title, "आने वाले सेमिनार", "वेबिनार रिकॉर्डिंग"]],
  ["/hi/DetailService/1", "परमानेंट स्टाफ़िंग", ["हम किन इंडस्ट्री में काम करते हैं", "आम टाइमलाइन और फ़ीस"]],
  ["/hi/DetailService/18", "ग्रेजुएट ट्रेनी प्रोग्राम", ["प्रोग्राम की रूपरेखा", "₹2.5 लाख से ₹5 लाख सालाना"]],
  ["/hi/about", "हमारे बारे में", ["हमारा मिशन", aboutValues[0].title]],
  ["/hi/faq", "अक्सर पूछे जाने वाले सवाल", [hiFaqPage[0].question, "अब भी कोई सवाल है?"]],
  ["/hi/policy", "प्राइवेसी और कुकी पॉलिसी", ["हम इसे कितने समय तक रखते हैं", "आपके अधिकार"]],
  ["/hi/disclaimer", "अस्वीकरण", ["नौकरी की कोई गारंटी नहीं", "ही मान्य होगा"]],
  ["/hi/employes", "अपने बिज़नेस के लिए सही लोग रखिए", [employersProcess[0].title]],
  ["/hi/fresher", "भरोसे के साथ करियर की शुरुआत करें", [freshersTips[3]]],
  ["/hi/freelance-recruiters", "फ्रीलांस रिक्रूटर बनिए", [freelanceSteps[5].title, "रजिस्ट्रेशन से भुगतान तक"]],
  ["/hi/contact", "हमसे संपर्क करें", ["मिलने आइए या कॉल कीजिए", "हैदराबाद ऑफ़िस"]],
  ["/hi/carrers", "हमारे साथ रिक्रूटमेंट में करियर बनाइए", ["हमारे साथ काम क्यों करें?"]],
];

test("each Hindi content page renders its Hindi heading, copy and meta", async () => {
  for (const [path, heading, copy] of HINDI_PAGES) {
    const html = await page(path);
    expect(h1(html), path).toBe(escaped(heading));
    for (const text of copy) expect(html, `${path}: ${text}`).toContain(escaped(text));
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(title, `${path} title`).toMatch(/[\u0900-\u097F]/);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(description, `${path} description`).toMatch(/[\u0900-\u097F]/);
  }
});

test("Hindi pages link to Hindi pages, in their copy and in their Markdown", async () => {
  const home = await page("/hi");
  expect(home).toContain('href="/hi/DetailService/1"');
  expect(home).toContain('href="/hi/services"');
  expect(home).toContain('action="/hi/job"');
  const service = await page("/hi/DetailService/1");
  // A Markdown link in the Hindi body ([एग्ज़ीक्यूटिव सर्च](/DetailService/4)) points at the Hindi page.
  expect(service).toMatch(/<a href="\/hi\/DetailService\/4">एग्ज़ीक्यूटिव सर्च<\/a>/);
  expect(service).toContain('href="/hi/contact"');
  const prose = service.slice(service.indexOf('<div class="prose">'), service.indexOf("</article>"));
  // Links only: an icon's <use href> names the sprite under /assets/.
  expect(prose).not.toMatch(/<a [^>]*href="\/(?!hi\b)[^"]*"/);
  // The policy's note links the governing English text; its privacy request form is Hindi too (issue 32).
  const policy = await page("/hi/policy");
  // The link's words are Hindi; only the word "English" in it is marked English.
  expect(policy).toContain('<a href="/policy" hreflang="en">अंग्रेज़ी पाठ (<span lang="en">English</span>)</a>');
  expect(policy).toContain('href="/hi/privacy-request"');
  expect(policy).toMatch(/\d+ महीने/);
  expect(policy).not.toContain("{{");
});

test("the Hindi FAQ page carries FAQPage structured data in Hindi", async () => {
  const html = await page("/hi/faq");
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  const faq = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(hiFaqPage.length);
  expect(faq?.mainEntity[0].name).toBe(hiFaqPage[0].question);
  expect(faq?.mainEntity[0].acceptedAnswer.text).toBe(hiFaqPage[0].answer);
});

test("testimonials stay in English under Hindi headings, marked lang=en", async () => {
  const html = await page("/hi");
  expect(html).toContain("हमारे क्लाइंट क्या कहते हैं");
  expect(html).toMatch(/<figure class="testimonial" lang="en">/);
  expect(html).toContain(escaped(clientTestimonials[0].text));
});

test("the English pages are unchanged", async () => {
  const english: [string, string, string][] = [
    ["/", "Find your dream job with us", "Staffing and HR services"],
    ["/services", "SERVICES", "Upcoming Seminars"],
    ["/DetailService/1", "Permanent Staffing", "Industries we cover"],
    ["/about", "About us", "Our mission"],
    ["/faq", "Frequently asked questions", "Still have questions?"],
    ["/policy", "Privacy and Cookie Policy", "How Long We Keep It"],
    ["/disclaimer", "Disclaimer", "No Employment Guarantee"],
    ["/employes", "Hire the people your business needs", "From enquiry to joining"],
  ];
  for (const [path, heading, text] of english) {
    const html = await page(path);
    expect(h1(html), path).toBe(heading);
    expect(html, path).toContain(text);
    // Hindi is allowed only where it offers the Hindi page: the switch links and the offer banner.
    const own = html
      .replace(/<section class="lang-offer"[\s\S]*?<\/section>/, "")
      .replace(/<a [^>]*hrefLang="hi-IN"[^>]*>[\s\S]*?<\/a>/g, "");
    expect(own, path).not.toMatch(/[\u0900-\u097F]{3}.*[\u0900-\u097F]{3}.*[\u0900-\u097F]{3}.*[\u0900-\u097F]{3}/s);
  }
  const service = await page("/DetailService/1");
  expect(service).toContain('<a href="/DetailService/4">Executive Search</a>');
  // Only the language switch links the Hindi twin.
  expect(service.replace(/<a [^>]*hrefLang="hi-IN"[^>]*>[\s\S]*?<\/a>/g, "")).not.toContain('href="/hi/');
  expect(await page("/")).not.toMatch(/<figure class="testimonial" lang="en">/);
});

test("a Hindi service id that does not exist is a 404", async () => {
  const res = await get("/hi/DetailService/19");
  expect(res.status).toBe(404);
  await res.body?.cancel();
});
