import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { MAX_SAVED_JOBS } from "#shared/schemas/saved-jobs";

/* Saved jobs (issue 17): the browser keeps the list and asks GET /api/jobs?ids=… which are still open. */

interface Lookup {
  count: number;
  results: { id: number; job_title: string; client: string; city: string }[];
  closed: number[];
}
interface ApiError {
  error: string;
  fields?: Record<string, string[]>;
}

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

async function listedIds(n: number): Promise<number[]> {
  const res = await get("/api/jobs");
  const body = (await res.json()) as { results: { id: number }[] };
  return body.results.slice(0, n).map((job) => job.id);
}

/** An id the snapshot does not hold: a job that has closed since it was saved. */
const CLOSED_ID = 987_654_321;

test("open jobs come back in the order asked; a job no longer listed is reported closed", async () => {
  const [a, b, c] = await listedIds(3);
  const res = await get(`/api/jobs?ids=${c},${CLOSED_ID},${a},${b}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
  const body = (await res.json()) as Lookup;
  expect(body.results.map((job) => job.id)).toEqual([c, a, b]);
  expect(body.count).toBe(3);
  expect(body.closed).toEqual([CLOSED_ID]);
  // Each open job is the API's usual job, so the browser renders the same card as the search.
  const one = (await (await get(`/api/jobs/${c}`)).json()) as Lookup["results"][number];
  expect(body.results[0]).toMatchObject({ job_title: one.job_title, client: one.client, city: one.city });
});

test("every id closed is still a 200 that names them all", async () => {
  const res = await get(`/api/jobs?ids=${CLOSED_ID},${CLOSED_ID + 1}`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ count: 0, results: [], closed: [CLOSED_ID, CLOSED_ID + 1] });
});

test("a repeated id is looked up once", async () => {
  const [a] = await listedIds(1);
  const body = (await (await get(`/api/jobs?ids=${a},${a},0${a}`)).json()) as Lookup;
  expect(body.results.map((job) => job.id)).toEqual([a]);
});

test.each([
  ["", "Give at least one job id."],
  ["abc", "Job ids are whole numbers separated by commas, e.g. 12,34."],
  ["1,,2", "Job ids are whole numbers separated by commas, e.g. 12,34."],
  ["1;2", "Job ids are whole numbers separated by commas, e.g. 12,34."],
  ["-3", "Job ids are whole numbers separated by commas, e.g. 12,34."],
  ["0", "Job ids are positive whole numbers."],
  ["12,0", "Job ids are positive whole numbers."],
])("ids=%j is a 400 with the field's error", async (ids, message) => {
  const res = await get(`/api/jobs?ids=${encodeURIComponent(ids)}`);
  expect(res.status).toBe(400);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(await res.json()).toEqual({ error: "Invalid job ids", fields: { ids: [message] } });
});

test("the longest id the job pages accept is looked up, not refused", async () => {
  const res = await get("/api/jobs?ids=999999999999");
  expect(res.status).toBe(200);
  expect(((await res.json()) as Lookup).closed).toEqual([999_999_999_999]);
});

test(`at most ${MAX_SAVED_JOBS} ids at a time`, async () => {
  const ids = Array.from({ length: MAX_SAVED_JOBS }, (_, i) => CLOSED_ID + i);
  const ok = await get(`/api/jobs?ids=${ids.join(",")}`);
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as Lookup).closed).toHaveLength(MAX_SAVED_JOBS);

  const over = await get(`/api/jobs?ids=${[...ids, CLOSED_ID + MAX_SAVED_JOBS].join(",")}`);
  expect(over.status).toBe(400);
  const body = (await over.json()) as ApiError;
  expect(body.fields?.ids).toEqual([`At most ${MAX_SAVED_JOBS} job ids at a time.`]);

  // A very long value is refused before it is split.
  const long = await get(`/api/jobs?ids=${"1,".repeat(5000)}1`);
  expect(long.status).toBe(400);
  expect(((await long.json()) as ApiError).fields?.ids).toEqual([`At most ${MAX_SAVED_JOBS} job ids at a time.`]);
});

test("without ids, /api/jobs is the plain list it always was", async () => {
  const body = (await (await get("/api/jobs?query=java")).json()) as { count: number; page_number: number };
  expect(body.page_number).toBe(1);
  expect(body.count).toBeGreaterThanOrEqual(300);
});

test("the lookup is cacheable like the list, and revalidates to 304", async () => {
  const [a] = await listedIds(1);
  const res = await get(`/api/jobs?ids=${a}`);
  const etag = res.headers.get("ETag");
  expect(etag).toBeTruthy();
  expect(res.headers.get("Cache-Control")).toMatch(/max-age=60/);
  const again = await exports.default.fetch(
    new Request(`http://127.0.0.1/api/jobs?ids=${a}`, { headers: { "If-None-Match": etag ?? "" } }),
  );
  expect(again.status).toBe(304);
});
