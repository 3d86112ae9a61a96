import { expect, test } from "vitest";
import { aliasesOf } from "#shared/content/places";
import { encodeIndex } from "#worker/jobs/codec/encode";
import { JobStore } from "#worker/jobs/codec/job-store";
import { normalizeJob } from "#worker/jobs/normalize";
import { paginate, searchIndex } from "#worker/jobs/search/search";
import type { Job } from "#worker/jobs/types";
import { atsJob } from "../fixtures/ats";

function job(overrides: Record<string, unknown>): Job {
  const n = normalizeJob(atsJob(overrides));
  if (!n) throw new Error("fixture job invalid");
  return n.job;
}

const jobs = [
  job({
    id: 1,
    job_title: "Java Developer",
    client: "Indigrid",
    city: "Bengaluru",
    states: "Karnataka",
    zip_code: "560102",
    primary_skills: "Java, Spring",
    creation_date: "2026-11-01",
  }),
  job({
    id: 2,
    job_title: "Sales Officer",
    client: "Nirmalya Home Care",
    city: "Gurugram",
    states: "Haryana",
    zip_code: "122002",
    primary_skills: "FMCG, Distribution",
    creation_date: "2026-11-03",
  }),
  job({
    id: 3,
    job_title: "Staff Nurse",
    client: "Vedantika Health",
    city: "Mumbai",
    states: "Maharashtra",
    zip_code: "400001",
    primary_skills: "Patient care",
    creation_date: "",
    job_start_date: "2026-11-05",
  }),
  job({
    id: 4,
    job_title: "Accountant",
    client: "Javelin Finance",
    city: "Kochi",
    states: "Kerala",
    zip_code: "682001",
    primary_skills: "Tally, GST",
    creation_date: "2026-10-01",
  }),
  job({
    id: 5,
    job_title: "Data Analyst",
    client: "Arunika Fintech",
    city: "[Noida, Delhi]",
    states: "Uttar Pradesh / Delhi",
    zip_code: "201301",
    primary_skills: "SQL, Python",
    creation_date: "2026-11-03",
  }),
  job({
    id: 6,
    job_title: "Teacher",
    client: "Ankurit Edulabs",
    city: "Vadodara",
    states: "Gujarat",
    zip_code: "390001",
    primary_skills: "English",
    creation_date: null,
    job_start_date: null,
  }),
];
const index = JobStore.fromJobs(jobs);
const ids = (filters: { query?: string; location?: string }) => searchIndex(index, filters).map((p) => index.idAt(p));

// Changed by issue 16: a start date (job 3's, possibly ahead) no longer dates a job; only
// the creation date or the day the refresh first saw it (none here) do.
test("newest first by creation date; undated last; ties by higher id", () => {
  expect(index.allPositions().map((p) => index.idAt(p))).toEqual([5, 2, 1, 4, 6, 3]);
});

test.each([
  [{}, [5, 2, 1, 4, 6, 3]],
  // Text: title, client, primary skills; case-insensitive substring.
  [{ query: "JAVA" }, [1]],
  [{ query: "jav" }, [1, 4]],
  [{ query: "home care" }, [2]],
  [{ query: "tally" }, [4]],
  [{ query: "sql" }, [5]],
  [{ query: "  data   analyst " }, [5]],
  [{ query: "nurse", location: "bombay" }, [3]],
  // Location: city, country, PIN, states and aliases.
  [{ location: "bangalore" }, [1]],
  [{ location: "Bengaluru" }, [1]],
  [{ location: "bengal" }, [1]],
  [{ location: "gurgaon" }, [2]],
  [{ location: "Bombay" }, [3]],
  [{ location: "cochin" }, [4]],
  [{ location: "baroda" }, [6]],
  [{ location: "karnataka" }, [1]],
  [{ location: "560102" }, [1]],
  [{ location: "5601" }, [1]],
  [{ location: "india" }, [5, 2, 1, 4, 6, 3]],
  // Gurugram and Noida are in Delhi NCR, so "delhi" finds them as well.
  [{ location: "delhi" }, [5, 2]],
  [{ location: "ncr" }, [5, 2]],
  [{ location: "delhi ncr" }, [5, 2]],
  [{ location: "uttar pradesh" }, [5]],
  [{ query: "java", location: "mumbai" }, []],
  [{ query: "zzz" }, []],
  // Several words: each must match somewhere (title, client or skills), in any order.
  [{ query: "developer java" }, [1]],
  [{ query: "spring developer" }, [1]],
  [{ query: "analyst python" }, [5]],
  [{ query: "nurse, patient" }, [3]],
  [{ query: "java nurse" }, []],
  [{ location: "bengaluru, karnataka" }, [1]],
  [{ location: "Mumbai Maharashtra" }, [3]],
  [{ location: "mumbai kerala" }, []],
])("search %j finds %j", (filters, expected) => {
  expect(ids(filters)).toEqual(expected);
});

test("everything the plain substring rule finds is still found", () => {
  const terms = ["a", "an", "ja", "pu", "mum", "e", "ur", "kar", "12", "ar"];
  for (const term of terms) {
    const plainText = jobs.filter((j) =>
      [j.title, j.client, j.primarySkills.join(", ")].some((f) => f.toLowerCase().includes(term)),
    );
    const plainPlace = jobs.filter((j) => [j.city, j.country, j.zipCode].some((f) => f.toLowerCase().includes(term)));
    const foundText = new Set(ids({ query: term }));
    const foundPlace = new Set(ids({ location: term }));
    for (const j of plainText) expect(foundText.has(j.id), `query ${term} → ${j.id}`).toBe(true);
    for (const j of plainPlace) expect(foundPlace.has(j.id), `location ${term} → ${j.id}`).toBe(true);
  }
});

