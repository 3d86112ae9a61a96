import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/* Issue 16 on /job with the embedded jobs: the filters, sort and page problems as HTML (no JavaScript). */

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Answer {
  count: number;
  num_pages: number;
  facets: Record<"experience" | "salary" | "work_mode" | "industry" | "posted", Facet[]>;
  results: { id: number; salary_range: { display: string } | null }[];
}

async function api(search: string): Promise<Answer> {
  const res = await exports.default.fetch(new Request(`http://127.0.0.1/api/searchjobs?${search}`));
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

async function html(search: string, status = 200) {
  const res = await exports.default.fetch(new Request(`http://127.0.0.1/job?${search}`));
  expect(res.status).toBe(status);
  return res.text();
}

const decode = (s: string) => s.replaceAll("&amp;", "&");

/** The links of one filter group as {href, text} (text without tags). */
function groupLinks(page: string, key: string) {
  const start = page.indexOf(`id="filter-${key}"`);
  expect(start).toBeGreaterThan(0);
  const section = page.slice(start, page.indexOf("</section>", start));
  return [...section.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: decode(m[1]),
    text: m[2].replace(/<[^>]+>/g, "").trim(),
    current: m[0].includes('aria-current="true"'),
  }));
}

test("each filter option is a link to its search, with the API's count beside it", async () => {
  const answer = await api("query=engineer");
  const page = await html("query=engineer");
  for (const key of ["posted", "work_mode", "experience", "salary"] as const) {
    const links = groupLinks(page, key);
    expect(links[0]).toMatchObject({ text: "Any", current: true });
    for (const option of answer.facets[key].filter((o) => o.count > 0)) {
      const link = links.find((l) => new URL(l.href, "http://x").searchParams.get(key) === option.value);
      expect(link, `${key}=${option.value}`).toBeDefined();
      expect(link?.text).toBe(`${option.label}${option.count} ${option.count === 1 ? "job" : "jobs"}`);
      expect(link?.href).toContain("query=engineer");
    }
  }
});

test("industries: the six most common, and a More link to the same search with every one (decision 085)", async () => {
  const answer = await api("");
  const names = answer.facets.industry.filter((o) => o.count > 0);
  expect(names.length).toBeGreaterThan(7);
  const page = await html("");
  // Not in the first response: the names past the sixth.
  const shown = groupLinks(page, "industry");
  expect(shown.map((l) => decode(l.text).replace(/\d+ jobs?$/, ""))).toEqual([
    "Any",
    ...names.slice(0, 6).map((o) => o.label),
    expect.stringMatching(/^More industries/),
  ]);
  for (const option of names.slice(6)) expect(page).not.toContain(`>${option.label.replaceAll("&", "&amp;")}<`);
  const more = shown[shown.length - 1];
  expect(more.text).toBe(`More industries (${names.length - 6})`);
  expect(more.href).toBe("/job?page=1&query=&location=&more=industry#job-filters");
  // The link's page: the same jobs, every name with its count, and no More.
  const whole = await html("more=industry");
  const all = groupLinks(whole, "industry");
  expect(all.map((l) => decode(l.text))).toEqual([
    "Any",
    ...names.map((o) => `${o.label}${o.count} ${o.count === 1 ? "job" : "jobs"}`),
  ]);
  expect(whole.match(/<article class="job-card">/g)?.length).toBe(page.match(/<article class="job-card">/g)?.length);
  // Choosing one there keeps the list whole; `more` names only a list of names.
  expect(all[1].href).toContain("&more=industry");
  expect(groupLinks(await html("more=posted"), "industry").at(-1)?.text).toMatch(/^More industries/);
});

test("filters combine through the links and are kept in the form, the chips and the pages", async () => {
  const both = await api("work_mode=office&experience=3");
  const page = await html("work_mode=office");
  const three = groupLinks(page, "experience").find((l) => l.text.startsWith("3 years"));
  expect(three?.href).toMatch(/work_mode=office/);
  const combined = await html(three?.href.split("?")[1] ?? "");
  expect(combined).toContain(`Found ${both.count} matching jobs`);
  // The chosen options are marked, and a new text search keeps them (hidden fields of the GET form).
  expect(groupLinks(combined, "work_mode").find((l) => l.current)?.text).toMatch(/^Work from office/);
  expect(combined).toMatch(/<input type="hidden" name="work_mode" value="office"\/>/);
  expect(combined).toMatch(/<input type="hidden" name="experience" value="3"\/>/);
  // A chip per filter, each a link to the search without it.
  const chips = [...combined.matchAll(/class="filter-chip"[^>]*>/g)];
  expect(chips).toHaveLength(2);
  const summaryBadge = combined.match(/class="job-filters-badge">(\d+)/);
  expect(summaryBadge?.[1]).toBe("2");
  if (both.num_pages > 1) expect(decode(combined)).toMatch(/href="\?[^"]*work_mode=office[^"]*page=2"/);
});

test("sort by date orders the results newest first, and the sort links say which is in effect", async () => {
  const byRelevance = await html("query=sales");
  expect(byRelevance).toMatch(/aria-current="true"[^>]*>(<span[^>]*>Sort by <\/span>)?Relevance/);
  const byDate = await html("query=sales&sort=date");
  expect(byDate).toMatch(/aria-current="true"[^>]*>(<span[^>]*>Sort by <\/span>)?Newest/);
  const expected = (await api("query=sales&sort=date")).results.map((j) => j.id);
  const shown = [...byDate.matchAll(/class="job-card-title"><a href="\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1]));
  expect(shown).toEqual(expected);
});

test("cards show the salary where the job has one", async () => {
  const answer = await api("salary=6-10");
  const withSalary = answer.results.filter((j) => j.salary_range);
  expect(withSalary.length).toBeGreaterThan(0);
  const page = await html("salary=6-10");
  for (const job of withSalary) {
    const card = page.slice(page.indexOf(`href="/jobdetails/${job.id}"`));
    expect(card.slice(0, card.indexOf("</article>"))).toContain(`Salary: </span>${job.salary_range?.display}`);
  }
});

test("a page past the last says so and links to page 1 of the same search", async () => {
  const answer = await api("query=engineer");
  const page = decode(await html("query=engineer&work_mode=office&page=99"));
  expect(page).toContain("No such page");
  expect(page).toMatch(/There is no page 99: these [\d,]+ jobs fill \d+ pages?\./);
  expect(page).toMatch(/href="\/job\?page=1&query=engineer&location=&work_mode=office"[^>]*>Go to page 1/);
  expect(answer.count).toBeGreaterThan(0);
});

test("a page that is not a number is a 400 that says so and links to page 1", async () => {
  const page = decode(await html("query=nurse&page=abc", 400));
  expect(page).toContain("That page number is not valid. Page must be a whole number.");
  expect(page).toMatch(/href="\/job\?page=1&query=nurse&location="[^>]*>Go to page 1/);
});

test("a filter value that is not an option is a 400 naming the filter, with a way on without it", async () => {
  const page = decode(await html("query=nurse&salary=lots&work_mode=remote", 400));
  expect(page).toContain("Salary: Choose a salary band");
  expect(page).toMatch(/href="\/job\?page=1&query=nurse&location=&work_mode=remote"[^>]*>Go to page 1/);
});
