import { expect, test } from "vitest";
import { encodeIndex, encodeShards } from "#worker/jobs/codec/encode";
import { JobStore } from "#worker/jobs/codec/job-store";
import embedded from "#worker/jobs/data/embedded-jobs.json";
import { normalizeJob } from "#worker/jobs/normalize";
import { searchIndex, searchJobs } from "#worker/jobs/search/search";
import { searchWords } from "#worker/jobs/search/words";
import { similarJobs } from "#worker/jobs/service";
import { sortNewest, titleWords } from "#worker/jobs/sort-keys";
import type { Job } from "#worker/jobs/types";
import { atsJob } from "../fixtures/ats";

/*
 * Issue 23 at 100,000 jobs: the search matches each distinct string once
 * instead of a text built per job, related jobs are scored from the jobs that
 * share a title word or skill, and the shards of an index are merged without
 * looking up every job's own strings. Each must give exactly what the simple
 * definition gives: checked here against that definition on the demo jobs
 * (340, many alike) and a few made to sit on the edges.
 */

const TODAY = "2026-11-24";

function normalized(record: unknown, firstSeen = TODAY): Job | null {
  const n = normalizeJob(record);
  if (!n) return null;
  n.job.firstSeen = firstSeen;
  n.job.postedAt = n.job.createdAt ?? firstSeen;
  return n.job;
}

const extra = [
  // Words that would match across two fields or two skills if they were joined without a boundary.
  atsJob({ id: 900001, job_title: "Java", client: "Script House", primary_skills: "React, Native", skills: "" }),
  atsJob({ id: 900002, job_title: "Data Entry Operator", client: "Javelin", primary_skills: "MS Excel", skills: "" }),
  // Shares no title word or skill with any other job: its related jobs come from the whole list.
  atsJob({
    id: 900003,
    job_title: "Zymurgist",
    client: "Quux Brewing",
    primary_skills: "Fermentology",
    skills: "",
    city: "Pune",
    industry: "Brewing",
  }),
];
const jobs = [...(embedded.jobs as unknown[]), ...extra].map((r) => normalized(r)).filter((j): j is Job => j !== null);
const index = JobStore.fromJobs(jobs);

/** The definition the search had when it matched a text built per job: "title\nclient\nskill, skill", lower-cased. */
function referenceSearch(store: JobStore, query: string, location: string): number[] {
  const words = searchWords(query);
  const places = searchWords(location);
  const texts = store.searchTexts();
  const placeTexts = store.placeTexts();
  const matched: number[] = [];
  for (let i = 0; i < store.size; i++) {
    if (words.some((w) => !texts[i].includes(w))) continue;
    if (places.some((w) => !placeTexts[i].includes(w))) continue;
    matched.push(i);
  }
  if (words.length === 0) return matched;
  const wordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
  const relevance = (text: string) => {
    const titleEnd = text.indexOf("\n");
    const clientEnd = text.indexOf("\n", titleEnd + 1);
    let score = 0;
    for (const word of words) {
      const best = [0, 0, 0];
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
        const field = at < titleEnd ? 0 : at < clientEnd ? 2 : 1;
        const starts = at === 0 || !wordChar(text.charCodeAt(at - 1));
        const end = at + word.length;
        const ends = end >= text.length || !wordChar(text.charCodeAt(end));
        const kind = starts ? (ends ? 9 : 3) : 1;
        best[field] = Math.max(best[field], kind);
      }
      score += best[0] * 10_000 + best[1] * 100 + best[2];
    }
    return score;
  };
  const scores = new Map(matched.map((i) => [i, relevance(texts[i])]));
  return matched.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
}

const QUERIES: [string, string][] = [
  ["java", ""],
  ["javascript", ""],
  ["react native", ""],
  ["native", ""],
  ["script", ""],
  ["sales manager", ""],
  ["engineer", ""],
  ["Developer, java", ""],
  ["a", ""],
  ["excel", ""],
  ["jav", ""],
  ["", "pune"],
  ["", "bangalore"],
  ["", "bengaluru"],
  ["", "delhi ncr"],
  ["", "maharashtra"],
  ["", "411014"],
  ["", "india"],
  ["developer", "bengaluru"],
  ["teacher", "mumbai"],
  ["manager", "ncr"],
  ["zzzz-no-such-role", ""],
];

test("search by distinct strings finds and orders exactly what the per-job text found", () => {
  let found = 0;
  for (const [query, location] of QUERIES) {
    const got = searchIndex(index, { query, location, sort: query ? "relevance" : "date" });
    expect(got, `${query} / ${location}`).toEqual(referenceSearch(index, query, location));
    found += got.length;
  }
  expect(found).toBeGreaterThan(300);
  // A word never spans two fields or two skills.
  const ids = (query: string) => searchIndex(index, { query }).map((p) => index.idAt(p));
  expect(ids("javascript")).not.toContain(900001);
  expect(ids("reactnative")).toEqual([]);
  expect(ids("react native")).toContain(900001);
});

