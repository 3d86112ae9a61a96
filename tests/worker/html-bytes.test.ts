import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hasPage, LANGUAGES, localizedPath } from "#shared/i18n/lang";

/*
 * Issue 29: the first response carries what the first screen needs and
 * little more. On slow 4G the first round trip brings about 14 KB; each
 * 14 KB after it costs another (150 ms), and raw bytes cost parse time on a
 * slow phone. Every page's HTML is held here to a budget, raw and gzip, in
 * every language of the table (shared/i18n/languages.ts), so it cannot creep
 * back, and a language whose line is uncommented is held at once.
 *
 * Two budgets a page, by how many bytes a letter takes in UTF-8: `latin`
 * (English, one byte) and `indic` (Devanagari, Telugu, Kannada, Tamil,
 * Bengali: three bytes). The indic budget is the heaviest of Hindi and of
 * Telugu and Tamil, measured from their translators' branches in a scratch
 * build (Tamil's words are the longest: up to 16% more raw bytes than
 * Hindi's, 1-5% more gzip). Each budget is that weight plus about 4% raw and
 * 3% gzip, never above issue 29's aim (14,000 bytes gzip; 20,000 for the
 * home page) where the page was within it. Two English pages crossed the
 * aim as the table filled: `/` (20,129 with seven languages in its switch
 * and its hreflang links) and `/policy` (14,197 with the alert channels'
 * paragraphs), so theirs are that plus 3%. The jobs are the worker tests'
 * fixture, so /job and a job page weigh a little less here than under
 * `npm start`. docs/performance.md lists the figures. Raise a budget only
 * with a reason written there.
 *
 * Raised 2026-11-28 (decision 053) where a page went over: the entry module
 * and the icon sprite now load after the first paint, and every page ends
 * with a <noscript> that gives each icon it draws its drawing from the
 * sprite file when JavaScript is off (about 20 bytes gzip an icon: 150-230
 * bytes a page, 430-450 on the home pages, which draw the most icons). The
 * new figure is the heaviest language's plus 1%.
 * `indic: null`: the page exists in English only.
 */