test("pagination: 20 a page, honest empty page past the end", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  expect(paginate(items, 1)).toMatchObject({ count: 45, numPages: 3, page: 1 });
  expect(paginate(items, 3).results).toEqual([40, 41, 42, 43, 44]);
  expect(paginate(items, 4).results).toEqual([]);
  expect(paginate([], 1)).toMatchObject({ count: 0, numPages: 1, results: [] });
});

// The stored index (worker/jobs/codec/) gives back exactly what normalize.ts made.
const edgeJobs = [
  ...jobs,
  job({ id: 7, job_title: "ΟΔΟΣ Σ lead", client: "ΑΣ", city: ["Pune, Mumbai", "Σ"], states: [], skills: "" }),
  job({ id: 8, job_title: "ΑΣ' ΒΣ. ΣΑ", client: "ΑΣ\u0301", primary_skills: ["ΑΣ", "ΣΣ", "Σ'"], zip_code: "Σ" }),
  job({ id: 9, job_title: "İstanbul ǅ", client: "", city: "", states: "", country: "", primary_skills: "" }),
  job({ id: 10, experience: "3+", remoteOpportunity: "hybrid", pay_rate___salary: "12,000", salary: "₹ 5 LPA" }),
  job({ id: 11, primary_skills: "A, B", skills: "A, B", job_code: "J-1", apply_job_without_registration: null }),
];
const stored = JobStore.load(JSON.parse(JSON.stringify(encodeIndex(edgeJobs))));

test("every job comes back from the stored index as it went in, fields in the same order", () => {
  expect(stored).not.toBeNull();
  const byId = new Map(edgeJobs.map((j) => [j.id, j]));
  for (let p = 0; p < (stored?.size ?? 0); p++) {
    const original = byId.get(stored?.idAt(p) ?? -1);
    expect(JSON.stringify(stored?.jobAt(p))).toBe(JSON.stringify(original));
    expect(stored?.find(original?.id ?? -1)).toEqual(original);
  }
  expect(stored?.find(12345)).toBeUndefined();
});

test("the search text built on load is the text of the job's fields, lower-cased whole", () => {
  const texts = stored?.searchTexts() ?? [];
  const places = stored?.placeTexts() ?? [];
  for (let p = 0; p < (stored?.size ?? 0); p++) {
    const j = stored?.jobAt(p) as Job;
    expect(texts[p]).toBe([j.title, j.client, j.primarySkills.join(", ")].join("\n").toLowerCase());
    const where = [...j.cities, j.country, j.zipCode, ...j.states, j.location];
    expect(places[p]).toBe([...where, ...where.flatMap(aliasesOf)].join("\n").toLowerCase());
  }
});

test.each([
  ["the previous release's index (an array of jobs)", () => [{ job: jobs[0], text: "x", place: "y", posted: 1 }]],
  ["another format number", () => ({ ...encodeIndex(jobs), format: 1 })],
  ["a string position past the table", () => ({ ...encodeIndex(jobs), title: [0, 1, 2, 3, 4, 999] })],
  ["a column shorter than the jobs", () => ({ ...encodeIndex(jobs), client: [0] })],
  ["a list column that does not add up", () => ({ ...encodeIndex(jobs), cities: [1, 0] })],
  ["a remote mode that is not one", () => ({ ...encodeIndex(jobs), remote: encodeIndex(jobs).title })],
  ["null", () => null],
])("the structural guard rejects %s", (_name, value) => {
  expect(JobStore.load(value())).toBeNull();
});

test("Karnataka's renamed cities: a job filed under the old name is found by the new one, and the new by the old", () => {
  const renamed = [
    ["Mangalore", "mangaluru"],
    ["Hubli", "hubballi"],
    ["Belgaum", "belagavi"],
    ["Gulbarga", "kalaburagi"],
    ["Shimoga", "shivamogga"],
    ["Tumkur", "tumakuru"],
    ["Bellary", "ballari"],
    ["Bijapur", "vijayapura"],
  ];
  const store = JobStore.fromJobs(
    renamed.flatMap(([old, official], i) => [
      job({ id: 100 + i, job_title: "Driver", client: "Acme", city: old }),
      job({ id: 200 + i, job_title: "Driver", client: "Acme", city: official[0].toUpperCase() + official.slice(1) }),
    ]),
  );
  const found = (location: string) =>
    searchIndex(store, { location })
      .map((p) => store.idAt(p))
      .sort();
  for (const [i, [old, official]] of renamed.entries()) {
    expect(found(official), official).toEqual([100 + i, 200 + i]);
    expect(found(old.toLowerCase()), old).toEqual([100 + i, 200 + i]);
  }
  // As a Kannada seeker types them: the new name with an ending, the old name.
  expect(found("ಮಂಗಳೂರಿನಲ್ಲಿ")).toEqual([100, 200]);
  expect(found("ಬೆಳಗಾಂ")).toEqual([102, 202]);
  expect(found("ಗುಲ್ಬರ್ಗಾ")).toEqual([103, 203]);
});
