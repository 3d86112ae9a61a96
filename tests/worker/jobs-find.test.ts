import { expect, test } from "vitest";
import { JobStore } from "#worker/jobs/codec/job-store";
import { normalizeJob } from "#worker/jobs/normalize";
import { type SearchFilters, searchJobs } from "#worker/jobs/search/search";
import { similarJobs } from "#worker/jobs/service";
import { sortNewest } from "#worker/jobs/sort-keys";
import type { Job } from "#worker/jobs/types";
import { atsJob } from "../fixtures/ats";

/*
 * Issue 16, on a small known set: filters, facet counts, order, localities,
 * related jobs. The HTTP side is in jobs-find-api.test.ts.
 */

const TODAY = "2026-11-24";

function job(overrides: Record<string, unknown>, firstSeen: string | null = null): Job {
  const n = normalizeJob(atsJob({ skills: "", ...overrides }));
  if (!n) throw new Error("fixture job invalid");
  // What the refresh does (snapshot.ts stampFirstSeen).
  n.job.firstSeen = firstSeen;
  n.job.postedAt = n.job.createdAt ?? firstSeen;
  return n.job;
}

const jobs = [
  job({
    id: 1,
    job_title: "Java Developer",
    client: "Javelin Soft",
    city: "Pune",
    states: "Maharashtra",
    location: "Viman Nagar",
    zip_code: "411014",
    experience: "2-5",
    salary: "6-9 LPA",
    remoteOpportunity: 0,
    industry: "IT Services",
    primary_skills: "Java, Spring",
    creation_date: "2026-11-24",
  }),
  job({
    id: 2,
    job_title: "Sales Manager",
    client: "Java House Foods",
    city: "Mumbai",
    states: "Maharashtra",
    location: "Andheri East",
    zip_code: "400069",
    experience: "5-8",
    salary: "₹50,000 - ₹70,000 per month",
    remoteOpportunity: 2,
    industry: "FMCG",
    primary_skills: "B2B sales",
    creation_date: "2026-11-22",
  }),
  job({
    id: 3,
    job_title: "Backend Engineer",
    client: "Indigrid",
    city: "Navi Mumbai",
    states: "Maharashtra",
    location: "Vashi",
    zip_code: "400703",
    experience: "3+",
    salary: "18 LPA",
    remoteOpportunity: 1,
    industry: "it services",
    primary_skills: "Java, Kafka",
    creation_date: "2026-11-10",
  }),
  job({
    id: 4,
    job_title: "Javascript Developer",
    client: "Ankurit Edulabs",
    city: "Bengaluru",
    states: "Karnataka",
    location: "Koramangala",
    zip_code: "560034",
    experience: "0-2",
    salary: null,
    remoteOpportunity: 1,
    industry: "Education",
    primary_skills: "React, Node",
    creation_date: "2026-10-01",
  }),
  // No creation date and a start date ahead: dated by the day first seen.
  job(
    {
      id: 5,
      job_title: "Sales Executive",
      client: "Nirmalya Home Care",
      city: "Mumbai",
      states: "Maharashtra",
      location: "Powai",
      zip_code: "400076",
      experience: "1-3",
      salary: "2.5-3.5 LPA",
      remoteOpportunity: 0,
      industry: "FMCG",
      primary_skills: "Field sales, B2B sales",
      creation_date: null,
      job_start_date: "2026-12-09",
    },
    "2026-11-20",
  ),
];
const index = JobStore.fromJobs(jobs);

function find(filters: SearchFilters) {
  const r = searchJobs(index, { today: TODAY, ...filters }, true);
  return { ids: r.positions.map((p) => index.idAt(p)), facets: r.facets, sort: r.sort };
}