type Budget = readonly [raw: number, gzip: number];
// Every gzip budget +100 B on 2026-11-29: the inline line now remembers a language picked
// before the entry module has arrived (tens of bytes gzip a page; budgets had 0-50 B left).
// A job page's +200 B: the first job /api/jobs lists changes with the date, and the job of
// 29 November is 120 B heavier than the one before.
// Lowered 2026-11-29 (decisions 070, 071) by what every language of a page gave back: 100 B gzip
// where each saved at least that (the Organization's JSON-LD now only on the home pages), 200 B
// on /job. The home pages and /contact saved nothing; a job page in English keeps its date margin.
// Lowered 2026-11-29 (decision 072) by what every language of a page gave back when the shell's
// closed menus, language list and hover states went to the later CSS and the header and footer
// shed repeated markup: 5,000 B raw everywhere (5.4-5.8 KB saved), gzip by the least any
// language of the page saved, rounded down to 100 B (600-900 B; docs/performance.md, "shell").
/** Every page in English; "{job}" is the first job /api/jobs lists. Pages that need a token (/unsubscribe, /alerts/:purpose) answer 400 without one. */
const BUDGETS: Record<string, { latin: Budget; indic: Budget | null }> = {
  // Lowered 2026-11-29 (decision 076): no FAQPage JSON-LD, the job cards' CSS alone, two cards of
  // each hidden testimonial group, the jobs row's cards not again in its props. Measured with
  // decision 072 merged: 77,675 / 16,319 (en), heaviest indic 102,617 (ta) / 18,833 (kn).
  // Lowered 2026-11-29 (decision 087): three testimonials of the first group and one of each
  // other, controls sent empty, five questions, service cards without summaries, three jobs.
  // Measured with decision 083 merged: 59,921 / 13,341 (en; with its 904 B of headers 14,245,
  // one round trip, which 13,600 still holds), heaviest indic 75,978 / 15,267 (ta).
  "/": { latin: [63_000, 13_600], indic: [79_000, 15_600] },
  // Lowered 2026-11-28 (decision 053): icons name no file, 2.8 KB raw less.
  // Lowered 2026-11-29 (decision 074): the alert form a link, the facets and select labels read back
  // from the HTML. Measured with decisions 072 and 076 merged, plus about 3% raw and 2.5% gzip.
  // Lowered 2026-11-29 (decision 082): hovers and script-set states to the later CSS. Measured
  // 87,499 / 13,928 (en), heaviest indic 102,977 (te) / 15,413 (ta).
  "/job": { latin: [90_000, 14_300], indic: [106_000, 15_900] },
  // Lowered 2026-11-29 (decision 082): the cards' CSS, not the whole list's. Measured 60,963 /
  // 12,371 (en), heaviest indic 73,197 / 14,542 (ta); the English page keeps its date margin.
  "/jobdetails/{job}": { latin: [63_500, 12_900], indic: [76_000, 15_100] },
  "/jobdetails/{job}/apply": { latin: [41_600, 10_400], indic: [53_500, 11_900] },
  "/services": { latin: [54_000, 12_100], indic: [70_000, 13_900] },
  "/DetailService/1": { latin: [56_000, 13_200], indic: [76_000, 15_500] },
  "/blog": { latin: [56_000, 12_600], indic: [65_000, 13_900] },
  "/article/16": { latin: [45_000, 12_100], indic: null },
  "/news": { latin: [47_000, 11_600], indic: [53_000, 12_700] },
  "/carrers": { latin: [72_000, 15_100], indic: [96_000, 17_600] },
  "/faq": { latin: [50_000, 13_000], indic: [77_000, 15_700] },
  "/about": { latin: [41_000, 10_500], indic: [51_000, 11_700] },
  // Lowered 2026-11-29 (decision 082): the banner's and offices' CSS, not all content pages'.
  // Measured 52,417 / 12,260 (en), 63,558 / 13,898 (hi).
  // Lowered 2026-11-29 (decision 087): five testimonials, controls sent empty, no JSON-LD.
  // Measured with decision 083 merged: 45,238 / 11,151 (en), 54,761 / 12,706 (hi).
  "/contact": { latin: [47_500, 11_500], indic: [57_500, 13_100] },
  "/employes": { latin: [50_000, 12_100], indic: [67_000, 14_600] },
  "/fresher": { latin: [51_000, 12_500], indic: [74_000, 15_400] },
  "/freelance-recruiters": { latin: [50_000, 12_200], indic: [67_000, 14_600] },
  "/policy": { latin: [51_700, 14_000], indic: [87_000, 17_300] },
  "/disclaimer": { latin: [43_000, 11_400], indic: [61_000, 13_100] },
  "/fake-job-offers": { latin: [40_500, 10_400], indic: [54_000, 11_900] },
  "/upload": { latin: [40_600, 10_100], indic: [52_000, 11_500] },
  "/newsletter": { latin: [33_700, 8_700], indic: [41_600, 9_700] },
  // The title and description name WhatsApp and notifications beside e-mail (2026-11-28).
  "/alerts": { latin: [35_700, 9_100], indic: [45_100, 10_400] },
  "/saved": { latin: [39_700, 9_600], indic: [48_000, 10_700] },
  // The introduction names job alerts among the data erased (2026-11-28).
  "/privacy-request": { latin: [36_000, 9_200], indic: [45_500, 10_300] },
};

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

/** The body's length gzipped (the encoding a browser on slow 4G is sent). */
async function gzipLength(body: ArrayBuffer): Promise<number> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

for (const language of LANGUAGES) {
  const scriptClass = language.script === "Latn" ? "latin" : "indic";
  test(`the HTML of every page in ${language.code} is within its ${scriptClass} budget, raw and gzip`, async () => {
    const { results } = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
    const job = String(results[0].id);
    const over: string[] = [];
    const measured: string[] = [];
    for (const [page, budgets] of Object.entries(BUDGETS)) {
      const english = page.replace("{job}", job);
      if (!hasPage(english, language.code)) continue;
      const budget = budgets[scriptClass];
      expect(budget, `${page} has no ${scriptClass} budget but exists in ${language.code}`).not.toBeNull();
      const [rawBudget, gzipBudget] = budget as Budget;
      const path = localizedPath(english, language.code);
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type"), path).toContain("text/html");
      const body = await res.arrayBuffer();
      const gzip = await gzipLength(body);
      measured.push(`${path} ${body.byteLength} ${gzip}`);
      if (body.byteLength > rawBudget) over.push(`${path}: ${body.byteLength} bytes raw > ${rawBudget}`);
      if (gzip > gzipBudget) over.push(`${path}: ${gzip} bytes gzip > ${gzipBudget}`);
    }
    // Every seeker page at least: a language never escapes with none measured.
    expect(measured.length).toBeGreaterThanOrEqual(15);
    expect(over, measured.join("\n")).toEqual([]);
  });
}
