import { expect, test } from "vitest";
import { joinPlaceParts } from "#app/lib/format";
import { employmentTypeOf, jobPostingJsonLd, workLocationOf } from "#app/lib/job-posting";
import { filterOpenings, parseShown } from "#app/lib/open-positions";
import { pageWindow } from "#app/lib/pagination";
import { formatPostedDate, todayInIndia } from "#shared/lib/dates";
import { parseSalary, salaryInLang } from "#shared/lib/salary";
import { parseJobId, parseJobSearch } from "#shared/schemas/job-search";

test.each([
  [1, 1, []],
  [1, 2, [1, 2]],
  [1, 5, [1, 2, "gap", 5]],
  [3, 5, [1, 2, 3, 4, 5]],
  [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
  [10, 10, [1, "gap", 9, 10]],
  [4, 17, [1, 2, 3, 4, 5, "gap", 17]],
  [99, 17, [1, "gap", 16, 17]],
])("pageWindow(%i, %i)", (current, total, expected) => {
  expect(pageWindow(current, total)).toEqual(expected);
});

test("today in India rolls over at IST midnight, not UTC midnight", () => {
  // 18:29 UTC is 23:59 IST; 18:30 UTC is 00:00 IST the next day.
  expect(todayInIndia(new Date("2026-03-04T18:29:59Z"))).toBe("2026-03-04");
  expect(todayInIndia(new Date("2026-03-04T18:30:00Z"))).toBe("2026-03-05");
  expect(todayInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
});

test.each([
  [null, "2026-03-05", "Not available"],
  ["", "2026-03-05", "Not available"],
  ["garbage", "2026-03-05", "Not available"],
  ["2026-03-05", "2026-03-05", "Today"],
  ["2026-03-04", "2026-03-05", "Yesterday"],
  ["2026-02-28", "2026-03-01", "Yesterday"],
  ["2025-12-31", "2026-01-01", "Yesterday"],
  ["2025-03-05", "2026-03-05", "5th Mar 2025"],
  ["2026-03-01", "2026-03-05", "1st Mar 2026"],
  ["2026-03-02", "2026-03-05", "2nd Mar 2026"],
  ["2026-03-03", "2026-03-05", "3rd Mar 2026"],
  ["2026-01-11", "2026-03-05", "11th Jan 2026"],
  ["2026-01-12", "2026-03-05", "12th Jan 2026"],
  ["2026-01-13", "2026-03-05", "13th Jan 2026"],
  ["2026-01-21", "2026-03-05", "21st Jan 2026"],
  ["2026-01-22", "2026-03-05", "22nd Jan 2026"],
  ["2026-12-25", "2026-03-05", "25th Dec 2026"],
])("formatPostedDate(%j, today %s) is %j", (iso, today, expected) => {
  expect(formatPostedDate(iso, today)).toBe(expected);
});

test("a job posted at 23:59 IST reads 'Yesterday' one minute later, whatever the UTC date", () => {
  const posted = todayInIndia(new Date("2026-03-04T18:29:00Z"));
  const oneMinuteLater = todayInIndia(new Date("2026-03-04T18:30:00Z"));
  expect(formatPostedDate(posted, oneMinuteLater)).toBe("Yesterday");
});

test.each([
  ["", { query: "", location: "", page: 1 }],
  ["?query=java&location=pune", { query: "java", location: "pune", page: 1 }],
  ["?query=%20%20data%20%20science%20&page=3", { query: "data science", location: "", page: 3 }],
  ["?page=", { query: "", location: "", page: 1 }],
  ["?page=10000", { query: "", location: "", page: 10000 }],
])("parseJobSearch(%s)", (qs, expected) => {
  expect(parseJobSearch(new URLSearchParams(qs))).toEqual({ ok: true, value: expected });
});

test.each([
  ["?page=0", "page"],
  ["?page=-1", "page"],
  ["?page=abc", "page"],
  ["?page=2.5", "page"],
  ["?page=1000000000", "page"],
  [`?query=${"x".repeat(201)}`, "query"],
  [`?location=${"y".repeat(201)}`, "location"],
])("parseJobSearch(%s) reports the %s field", (qs, field) => {
  const result = parseJobSearch(new URLSearchParams(qs));
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.fields[field]?.length).toBeGreaterThan(0);
});

test.each([
  ["42", 42],
  ["0", null],
  ["-1", null],
  ["abc", null],
  ["1.5", null],
  ["99999999999999999999", null],
  [undefined, null],
])("parseJobId(%j) is %j", (input, expected) => {
  expect(parseJobId(input)).toBe(expected);
});

test.each([
  ["6-9 LPA", null, { min: 600_000, max: 900_000, unit: "YEAR" }],
  ["12 LPA", null, { min: 1_200_000, max: 1_200_000, unit: "YEAR" }],
  ["₹45,000 - ₹60,000 per month", null, { min: 45_000, max: 60_000, unit: "MONTH" }],
  ["8,00,000 per annum", null, { min: 800_000, max: 800_000, unit: "YEAR" }],
  ["Best in industry", null, null],
  [null, 900_000, { min: 900_000, max: 900_000, unit: "YEAR" }],
  [null, null, null],
])("parseSalary(%j, %j)", (text, payRate, expected) => {
  expect(parseSalary(text, payRate)).toEqual(expected);
});

test.each([
  ["₹45,000 - ₹60,000 per month", "hi", "₹45,000-60,000 प्रति माह"],
  ["₹1,25,000 per month", "hi", "₹1,25,000 प्रति माह"],
  ["6-9 LPA", "hi", "₹6-9 लाख सालाना"],
  ["8,50,000 per annum", "hi", "₹8.5 लाख सालाना"],
  ["₹500 - ₹650 per hour", "hi", "₹500-650 प्रति घंटा"],
  ["Best in industry", "hi", null],
  ["₹45,000 - ₹60,000 per month", "en", null],
] as const)("salaryInLang(%j, %j) is %j (null: show the ATS's words)", (text, lang, expected) => {
  expect(salaryInLang(text, lang)).toBe(expected);
});

test("JobPosting has the required properties and only data-backed extras", () => {
  const base = {
    id: 7,
    title: "Java Developer",
    client: "Indigrid",
    descriptionHtml: "<p>Build services.</p>",
    postedAt: "2026-11-20",
    city: "Pune",
    state: "Maharashtra",
    zipCode: "411045",
    location: "Baner",
    salary: "6-9 LPA",
    payRate: null,
    jobCode: "KTP-1",
    remote: "onsite" as const,
    employmentType: null,
  };
  const ld = jobPostingJsonLd(base);
  expect(ld).toMatchObject({
    "@type": "JobPosting",
    title: "Java Developer",
    description: "<p>Build services.</p>",
    datePosted: "2026-11-20",
    hiringOrganization: { name: "Indigrid" },
    jobLocation: { address: { addressLocality: "Pune", addressCountry: "IN" } },
    identifier: { value: "KTP-1" },
    baseSalary: { currency: "INR", value: { minValue: 600_000, maxValue: 900_000, unitText: "YEAR" } },
    directApply: false,
  });
  expect(ld.jobLocationType).toBeUndefined();
  expect(ld.employmentType).toBeUndefined();
  // Changed by issue 16: datePosted is always there (Google requires it), never ahead of today.
  expect(jobPostingJsonLd(base, "2026-11-20").datePosted).toBe("2026-11-20");
  expect(jobPostingJsonLd(base, "2026-11-19").datePosted).toBe("2026-11-19");
  expect(jobPostingJsonLd({ ...base, postedAt: null }, "2026-11-24").datePosted).toBe("2026-11-24");
  expect(jobPostingJsonLd(base, "2026-11-24").validThrough).toBe("2026-12-24T23:59:59+05:30");
  expect(jobPostingJsonLd({ ...base, employmentType: "FULL_TIME" }).employmentType).toBe("FULL_TIME");
  const remote = jobPostingJsonLd({ ...base, remote: "remote", salary: null, jobCode: null });
  expect(remote.jobLocationType).toBe("TELECOMMUTE");
  expect(remote.baseSalary).toBeUndefined();
  expect(remote.identifier).toBeUndefined();
  expect(jobPostingJsonLd({ ...base, remote: "hybrid" }).jobLocationType).toBeUndefined();
  expect(employmentTypeOf("Summer Intern - Marketing")?.schema).toBe("INTERN");
  // Issue 16: a title naming no other type is full-time (the page shows the same label).
  expect(employmentTypeOf("Java Developer")).toEqual({ schema: "FULL_TIME", label: "Full-time" });
  // baseSalary is per year: a monthly salary ×12.
  const monthly = jobPostingJsonLd({ ...base, salary: "₹45,000 - ₹60,000 per month" });
  expect(monthly.baseSalary).toMatchObject({ value: { minValue: 540_000, maxValue: 720_000, unitText: "YEAR" } });
});

test.each([
  [["Viman Nagar, Pune", "Pune", "Pune", "Maharashtra", "411014"], "Viman Nagar, Pune, Maharashtra, 411014"],
  [["viman nagar", "PUNE", " Pune ", "maharashtra"], "viman nagar, PUNE, maharashtra"],
  [["Koramangala", "Bangalore", "Bengaluru", "Karnataka"], "Koramangala, Bangalore, Karnataka"],
  [["", null, "Gurugram", "Haryana", "Haryana"], "Gurugram, Haryana"],
])("workLocationOf(%j) names each place once", (parts, expected) => {
  expect(workLocationOf(parts)).toBe(expected);
});

test("careers filters: text over title or client, location over city or PIN", () => {
  const jobs = [
    {
      id: 1,
      title: "Recruiter",
      client: "Kshitij",
      place: "Pune",
      zipCode: "411045",
      experience: "1",
      postedAt: null,
      remote: "onsite" as const,
    },
    {
      id: 2,
      title: "Payroll Executive",
      client: "Kshitij",
      place: "Hyderabad",
      zipCode: "500081",
      experience: "2",
      postedAt: null,
      remote: "onsite" as const,
    },
  ];
  expect(filterOpenings(jobs, "RECRUIT", "").map((j) => j.id)).toEqual([1]);
  expect(filterOpenings(jobs, "kshitij", "").map((j) => j.id)).toEqual([1, 2]);
  expect(filterOpenings(jobs, "", "hyder").map((j) => j.id)).toEqual([2]);
  expect(filterOpenings(jobs, "", "5000").map((j) => j.id)).toEqual([2]);
  expect(filterOpenings(jobs, "payroll", "pune")).toEqual([]);
  expect([parseShown(null), parseShown("10"), parseShown("12"), parseShown("-5"), parseShown("x")]).toEqual([
    5, 10, 10, 5, 5,
  ]);
});

test.each([
  [["Pune", "Pune", "Maharashtra", "411057"], "Pune, Maharashtra, 411057"],
  [["Hinjewadi", "pune ", "Pune", "Maharashtra"], "Hinjewadi, pune, Maharashtra"],
  [["", null, "Kochi", undefined], "Kochi"],
  [[], ""],
])("joinPlaceParts(%j) → %j", (parts, expected) => {
  expect(joinPlaceParts(parts)).toBe(expected);
});
