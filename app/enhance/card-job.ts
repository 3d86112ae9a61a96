/**
 * What a card's Save or Share is for, read from the card (decision 085): the
 * controls carry no copy of the job. Each is named by its own word and the
 * card's title link (`aria-labelledby="job-<id>-save job-<id>"`), so the
 * last id it references is the title: its id gives the job's, its text the
 * title. The company and the city are the card's first two facts
 * (app/components/jobs/job-facts.tsx: an icon, a hidden label, then the ATS's
 * words; `data-none` where the company is not named). The job page's Save
 * carries its id in `data-save` and its share bar the rest (`data-title` …).
 */

/** The card title a control's name references, if any. */
function cardTitle(control: Element): HTMLElement | null {
  const ref = control.getAttribute("aria-labelledby")?.split(" ").pop();
  return ref ? document.getElementById(ref) : null;
}

/** The job's id: the control's own `data-save` / `data-share` value, else its card title's (`job-<id>`). */
export function jobIdOf(control: HTMLElement): number {
  return Number(control.dataset.save || control.dataset.share || cardTitle(control)?.id.slice(4));
}

/** A card's title, company and city as it shows them. */
export function cardJob(control: HTMLElement): { title: string; company: string; city: string } {
  const title = cardTitle(control);
  const facts = title?.closest("article")?.querySelector("ul")?.children;
  const company = facts?.[0];
  return {
    title: title?.textContent ?? "",
    company: company && !company.hasAttribute("data-none") ? (company.lastChild?.textContent ?? "") : "",
    city: facts?.[1]?.childNodes[2]?.textContent ?? "",
  };
}
