import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { formatDay, formatPostedDate } from "#shared/lib/dates";

/* The jobs pages in Hindi (issue 24): /hi/job, /hi/jobdetails/:id (and /apply), /hi/carrers, /hi/saved. */

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

interface ApiJob {
  id: number;
  job_title: string;
  client: string;
  city: string;
  skills: string;
  salary_range: { display: string } | null;
}

async function jobs(): Promise<ApiJob[]> {
  const body = (await (await get("/api/jobs")).json()) as { results: ApiJob[] };
  return body.results;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The island's part of the page (the header and footer are not the jobs pages' to translate). */
function main(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** Every href inside the page's <main>. */
function links(html: string): string[] {
  return [...main(html).matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));
}

test("workerd's Intl names Hindi months as the cards show them", () => {
  expect(formatPostedDate("2025-03-05", "2026-03-05", "hi")).toBe("5 मार्च 2025");
  // Our own table, not Intl: workerd's ICU says "अक्टूबर" where other ICUs say "अक्तूबर", and the
  // server's text must be the browser's (hydration).
  expect(formatDay("2026-10-01", "hi")).toBe("1 अक्टूबर 2026");
  expect(formatDay("2026-02-01", "hi")).toBe("1 फ़रवरी 2026");
  expect(formatPostedDate("2026-03-05", "2026-03-05", "hi")).toBe("आज");
  expect(formatPostedDate("2026-03-04", "2026-03-05", "hi")).toBe("कल");
});

