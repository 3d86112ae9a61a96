import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

interface ApiJob {
  id: number;
  job_title: string;
  client: string;
  city: string;
  primary_skills: string;
  job_description?: string;
  apply_job_without_registration: string | null;
  creation_date: string | null;
  posted_date: string | null;
  job_start_date: string | null;
}
interface Envelope {
  count: number;
  num_pages: number;
  limit: number;
  page_number: number;
  page_count: number;
  next: string | null;
  previous: string | null;
  results: ApiJob[];
}

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { headers }));
}

async function json<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

test("GET /api/jobs answers the ATS envelope, 20 a page, newest first", async () => {
  const body = await json<Envelope>("/api/jobs");
  expect(body.count).toBeGreaterThanOrEqual(300);
  expect(body).toMatchObject({ limit: 20, page_number: 1, page_count: 20, previous: null });
  expect(body.num_pages).toBe(Math.ceil(body.count / 20));
  // On the configured origin (SITE_ORIGIN in wrangler.jsonc), not the request's host: changed by issue 13.
  expect(body.next).toBe("https://www.kshitijtalent.example/api/jobs?page=2");
  // Issue 16: ordered by posted_date (creation date, else the day first seen), never the start date.
  const dates = body.results.map((j) => j.posted_date ?? "");
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(body.results[0].job_description).toBeUndefined();

  const page2 = await json<Envelope>("/api/jobs?page=2");
  expect(page2.previous).toBe("https://www.kshitijtalent.example/api/jobs?page=1");
  expect(page2.results[0].id).not.toBe(body.results[0].id);
});

test("next/previous links ignore a forged Host header (the answer is publicly cached)", async () => {
  const res = await exports.default.fetch(
    new Request("http://evil.example/api/searchjobs?query=java&page=2", { headers: { Host: "evil.example" } }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as Envelope;
  expect(body.previous).toBe("https://www.kshitijtalent.example/api/searchjobs?query=java&page=1");
  expect(JSON.stringify(body)).not.toContain("evil.example");
  const list = (await (
    await exports.default.fetch(new Request("http://127.0.0.1/api/jobs", { headers: { Host: "evil.example" } }))
  ).json()) as Envelope;
  expect(list.next).toBe("https://www.kshitijtalent.example/api/jobs?page=2");
});

test("a page past the end is an honest empty page", async () => {
  const body = await json<Envelope>("/api/jobs?page=500");
  expect(body.results).toEqual([]);
  expect(body.page_count).toBe(0);
  expect(body.next).toBeNull();
});

test.each([
  "/api/jobs?page=0",
  "/api/jobs?page=-1",
  "/api/jobs?page=abc",
  "/api/jobs?page=1.5",
  "/api/jobs?page=1000000000",
  `/api/searchjobs?query=${"a".repeat(201)}`,
  `/api/searchjobs?location=${"b".repeat(201)}`,
  "/api/searchjobs?query=java&page=0",
])("bad input %s is a 400 JSON error with field messages", async (path) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  const body = (await res.json()) as { error: string; fields: Record<string, string[]> };
  expect(body.error).toBe("Invalid search parameters");
  expect(Object.keys(body.fields).length).toBeGreaterThan(0);
});

test.each(["abc", "1.5", "-3", "0", "9".repeat(20)])("a malformed job id (%s) is a 400", async (id) => {
  const res = await get(`/api/jobs/${id}`);
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: "Invalid job id" });
});

test("a missing job is a 404 with the documented body", async () => {
  const res = await get("/api/jobs/1");
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: "Job not found" });
});

test("one job carries its sanitised description and an http(s) apply URL", async () => {
  const list = await json<Envelope>("/api/jobs");
  const job = await json<ApiJob>(`/api/jobs/${list.results[0].id}`);
  expect(job.id).toBe(list.results[0].id);
  expect(job.job_description).toMatch(/^<(p|h3|ul)/);
  expect(job.job_description).not.toMatch(/<script|on\w+=/i);
  if (job.apply_job_without_registration) expect(job.apply_job_without_registration).toMatch(/^https?:\/\//);
});

test("search is a case-insensitive substring over title, client and skills, with city aliases", async () => {
  const java = await json<Envelope>("/api/searchjobs?query=JAVA");
  expect(java.count).toBeGreaterThan(0);
  for (const j of java.results)
    expect(`${j.job_title} ${j.client} ${j.primary_skills}`.toLowerCase()).toContain("java");

  const bangalore = await json<Envelope>("/api/searchjobs?location=bangalore");
  const bengaluru = await json<Envelope>("/api/searchjobs?location=Bengaluru");
  expect(bangalore.count).toBeGreaterThan(0);
  expect(bangalore.count).toBe(bengaluru.count);
  for (const j of bangalore.results) expect(j.city).toContain("Bengaluru");

  const both = await json<Envelope>("/api/searchjobs?query=java&location=bangalore&page=1");
  expect(both.count).toBeLessThanOrEqual(java.count);
  expect(both).toMatchObject({ limit: 20, page_number: 1 });
  const none = await json<Envelope>("/api/searchjobs?query=zzzzqqq");
  expect(none).toMatchObject({ count: 0, results: [], next: null });
});

test("the company's own openings are matched by the configured name", async () => {
  const body = await json<{ count: number; results: ApiJob[] }>("/api/skywingsjobs");
  expect(body.count).toBeGreaterThan(10);
  expect(body.results).toHaveLength(body.count);
  for (const j of body.results) expect(j.client).toBe("Kshitij Talent Partners");
});

test("job answers are cacheable with an ETag that revalidates to 304", async () => {
  const first = await get("/api/jobs?page=3");
  const etag = first.headers.get("ETag");
  expect(etag).toBeTruthy();
  expect(first.headers.get("Cache-Control")).toContain("s-maxage=");
  expect(first.headers.get("Cache-Control")).toContain("stale-while-revalidate=");
  expect(first.headers.get("X-Snapshot-Age")).toMatch(/^\d+$/);
  const second = await get("/api/jobs?page=3", { "If-None-Match": etag as string });
  expect(second.status).toBe(304);
});

test("health reports the snapshot's age, job count and last refresh", async () => {
  await get("/api/jobs");
  const body = (await (await get("/api/health")).json()) as {
    jobs: { snapshot: { ageSeconds: number; jobCount: number; source: string }; lastRefresh: { ok: boolean } };
  };
  expect(body.jobs.snapshot.jobCount).toBeGreaterThanOrEqual(300);
  expect(body.jobs.snapshot.source).toBe("embedded");
  expect(body.jobs.snapshot.ageSeconds).toBeGreaterThanOrEqual(0);
  expect(body.jobs.lastRefresh.ok).toBe(true);
});
