import { afterEach, expect, test } from "vitest";
import { savedCount } from "#app/enhance/saved-count";
import { readSavedJobs, removeSavedJob, SAVED_JOBS_EVENT, toggleSavedJob } from "#app/lib/saved-jobs";
import { mailtoHref, shareHeadline, whatsappHref } from "#app/lib/share";
import { MAX_SAVED_JOBS, SAVED_JOBS_KEY } from "#shared/schemas/saved-jobs";

afterEach(() => localStorage.clear());

const job = (id: number) => ({ id, title: `Job ${id}`, company: "Acme", city: "Pune" });

test("saving and unsaving keeps the list newest first, and the header's count reads the same key", () => {
  // app/enhance/saved-count.ts and saved-press.ts spell these out (no zod in the entry).
  expect(SAVED_JOBS_KEY).toBe("saved-jobs");
  expect(SAVED_JOBS_EVENT).toBe("saved-jobs-change");
  let changes = 0;
  const onChange = () => changes++;
  window.addEventListener(SAVED_JOBS_EVENT, onChange);
  expect(toggleSavedJob(job(1), new Date("2026-11-24T10:00:00Z"))).toBe("saved");
  expect(toggleSavedJob(job(2))).toBe("saved");
  expect(readSavedJobs().map((j) => j.id)).toEqual([2, 1]);
  expect(readSavedJobs()[1]).toEqual({ ...job(1), savedAt: "2026-11-24T10:00:00.000Z" });
  expect(savedCount()).toBe(2);
  expect(toggleSavedJob(job(2))).toBe("removed");
  expect(removeSavedJob(1)).toBe(true);
  expect(savedCount()).toBe(0);
  expect(changes).toBe(4);
  window.removeEventListener(SAVED_JOBS_EVENT, onChange);
});

test("a stored list that does not parse is read as what parses in it, never trusted", () => {
  localStorage.setItem(SAVED_JOBS_KEY, "{not json");
  expect(readSavedJobs()).toEqual([]);
  expect(savedCount()).toBe(0);
  localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify({ id: 1 }));
  expect(readSavedJobs()).toEqual([]);
  localStorage.setItem(
    SAVED_JOBS_KEY,
    JSON.stringify([
      { ...job(3), savedAt: "x" },
      { id: "4", title: "t", company: "", city: "", savedAt: "x" },
      { ...job(3), savedAt: "again" },
      null,
    ]),
  );
  expect(readSavedJobs()).toEqual([{ ...job(3), savedAt: "x" }]);
});

test(`at most ${MAX_SAVED_JOBS} are kept; a long title is cut, not refused`, () => {
  for (let id = 1; id <= MAX_SAVED_JOBS; id++) expect(toggleSavedJob(job(id))).toBe("saved");
  expect(toggleSavedJob(job(MAX_SAVED_JOBS + 1))).toBe("full");
  expect(savedCount()).toBe(MAX_SAVED_JOBS);
  localStorage.clear();
  expect(toggleSavedJob({ ...job(7), title: "x".repeat(1000) })).toBe("saved");
  expect(readSavedJobs()[0].title).toHaveLength(300);
});

test("shared text: title, company, city and the link", () => {
  const shared = { title: "Nurse", company: "City Hospital", city: "Mumbai", url: "https://example.in/jobdetails/5" };
  expect(shareHeadline(shared)).toBe("Nurse at City Hospital, Mumbai");
  expect(shareHeadline({ ...shared, company: "" })).toBe("Nurse, Mumbai");
  const wa = new URL(whatsappHref(shared));
  expect(wa.origin + wa.pathname).toBe("https://wa.me/");
  expect(wa.searchParams.get("text")).toBe("Nurse at City Hospital, Mumbai\nhttps://example.in/jobdetails/5");
  const mail = new URLSearchParams(mailtoHref(shared).slice("mailto:?".length));
  expect(mail.get("subject")).toBe("Job: Nurse at City Hospital, Mumbai");
  expect(mail.get("body")).toBe(
    "I saw this job and thought of you:\n\nNurse at City Hospital, Mumbai\nhttps://example.in/jobdetails/5",
  );
});
