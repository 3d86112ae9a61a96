import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import type { toApiJob } from "#worker/api/jobs";

/* Issue 16 over HTTP: the filters, facets, sort and page answers of /api/searchjobs (embedded jobs). */

type ApiJob = ReturnType<typeof toApiJob>;
interface FacetOption {
  value: string;
  label: string;
  count: number;
}
interface Envelope {
  count: number;
  num_pages: number;
  page_number: number;
  past_last_page: boolean;
  sort: string;
  filters: Record<string, unknown>;
  facets: Record<"experience" | "salary" | "work_mode" | "industry" | "posted", FacetOption[]>;
  results: ApiJob[];
}

async function get(path: string) {
  const res = await exports.default.fetch(new Request(`http://127.0.0.1${path}`));
  return {
    status: res.status,
    body: (await res.json()) as Envelope & { error?: string; fields?: Record<string, string[]> },
  };
}

test.each([
  ["experience=abc", "experience"],
  ["experience=99", "experience"],
  ["salary=7-9", "salary"],
  ["work_mode=moon", "work_mode"],
  ["posted=2", "posted"],
  ["sort=salary", "sort"],
  ["page=abc", "page"],
])("?%s is a 400 naming the field", async (query, field) => {
  const { status, body } = await get(`/api/searchjobs?${query}`);
  expect(status).toBe(400);
  expect(body.error).toBe("Invalid search parameters");
  expect(Object.keys(body.fields ?? {})).toEqual([field]);
});

test("a page past the last is an empty 200 that says so, with the number of pages", async () => {
  const { status, body } = await get("/api/searchjobs?page=99");
  expect(status).toBe(200);
  expect(body.results).toEqual([]);
  expect(body.past_last_page).toBe(true);
  expect(body.num_pages).toBeLessThan(99);
  expect(body.page_number).toBe(99);
  expect((await get("/api/searchjobs?page=1")).body.past_last_page).toBe(false);
});

test("every filter narrows the results to jobs that meet it, and the facets count each option", async () => {
  const all = (await get("/api/searchjobs")).body;
  expect(all.sort).toBe("date");
  expect(Object.keys(all.facets).sort()).toEqual(["experience", "industry", "posted", "salary", "work_mode"]);
  const remote = all.facets.work_mode.find((o) => o.value === "remote");
  expect(remote?.count).toBeGreaterThan(0);
  const r = (await get("/api/searchjobs?work_mode=remote")).body;
  expect(r.count).toBe(remote?.count);
  expect(r.results.every((j) => j.work_mode === "remote" && j.remoteOpportunity === 1)).toBe(true);
  expect(r.filters).toMatchObject({ work_mode: "remote", salary: null });

  const band = all.facets.salary.find((o) => o.value === "6-10");
  const s = (await get("/api/searchjobs?salary=6-10")).body;
  expect(s.count).toBe(band?.count);
  for (const j of s.results) {
    expect(j.salary_range).not.toBeNull();
    expect(j.salary_range?.min_lpa).toBeLessThan(10);
    expect(j.salary_range?.max_lpa).toBeGreaterThanOrEqual(6);
  }

  const industry = all.facets.industry[0];
  const i = (await get(`/api/searchjobs?industry=${encodeURIComponent(industry.value.toUpperCase())}`)).body;
  expect(i.count).toBe(industry.count);
  expect(i.results.every((j) => j.industry.toLowerCase() === industry.value.toLowerCase())).toBe(true);

  const e = (await get("/api/searchjobs?experience=4&work_mode=office")).body;
  expect(e.count).toBeGreaterThan(0);
  for (const j of e.results) {
    const [min, max] = String(j.experience).replace("+", "-").split("-");
    expect(Number(min)).toBeLessThanOrEqual(4);
    if (max) expect(Number(max)).toBeGreaterThanOrEqual(4);
    expect(j.work_mode).toBe("office");
  }
});

test("/api/jobs stays the plain list: filters there are ignored, as text and location always were", async () => {
  const plain = (await get("/api/jobs")).body;
  const filtered = (await get("/api/jobs?work_mode=remote&salary=25%2B")).body;
  expect(filtered.count).toBe(plain.count);
});

test("sort=date and relevance order the same matches", async () => {
  const rel = (await get("/api/searchjobs?query=sales")).body;
  const date = (await get("/api/searchjobs?query=sales&sort=date")).body;
  expect(rel.sort).toBe("relevance");
  expect(date.count).toBe(rel.count);
  const dates = date.results.map((j) => j.posted_date ?? "");
  expect([...dates].sort().reverse()).toEqual(dates);
  // Relevance puts title matches first.
  const firstNonTitle = rel.results.findIndex((j) => !j.job_title.toLowerCase().includes("sales"));
  const lastTitle = rel.results.findLastIndex((j) => j.job_title.toLowerCase().includes("sales"));
  if (firstNonTitle !== -1) expect(lastTitle).toBeLessThan(firstNonTitle);
});

test("no job is posted in the future; every job has a posted date", async () => {
  const today = new Date().toISOString().slice(0, 10);
  for (let page = 1; page <= 3; page++) {
    const { body } = await get(`/api/jobs?page=${page}`);
    for (const j of body.results) {
      expect(j.posted_date).not.toBeNull();
      // India is ahead of UTC: one day of slack.
      expect(
        j.posted_date! <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) || j.posted_date === today,
      ).toBe(true);
    }
  }
});
