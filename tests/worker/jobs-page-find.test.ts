import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { relatedJobs } from "#worker/jobs/service";

/* Issue 16 on /jobdetails/:id with the embedded jobs: related, dates, place, apply. */

interface ApiJob {
  id: number;
  job_title: string;
  creation_date: string | null;
  job_start_date: string | null;
  posted_date: string | null;
  location: string;
  city: string;
}

async function allJobs(): Promise<ApiJob[]> {
  const out: ApiJob[] = [];
  for (let page = 1; ; page++) {
    const res = await exports.default.fetch(new Request(`http://127.0.0.1/api/jobs?page=${page}`));
    const body = (await res.json()) as { results: ApiJob[]; num_pages: number };
    out.push(...body.results);
    if (page >= body.num_pages) return out;
  }
}

async function page(id: number) {
  const res = await exports.default.fetch(new Request(`http://127.0.0.1/jobdetails/${id}`));
  expect(res.status).toBe(200);
  return res.text();
}

function jsonLdPosting(html: string): Record<string, unknown> {
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const value = JSON.parse(m[1]);
    for (const item of Array.isArray(value) ? value : [value]) if (item["@type"] === "JobPosting") return item;
  }
  throw new Error("no JobPosting");
}

test("related jobs are the similar ones, never the job itself, not simply the newest", async () => {
  const jobs = await allJobs();
  const job = jobs[7];
  const html = await page(job.id);
  const section = html.slice(html.indexOf('id="related-heading"'));
  const shown = [...section.matchAll(/href="\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1]));
  const ctx = createExecutionContext();
  const expected = (await relatedJobs(env, ctx, job.id, 10)).map((j) => j.id);
  await waitOnExecutionContext(ctx);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).not.toContain(job.id);
  expect(shown).toEqual(expected.slice(0, shown.length));
  const newest = jobs.filter((j) => j.id !== job.id).map((j) => j.id);
  expect(shown).not.toEqual(newest.slice(0, shown.length));
});

test("an undated job with a start date ahead says when it starts, never a future Posted date", async () => {
  const jobs = await allJobs();
  const today = new Date().toISOString().slice(0, 10);
  const undated = jobs.find((j) => !j.creation_date && j.job_start_date && j.job_start_date > today);
  expect(undated, "the embedded data has such a job").toBeDefined();
  const html = await page(undated!.id);
  const [y, m, d] = undated!.job_start_date!.split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  expect(html).toContain(`Starts ${d} ${month} ${y}`);
  const posting = jsonLdPosting(html);
  expect(posting.datePosted).toBe(undated!.posted_date);
  expect(String(posting.datePosted) <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)).toBe(true);
  expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
  expect(posting.employmentType).toBeTruthy();
  // Undated jobs never sort above jobs created today or later ones: posted_date orders the list.
  const dates = jobs.map((j) => j.posted_date ?? "");
  expect([...dates].sort().reverse()).toEqual(dates);
});

test("every job page has datePosted; remote ones TELECOMMUTE in India; salaries per year", async () => {
  const jobs = (await allJobs()).slice(0, 40);
  for (const job of jobs) {
    const posting = jsonLdPosting(await page(job.id));
    expect(posting.datePosted, String(job.id)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (posting.jobLocationType)
      expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    const salary = posting.baseSalary as { value: { unitText: string } } | undefined;
    if (salary) expect(["YEAR", "HOUR"]).toContain(salary.value.unitText);
  }
});

test("Submit your resume links to the resume form with the job", async () => {
  const [job] = await allJobs();
  const html = await page(job.id);
  expect(html).toContain(`href="/jobdetails/${job.id}/apply"`);
  expect(html).toContain('class="apply-bar"');
});