const count = (options: { value: string; count: number }[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.count;

test.each([
  // Experience: the seeker's years within the job's min-max ("3+" is open-ended).
  [{ experience: 0 }, [4]],
  [{ experience: 2 }, [1, 5, 4]],
  [{ experience: 10 }, [3]],
  // Salary band in LPA: a monthly salary counts ×12 (50-70k → 6-8.4 LPA); a job overlaps a band.
  [{ salary: "6-10" }, [1, 2]],
  [{ salary: "3-6" }, [5]],
  [{ salary: "15-25" }, [3]],
  [{ salary: "25+" }, []],
  // Work mode.
  [{ work_mode: "office" }, [1, 5]],
  [{ work_mode: "hybrid" }, [2]],
  [{ work_mode: "remote" }, [3, 4]],
  // Industry, any case.
  [{ industry: "IT SERVICES" }, [1, 3]],
  // Posted within N days of today (first-seen counts for job 5).
  [{ posted: "1" }, [1]],
  [{ posted: "7" }, [1, 2, 5]],
  [{ posted: "30" }, [1, 2, 5, 3]],
  // Combined, and with the text and location boxes.
  [{ work_mode: "office", industry: "fmcg" }, [5]],
  [{ query: "sales", location: "mumbai", experience: 6 }, [2]],
  [{ location: "maharashtra", salary: "6-10", posted: "3" }, [1, 2]],
] as [SearchFilters, number[]][])("filter %o finds %o", (filters, expected) => {
  expect(find({ sort: "date", ...filters }).ids).toEqual(expected);
});

test("each option's count is what choosing it would find, with the other filters kept", () => {
  const { facets } = find({ work_mode: "office", industry: "FMCG" });
  // Work mode counted with the industry filter only: FMCG is one office and one hybrid job.
  expect(count(facets?.work_mode, "office")).toBe(1);
  expect(count(facets?.work_mode, "hybrid")).toBe(1);
  expect(count(facets?.work_mode, "remote")).toBe(0);
  // Industry counted with the work mode only: office jobs are one IT Services, one FMCG.
  expect(count(facets?.industry, "FMCG")).toBe(1);
  expect(count(facets?.industry, "IT Services")).toBe(1);
  // Others counted with both: job 5 only.
  expect(count(facets?.salary, "3-6")).toBe(1);
  expect(count(facets?.salary, "6-10")).toBe(0);
  expect(count(facets?.experience, "2")).toBe(1);
  expect(count(facets?.posted, "7")).toBe(1);
  for (const facet of Object.values(facets ?? {}))
    for (const option of facet) {
      // Choosing any option gives exactly its count.
      const key = Object.entries(facets ?? {}).find(([, v]) => v === facet)?.[0] as keyof SearchFilters;
      const value = key === "experience" ? Number(option.value) : option.value;
      expect(find({ work_mode: "office", industry: "FMCG", [key]: value }).ids.length, `${key}=${option.value}`).toBe(
        option.count,
      );
    }
});

test("an industry stored in two cases is one option; the list has labels", () => {
  const { facets } = find({});
  expect(facets?.industry.filter((o) => o.value.toLowerCase() === "it services")).toEqual([
    { value: "IT Services", label: "IT Services", count: 2 },
  ]);
  expect(facets?.salary.map((o) => o.value)).toEqual(["0-3", "3-6", "6-10", "10-15", "15-25", "25+"]);
  expect(facets?.posted.map((o) => [o.value, o.count])).toEqual([
    ["1", 1],
    ["3", 2],
    ["7", 3],
    ["30", 4],
  ]);
});

test("relevance: title above skills above company; exact words above prefixes", () => {
  // "java": title exact (1), title prefix "javascript" (4), skills (3), company (2).
  const { ids, sort } = find({ query: "java" });
  expect(sort).toBe("relevance");
  expect(ids).toEqual([1, 4, 3, 2]);
  // Sorting by date keeps the same matches, newest first.
  expect(find({ query: "java", sort: "date" }).ids).toEqual([1, 2, 3, 4]);
  // "sales": both titles match exactly; both also in skills; ties go newest first.
  expect(find({ query: "sales" }).ids).toEqual([2, 5]);
  // Without a query the default is date.
  expect(find({}).sort).toBe("date");
});

test.each([
  ["Viman Nagar", [1]],
  ["viman nagar, pune", [1]],
  ["Andheri", [2]],
  ["Navi Mumbai", [3]],
  ["vashi", [3]],
  ["mumbai", [2, 5, 3]],
  ["bombay", [2, 5]],
  ["411014", [1]],
])("the location %s finds jobs stored there", (location, expected) => {
  expect(find({ location }).ids).toEqual(expected);
});

test("undated jobs sort by the day first seen and never above a job created the same day", () => {
  const today = job({ id: 10, creation_date: TODAY });
  const seenToday = job({ id: 11, creation_date: null, job_start_date: "2026-12-09" }, TODAY);
  const never = job({ id: 12, creation_date: null, job_start_date: "2027-01-01" });
  expect(sortNewest([never, seenToday, today]).map((j) => j.id)).toEqual([10, 11, 12]);
});

test("related jobs: alike in title and skills first, then city or state, then industry; never the job", () => {
  const related = similarJobs(index, jobs[1], 4).map((j) => j.id);
  // Sales Manager (Mumbai, FMCG): Sales Executive shares title and skills; then Maharashtra jobs.
  expect(related[0]).toBe(5);
  expect(related).not.toContain(2);
  expect(related.slice(1, 3).sort()).toEqual([1, 3]);
  expect(related[3]).toBe(4);
  const forJava = similarJobs(index, jobs[0], 10).map((j) => j.id);
  // Java Developer: the Javascript Developer shares a title word (worth three skills), then
  // the Backend Engineer shares the Java skill.
  expect(forJava.slice(0, 2)).toEqual([4, 3]);
  expect(forJava).toHaveLength(4);
});