/** Related jobs by their definition: every other job scored, best first, ties newest first. */
function referenceRelated(all: Job[], position: number, limit: number): number[] {
  const lower = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase().trim()));
  const of = (j: Job) => ({
    title: new Set(titleWords(j.title)),
    skills: lower([...j.primarySkills, ...j.skills]),
    cities: lower(j.cities),
    states: lower(j.states),
    industry: j.industry.toLowerCase().trim(),
  });
  const me = of(all[position]);
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
  const scored = all
    .map((j, i) => {
      const o = of(j);
      const alike = shared(me.title, o.title) * 3 + shared(me.skills, o.skills);
      const place = shared(me.cities, o.cities) > 0 ? 2 : shared(me.states, o.states) > 0 ? 1 : 0;
      return { i, score: alike * 100 + place * 10 + (me.industry && o.industry === me.industry ? 1 : 0) };
    })
    .filter((s) => s.i !== position);
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, limit).map((s) => all[s.i].id);
}

test("related jobs from the jobs sharing a title word or skill are exactly the best of all jobs", () => {
  const ordered = Array.from({ length: index.size }, (_, i) => index.jobAt(i));
  for (let position = 0; position < index.size; position++) {
    const job = ordered[position];
    expect(
      similarJobs(index, job, 10).map((j) => j.id),
      String(job.id),
    ).toEqual(referenceRelated(ordered, position, 10));
  }
  // The job like no other still gets ten, the same city's first.
  const lonely = ordered.find((j) => j.id === 900003) as Job;
  const related = similarJobs(index, lonely, 10);
  expect(related).toHaveLength(10);
  expect(related[0].cities).toContain("Pune");
  expect(related.map((j) => j.id)).not.toContain(900003);
});

/** Shards as the previous release wrote them: each with its own string table. */
function ownTableShards(size: number): (JobStore | null)[] {
  const sorted = sortNewest(jobs);
  const out: (JobStore | null)[] = [];
  for (let at = 0; at < sorted.length; at += size)
    out.push(JobStore.load(JSON.parse(JSON.stringify(encodeIndex(sorted.slice(at, at + size))))));
  return out;
}

test.each([
  [
    "one shared string table (this release)",
    () => encodeShards(jobs, undefined, 37).map((t) => JobStore.load(JSON.parse(t))),
  ],
  ["a string table per shard (the previous release)", () => ownTableShards(37)],
])(
  "an index merged from shards, %s, holds the same jobs, searches, facets and related jobs as one value",
  (_name, make) => {
    const shards = make();
    expect(shards.length).toBe(Math.ceil(jobs.length / 37));
    expect(shards.every((s) => s !== null)).toBe(true);
    const merged = JobStore.merge(shards as JobStore[]) as JobStore;
    expect(merged.size).toBe(index.size);
    for (let i = 0; i < index.size; i++) expect(merged.jobAt(i)).toEqual(index.jobAt(i));
    for (const [query, location] of QUERIES) {
      for (const filters of [{}, { experience: 3 }, { work_mode: "remote" as const, posted: "30" as const }]) {
        const a = searchJobs(merged, { query, location, today: TODAY, ...filters }, true);
        const b = searchJobs(index, { query, location, today: TODAY, ...filters }, true);
        expect(a).toEqual(b);
      }
    }
    for (const position of [0, 1, 50, 200, index.size - 1]) {
      const job = index.jobAt(position);
      expect(similarJobs(merged, job, 10)).toEqual(similarJobs(index, job, 10));
    }
    expect(merged.find(900002)?.client).toBe("Javelin");
  },
);

test("shards sharing one string table store each string once and join only in their order", () => {
  const texts = encodeShards(jobs, undefined, 37);
  const values = texts.map((t) => JSON.parse(t));
  const all = values.flatMap((v) => v.strings as string[]);
  expect(new Set(all).size).toBe(all.length);
  expect(values[0].stringBase).toBeUndefined();
  expect(values[1].stringBase).toBe(values[0].strings.length);
  // Under 10,000 jobs the index is one value, exactly as before: its own table, no base.
  expect(encodeShards(jobs)).toEqual([JSON.stringify(encodeIndex(jobs))]);
  const shards = values.map((v) => JobStore.load(v) as JobStore);
  // A shard missing, or out of place, leaves positions pointing at the wrong strings: refused.
  expect(JobStore.merge([shards[0], ...shards.slice(2)])).toBeNull();
  expect(JobStore.merge([shards[1], shards[0], ...shards.slice(2)])).toBeNull();
  expect(JobStore.merge([shards[1]])).toBeNull();
  // A later shard whose positions pass the strings it and the shards before it hold fails the guard.
  expect(JobStore.load({ ...values[1], stringBase: 0 })).toBeNull();
});
