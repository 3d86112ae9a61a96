import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { cardJob, jobIdOf } from "#app/enhance/card-job";

/* Decision 085: a card's Save and Share carry no copy of the job; what they act on is read from the card. */

const base: JobCardData = {
  id: 4321,
  title: "Warehouse Supervisor",
  client: "Sahyadri Logistics",
  place: "Nashik",
  zipCode: "422001",
  experience: "2-4",
  postedAt: "2026-11-28",
  salary: { min: 3, max: 4.2 },
  remote: "hybrid",
};

function controls(job: JobCardData, lang: "en" | "ta" = "en") {
  document.body.innerHTML = `<ul>${renderToStaticMarkup(<JobCard job={job} today="2026-11-29" lang={lang} />)}</ul>`;
  return {
    save: document.querySelector<HTMLElement>("[data-save]") as HTMLElement,
    share: document.querySelector<HTMLElement>("[data-share]") as HTMLElement,
  };
}

test("Save and Share read the job's id, title, company and city from their card, in English and Tamil", () => {
  for (const lang of ["en", "ta"] as const) {
    const { save, share } = controls(base, lang);
    expect(save.dataset.save).toBe("");
    expect(share.getAttribute("href")).toBe(lang === "en" ? "/jobdetails/4321#share" : "/ta/jobdetails/4321#share");
    for (const control of [save, share]) {
      expect(jobIdOf(control)).toBe(4321);
      // The place's tag ("Hybrid") and the hidden labels are not part of what is shared.
      expect(cardJob(control)).toEqual({
        title: "Warehouse Supervisor",
        company: "Sahyadri Logistics",
        city: "Nashik",
      });
    }
  }
});

test("a card whose company is not named shares and saves no company, not the words that say so", () => {
  const { save } = controls({ ...base, client: "", remote: "onsite" }, "ta");
  expect(cardJob(save)).toEqual({ title: "Warehouse Supervisor", company: "", city: "Nashik" });
});

test("the job page's Save keeps its own id", () => {
  document.body.innerHTML = '<button type="button" data-save="77" aria-label="Save this job">Save</button>';
  expect(jobIdOf(document.querySelector<HTMLElement>("[data-save]") as HTMLElement)).toBe(77);
});
