import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, expect, test } from "vitest";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 24: a search in Devanagari finds what its English finds, through
 * /api/searchjobs and the /job page (and its /hi twin).
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const job = (title: string, city: string, states: string, primary_skills = "Communication") =>
  atsJob({ job_title: title, city, states, location: city, primary_skills, skills: primary_skills });
const JOBS = [
  job("Delivery Driver", "Pune", "Maharashtra", "Two-wheeler, Route planning"),
  job("Sales Executive", "Pune", "Maharashtra"),
  job("Accountant", "Delhi", "Delhi", "Tally, GST"),
  job("Staff Nurse", "Gurugram", "Haryana", "Patient care"),
  job("Security Guard", "Noida", "Uttar Pradesh"),
  job("Car Driver", "Mumbai", "Maharashtra", "Driving licence"),
  job("Electrician", "Lucknow", "Uttar Pradesh", "Wiring"),
  job("Receptionist", "Bengaluru", "Karnataka", "Front desk"),
];
const idOf = (title: string) => JOBS.find((j) => j.job_title === title)?.id as number;

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
  server.use(...atsHandlers(JOBS));
  await refreshSnapshot(atsEnv(env), { now: Date.now() });
});
afterAll(() => server.close());

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), atsEnv(env), ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

async function ids(query: string, location = ""): Promise<number[]> {
  const params = new URLSearchParams({ query, location, sort: "date" });
  const { res, text } = await get(`/api/searchjobs?${params}`);
  expect(res.status, text.slice(0, 200)).toBe(200);
  return (JSON.parse(text) as { results: { id: number }[] }).results.map((j) => j.id).sort();
}

test.each([
  ["", "पुणे", "", "Pune"],
  ["", "दिल्ली", "", "Delhi"],
  ["", "बेंगलुरु", "", "Bengaluru"],
  ["", "बैंगलोर", "", "Bangalore"],
  ["", "उत्तर प्रदेश", "", "Uttar Pradesh"],
  ["", "महाराष्ट्र", "", "Maharashtra"],
  ["ड्राइवर", "", "driver", ""],
  ["सेल्स", "पुणे", "sales", "Pune"],
  ["driver", "मुंबई", "driver", "Mumbai"],
  ["नर्स", "दिल्ली", "nurse", "Delhi"],
  ["सिक्योरिटी गार्ड", "", "security guard", ""],
  ["अकाउंटेंट", "", "accountant", ""],
  ["इलेक्ट्रीशियन", "लखनऊ", "electrician", "Lucknow"],
  ["रिसेप्शनिस्ट", "", "receptionist", ""],
  ["डिलीवरी", "", "delivery", ""],
])("query %j location %j finds what %j in %j finds", async (hq, hl, eq, el) => {
  const english = await ids(eq, el);
  expect(english.length).toBeGreaterThan(0);
  expect(await ids(hq, hl)).toEqual(english);
});

test("दिल्ली finds the Delhi NCR jobs, the same as Delhi", async () => {
  const found = await ids("", "दिल्ली");
  expect(found).toEqual([idOf("Accountant"), idOf("Staff Nurse"), idOf("Security Guard")].sort());
});

test("ड्राइवर finds both driver jobs; पुणे the two Pune jobs", async () => {
  expect(await ids("ड्राइवर", "")).toEqual([idOf("Delivery Driver"), idOf("Car Driver")].sort());
  expect(await ids("", "पुणे")).toEqual([idOf("Delivery Driver"), idOf("Sales Executive")].sort());
});

test("an unknown Devanagari word finds nothing rather than everything", async () => {
  expect(await ids("क्षितिजपुरम", "")).toEqual([]);
  expect(await ids("", "क्षितिजपुरम")).toEqual([]);
  expect(await ids("ड्राइवर क्षितिजपुरम", "")).toEqual([]);
});

test("the /job page (and its Hindi twin) lists the same jobs for a Devanagari search", async () => {
  const linked = (html: string) =>
    [...new Set([...html.matchAll(/href="(?:\/hi)?\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1])))].sort();
  const params = new URLSearchParams({ query: "ड्राइवर", location: "पुणे" });
  const page = await get(`/job?${params}`);
  expect(page.res.status).toBe(200);
  expect(linked(page.text)).toEqual([idOf("Delivery Driver")]);
  const hi = await get(`/hi/job?${params}`);
  expect(hi.res.status).toBe(200);
  expect(linked(hi.text)).toEqual([idOf("Delivery Driver")]);
  // The box keeps what was typed.
  expect(page.text).toContain('value="ड्राइवर"');
});