test("/hi/job is the job list in Hindi, every jobs link staying under /hi, ATS data marked English", async () => {
  const res = await get("/hi/job");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toMatch(/<title>नौकरियाँ: पूरे भारत में नौकरी खोजें \| क्षितिज टैलेंट पार्टनर्स<\/title>/);
  expect(html).toMatch(/<h1>नौकरियों की सूची<\/h1>/);
  expect(html).toMatch(/id="jobs-results-heading"[^>]*>[\d,]+ नौकरियाँ<\/h2>/);
  expect(html).toContain('action="/hi/job"');
  expect(html).toMatch(/<label for="job-query">पद का नाम या स्किल<\/label>/);
  // Cards: Hindi labels and dates, titles marked English and linked to the Hindi job page.
  const cards = html.match(/<a href="\/hi\/jobdetails\/\d+" id="[^"]+" class="job-card-link" lang="en">/g) ?? [];
  expect(cards.length).toBe(20);
  expect(html).toMatch(/<span class="visually-hidden">पोस्ट हुई: <\/span>(आज|कल|उपलब्ध नहीं|\d{1,2} [^\s<]+ \d{4})</);
  expect(html).not.toMatch(/<span class="visually-hidden">Posted: /);
  expect(html).toMatch(/\d+(-\d+)? साल</);
  expect(html).toMatch(/₹[\d.,]+(-[\d.,]+)? लाख सालाना/);
  expect(html).not.toMatch(/₹[\d.]+(-[\d.]+)? LPA/);
  // Filters and pages: Hindi, and every link is a /hi/job search (or a relative page link, which stays on it).
  expect(html).toMatch(/<h3 id="filter-work_mode" class="filter-title">काम का तरीक़ा<\/h3>/);
  expect(html).toContain(">फ्रेशर<");
  expect(html).toMatch(/<nav class="pagination" aria-label="पेज">/);
  expect(html).toContain("अगला");
  const jobLinks = links(html).filter((href) => /job|^\?/.test(href) && !href.startsWith("#"));
  expect(jobLinks.length).toBeGreaterThan(40);
  for (const href of jobLinks) expect(href).toMatch(/^(\/hi\/(job|jobdetails\/\d+)([?#]|$)|\?)/);
  // The island's props carry the language, so it hydrates to the same Hindi.
  expect(html).toContain('"lang":"hi"');
});

test("/job stays English, exactly as before", async () => {
  const html = await (await get("/job")).text();
  expect(html).toContain('<html lang="en-IN"');
  expect(html).toMatch(/<h1>Job list<\/h1>/);
  expect(html).toMatch(/id="jobs-results-heading"[^>]*>[\d,]+ jobs<\/h2>/);
  expect(html).toMatch(/₹[\d.]+(-[\d.]+)? LPA/);
  expect(html).toMatch(/\d+(-\d+)? yr</);
  expect(html).not.toContain('lang="en"');
  expect(links(html).filter((href) => href.startsWith("/hi/"))).toEqual([]);
});

test("a Hindi search: chips, sort, empty and past-the-last states in Hindi, on /hi", async () => {
  const filtered = await (await get("/hi/job?query=developer&work_mode=remote")).text();
  expect(filtered).toMatch(/id="jobs-results-heading"[^>]*>[\d,]+ (नौकरी मिली|नौकरियाँ मिलीं)<\/h2>/);
  expect(filtered).toMatch(/<ul class="filter-chips" aria-label="चुने गए फ़िल्टर">/);
  expect(filtered).toContain("फ़िल्टर हटाएँ, काम का तरीक़ा:");
  expect(filtered).toMatch(
    /href="\/hi\/job\?page=1&amp;query=developer&amp;location=&amp;work_mode=remote&amp;sort=date"/,
  );
  expect(filtered).toContain("सबसे नई");
  expect(filtered).toContain("<title>developer की नौकरियाँ | क्षितिज टैलेंट पार्टनर्स</title>");

  const empty = await (await get("/hi/job?query=zzzqqqxxx")).text();
  expect(empty).toContain("आपकी खोज से मिलती कोई नौकरी नहीं मिली।");
  expect(empty).toContain('href="/hi/upload"');

  const past = await (await get("/hi/job?page=999")).text();
  expect(past).toMatch(/पेज 999 नहीं है: ये [\d,]+ नौकरियाँ \d+ पेजों में हैं।/);
  expect(past).toContain('href="/hi/job"');
});

test("bad search parameters on /hi/job are a 400 that says what is wrong in Hindi", async () => {
  const page = await get("/hi/job?page=abc");
  expect(page.status).toBe(400);
  const html = await page.text();
  expect(html).toContain("यह पेज नंबर सही नहीं है। पेज नंबर 1 से");
  expect(html).toContain("पेज 1 पर जाएँ");
  const salary = await get("/hi/job?salary=lots");
  expect(salary.status).toBe(400);
  expect(await salary.text()).toContain("सैलरी (सालाना): सैलरी का कोई दायरा चुनें");
  const long = await get(`/hi/job?query=${"a".repeat(300)}`);
  expect(long.status).toBe(400);
  expect(await long.text()).toMatch(/<p id="job-query-error" class="field-error">ज़्यादा से ज़्यादा \d+ अक्षर लिखें।<\/p>/);
});

test("/hi/jobdetails/:id is the job page in Hindi; the job's own words stay English; shares the Hindi URL", async () => {
  const job = (await jobs()).find((j) => j.client && j.city && j.skills) ?? (await jobs())[0];
  const res = await get(`/hi/jobdetails/${job.id}`);
  expect(res.status).toBe(200);
  const html = decode(await res.text());
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toContain(`<h1 lang="en">${job.job_title}</h1>`);
  expect(html).toContain(`<title>${job.client} में ${job.job_title}, ${job.city} | क्षितिज टैलेंट पार्टनर्स</title>`);
  expect(html).toContain('<h2 id="about-job">नौकरी के बारे में</h2>');
  expect(html).toMatch(/<div id="job-description" class="job-description[^"]*" lang="en">/);
  expect(html).toMatch(/<ul class="skill-list" lang="en">/);
  expect(html).toContain(`<span lang="en">${job.client}</span>`);
  expect(html).toContain('<h2 id="job-location">काम की लोकेशन</h2>');
  expect(html).toContain("आवेदन कैसे करें");
  expect(html).toMatch(/<span class="visually-hidden">पोस्ट हुई: <\/span>(आज|कल|उपलब्ध नहीं|\d{1,2} [^\s<]+ \d{4})</);
  // Links: back to /hi/job, apply on /hi, related jobs on /hi.
  expect(html).toMatch(/<a class="back-link" href="\/hi\/job"[^>]*>.*सभी नौकरियाँ<\/a>/s);
  expect(html).toContain(`href="/hi/jobdetails/${job.id}/apply"`);
  const related = html.slice(html.indexOf('id="related-heading"'));
  expect(related).toContain("मिलती-जुलती नौकरियाँ");
  expect([...related.matchAll(/href="(\/[^"]*jobdetails\/\d+)"/g)].every((m) => m[1].startsWith("/hi/"))).toBe(true);
  // Share: the Hindi page's URL and a Hindi message, without JavaScript.
  const url = `https://www.kshitijtalent.example/hi/jobdetails/${job.id}`;
  const wa = html.match(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/)?.[1] ?? "";
  expect(new URL(wa).searchParams.get("text")).toBe(`${job.client} में ${job.job_title}, ${job.city}\n${url}`);
  expect(html).toContain(`data-copy="${url}"`);
  expect(html).toContain("लिंक कॉपी करें");
  // See More speaks Hindi, and tells the browser module its two labels.
  if (html.includes('data-enhance="job-details"')) {
    expect(html).toContain('data-label-closed="और पढ़ें ▼"');
    expect(html).toContain('data-label-open="कम दिखाएँ ▲"');
  }
});

test("a Hindi job page says the ATS's salary in Hindi; the English page keeps the ATS's words", async () => {
  const monthly = ((await jobs()) as (ApiJob & { salary: string | null })[]).find((j) =>
    /^₹[\d,]+ - ₹[\d,]+ per month$/.test(j.salary ?? ""),
  );
  expect(monthly, "a job whose ATS salary is monthly").toBeDefined();
  const [low, high] = (monthly?.salary?.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
  const hi = decode(await (await get(`/hi/jobdetails/${monthly?.id}`)).text());
  const facts = hi.slice(hi.indexOf('class="job-facts'), hi.indexOf("</ul>", hi.indexOf('class="job-facts')));
  expect(facts).toContain(`₹${low.toLocaleString("en-IN")}-${high.toLocaleString("en-IN")} प्रति माह`);
  expect(facts).not.toContain("per month");
  const en = decode(await (await get(`/jobdetails/${monthly?.id}`)).text());
  expect(en).toContain(`${monthly?.salary}</li>`);
});

test("an unknown job on /hi is a 404 that says so in Hindi", async () => {
  const res = await get("/hi/jobdetails/999999999");
  expect(res.status).toBe(404);
  expect(await res.text()).toContain("नौकरी नहीं मिली");
});

test("/hi/jobdetails/:id/apply: the page around the form is Hindi and links the Hindi job page", async () => {
  const job = (await jobs())[0];
  const res = await get(`/hi/jobdetails/${job.id}/apply`);
  expect(res.status).toBe(200);
  const html = decode(await res.text());
  expect(html).toMatch(/<h1>अपना रिज़्यूमे भेजें<\/h1>/);
  expect(html).toContain("आप इस नौकरी के लिए आवेदन कर रहे हैं:");
  // "{company} में {title}": the Hindi words around the ATS's, which alone are marked English.
  expect(job.client).not.toBe("");
  const link = html.match(new RegExp(`<a href="/hi/jobdetails/${job.id}"[^>]*>(.*?)</a>`))?.[1];
  expect(link).toBe(`<span lang="en">${job.client}</span> में <span lang="en">${job.job_title}</span>`);
  expect(html).not.toContain(` at ${job.client}`);
  expect(html).toContain("हर रिज़्यूमे कोई रिक्रूटर पढ़ता है");
  const closed = decode(await (await get("/hi/jobdetails/999999999/apply")).text());
  expect(closed).toContain("नौकरी नं. 999999999 अब खुली नहीं है।");
  expect(closed).toMatch(/<a href="\/hi\/job"[^>]*>खुली नौकरियाँ देखें<\/a>/);
});

test("/hi/carrers: the openings speak Hindi and link Hindi job pages", async () => {
  const res = await get("/hi/carrers");
  expect(res.status).toBe(200);
  const html = decode(await res.text());
  expect(html).toMatch(/<h2 id="open-positions-heading">खाली पद \(\d+\)<\/h2>/);
  expect(html).toContain('<label for="openings-text">पद या टीम</label>');
  expect(html).toMatch(/action="\/hi\/carrers#open-positions"/);
  expect(html).toMatch(/\d+ में से \d+ पद दिख रहे हैं/);
  const cardLinks = [...html.matchAll(/class="job-card-link"/g)].length;
  expect(cardLinks).toBeGreaterThan(0);
  expect(html.match(/<a href="\/hi\/jobdetails\/\d+" id="[^"]+" class="job-card-link" lang="en">/g)?.length).toBe(
    cardLinks,
  );
});

test("/hi/saved: the saved jobs page in Hindi, its island told the language", async () => {
  const res = await get("/hi/saved");
  expect(res.status).toBe(200);
  const html = decode(await res.text());
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toContain("<h1>सेव की गई नौकरियाँ</h1>");
  expect(html).toContain("सेव की गई नौकरियाँ सिर्फ़ इसी ब्राउज़र में रहती हैं");
  expect(html).toContain('<a href="/hi/job">नौकरियाँ देख और खोज सकते हैं</a>');
  expect(html).toContain('{"lang":"hi"}');
  expect(html).toContain('name="robots" content="noindex"');
});
