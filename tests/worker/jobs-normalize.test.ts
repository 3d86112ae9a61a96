import { expect, test } from "vitest";
import {
  normalizeJob,
  parseDate,
  parseExperience,
  parseRemote,
  safeHttpUrl,
  splitList,
  splitPlaces,
} from "#worker/jobs/normalize";
import { sanitizeDescription } from "#worker/jobs/sanitize";
import { atsJob } from "../fixtures/ats";

test.each([
  ["2026-07-20", "2026-07-20"],
  ["2026-07-20 10:00:00", "2026-07-20"],
  ["2026-07-20T10:00:00Z", "2026-07-20"],
  ["20/07/2026", "2026-07-20"],
  ["20-07-2026", "2026-07-20"],
  ["30/March/2026", "2026-03-30"],
  ["30 Mar 2026", "2026-03-30"],
  ["March 30, 2026", "2026-03-30"],
  ["31/02/2026", null],
  ["2026-13-01", null],
  ["yesterday", null],
  ["", null],
  [null, null],
  [undefined, null],
  [20260720, null],
])("parseDate(%j) is %j", (input, expected) => {
  expect(parseDate(input)).toBe(expected);
});

test.each([
  ["3", { min: 3, max: 3, label: "3 yr" }],
  [3, { min: 3, max: 3, label: "3 yr" }],
  ["3-5", { min: 3, max: 5, label: "3-5 yr" }],
  ["3 - 5 years", { min: 3, max: 5, label: "3-5 yr" }],
  ["3 Years", { min: 3, max: 3, label: "3 yr" }],
  ["5+ yrs", { min: 5, max: null, label: "5+ yr" }],
  ["0-1", { min: 0, max: 1, label: "0-1 yr" }],
  ["fresher", { min: null, max: null, label: "Not specified" }],
  [null, { min: null, max: null, label: "Not specified" }],
])("parseExperience(%j)", (input, expected) => {
  expect(parseExperience(input)).toEqual(expected);
});

test.each([
  [0, "onsite"],
  [1, "remote"],
  [2, "hybrid"],
  ["1", "remote"],
  ["Yes", "remote"],
  ["yes", "remote"],
  ["No", "onsite"],
  ["Hybrid", "hybrid"],
  [true, "remote"],
  [null, "onsite"],
  [undefined, "onsite"],
])("parseRemote(%j) is %s", (input, expected) => {
  expect(parseRemote(input)).toBe(expected);
});

test("cities and states arrive bracketed, multi-valued or as arrays", () => {
  expect(splitPlaces("[Pune, Mumbai]")).toEqual(["Pune", "Mumbai"]);
  expect(splitPlaces('["Pune","Mumbai"]')).toEqual(["Pune", "Mumbai"]);
  expect(splitPlaces("Karnataka / Tamil Nadu")).toEqual(["Karnataka", "Tamil Nadu"]);
  expect(splitPlaces(["Delhi", "Noida"])).toEqual(["Delhi", "Noida"]);
  expect(splitPlaces(null)).toEqual([]);
  expect(splitPlaces(42)).toEqual([]);
});

test("skills are split, decoded, trimmed and de-duplicated", () => {
  expect(splitList("Java, SQL ,java,, P&amp;L")).toEqual(["Java", "SQL", "P&L"]);
  expect(splitList(["React", "react", 5])).toEqual(["React", "5"]);
  expect(splitList(undefined)).toEqual([]);
});

test("only http(s) apply URLs survive", () => {
  expect(safeHttpUrl("https://apply.test/1")).toBe("https://apply.test/1");
  expect(safeHttpUrl("http://apply.test/1")).toBe("http://apply.test/1");
  expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
  expect(safeHttpUrl("JaVaScRiPt:alert(1)")).toBeNull();
  expect(safeHttpUrl("data:text/html,<script>")).toBeNull();
  expect(safeHttpUrl("//evil.test")).toBeNull();
  expect(safeHttpUrl("/relative")).toBeNull();
  expect(safeHttpUrl(12)).toBeNull();
});

test("hostile description HTML is reduced to the allow-list", () => {
  const html = sanitizeDescription(
    `<h1>Title</h1><p onclick="x()">Hi <script>alert(1)</script><img src=x onerror=alert(1)>` +
      `<a href="javascript:alert(1)">bad</a> <a href="https://ok.test/x">good</a></p>` +
      `<iframe src="https://evil.test"></iframe><svg><script>alert(2)</script></svg><style>p{}</style>` +
      `<ul><li><strong>a</strong> <em>b</em></li></ul><div>div text</div><a href="mailto:a@b.test">mail</a>`,
  );
  expect(html).not.toMatch(/script|onerror|onclick|iframe|svg|style|javascript:|<img|<h1/i);
  expect(html).toContain("<h3>Title</h3>");
  expect(html).toContain('<a href="https://ok.test/x" rel="noopener noreferrer nofollow" target="_blank">good</a>');
  expect(html).toContain('href="mailto:a@b.test"');
  expect(html).toContain("<li><strong>a</strong> <em>b</em></li>");
  expect(html).toContain("<p>div text</p>");
  expect(html).toContain(">bad<");
  expect(html).not.toContain('href="javascript');
});

test("a record with odd shapes is normalised; entities are decoded in text fields", () => {
  const result = normalizeJob(
    atsJob({
      id: "4242",
      job_title: "Sales &amp; Marketing Lead",
      client: "R&amp;D <b>Labs</b>",
      city: "[Bengaluru, Chennai]",
      states: "Karnataka / Tamil Nadu",
      experience: "3 Years",
      creation_date: "",
      job_start_date: "30/March/2026",
      remoteOpportunity: "Yes",
      apply_job_without_registration: "javascript:alert(1)",
      salary: "  6-9 LPA ",
      pay_rate___salary: "8,00,000",
      job_code: 1234,
      details: null,
      job_description: "<p>Lead the &#8377; targets</p>",
    }),
  );
  expect(result).not.toBeNull();
  const job = result!.job;
  expect(job.id).toBe(4242);
  expect(job.title).toBe("Sales & Marketing Lead");
  expect(job.client).toBe("R&D Labs");
  expect(job.cities).toEqual(["Bengaluru", "Chennai"]);
  expect(job.city).toBe("Bengaluru, Chennai");
  expect(job.states).toEqual(["Karnataka", "Tamil Nadu"]);
  expect(job.experience.label).toBe("3 yr");
  expect(job.createdAt).toBeNull();
  expect(job.startDate).toBe("2026-03-30");
  // Issue 16: the start date no longer stands in for a posting date (the refresh stamps firstSeen).
  expect(job.postedAt).toBeNull();
  expect(job.remote).toBe("remote");
  expect(job.applyUrl).toBeNull();
  expect(job.salary).toBe("6-9 LPA");
  expect(job.payRate).toBe(800000);
  expect(job.jobCode).toBe("1234");
  expect(job.summary).toBe("Lead the ₹ targets");
});

test.each([
  ["no id", { id: undefined }],
  ["a zero id", { id: 0 }],
  ["a non-numeric id", { id: "abc" }],
  ["no title", { job_title: "" }],
  ["a title that is an object", { job_title: { en: "x" } }],
])("a record with %s is dropped", (_name, overrides) => {
  expect(normalizeJob(atsJob(overrides))).toBeNull();
});

test("non-objects are dropped, not thrown on", () => {
  for (const value of [null, 42, "job", [], true]) expect(normalizeJob(value)).toBeNull();
});
