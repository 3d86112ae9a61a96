import { act, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { JobCardData } from "#app/components/jobs/job-card";
import { facetsFromPanel } from "#app/components/jobs/job-filters";
import { FILTER_KEYS, type JobFacets, optionLabel } from "#app/components/jobs/search-state";
import { handleClick } from "#app/enhance/job-actions";
import { hydrateIsland } from "#app/islands/hydrate";
import { Island } from "#app/islands/island";
import JobSearch, { type JobSearchProps, SEARCH_DEBOUNCE_MS } from "#app/islands/jobs/job-search";
import OpenPositions from "#app/islands/jobs/open-positions";
import { islands } from "#app/islands/registry";
import SavedJobs from "#app/islands/saved-jobs";
import { mailtoHref, shareHeadline, whatsappHref } from "#app/lib/share";
import { formatDay, formatPostedDate } from "#shared/lib/dates";
import { formatLpa } from "#shared/lib/salary";
import { EXPERIENCE_OPTIONS, POSTED_OPTIONS, SALARY_BANDS, WORK_MODES } from "#shared/schemas/job-search";
import enCatalog from "../../messages/jobs/en.json";
import hiCatalog from "../../messages/jobs/hi.json";

/* The jobs pages in Hindi (issue 24): what the islands render and do with lang="hi". */

configure({ asyncUtilTimeout: 4000 });

const TODAY = "2026-01-10";

function card(id: number, title: string, extra: Partial<JobCardData> = {}): JobCardData {
  return {
    id,
    title,
    client: "Acme",
    place: "Pune",
    zipCode: "411001",
    experience: "1-3",
    postedAt: "2026-01-09",
    remote: "onsite",
    ...extra,
  };
}

/** A job as /api/searchjobs?view=cards answers it (worker/api/jobs.ts toCard). */
function apiCard(id: number, title: string): JobCardData {
  return {
    id,
    title,
    client: "Acme",
    place: "Pune",
    zipCode: "411001",
    experience: "2-4",
    postedAt: "2026-01-10",
    salary: { min: 6, max: 9 },
    remote: "remote",
  };
}

const facet = (value: string, label: string, count: number) => ({ value, label, count });
// Every filter of the registry has a facet (empty unless given here).
const FACETS: JobFacets = {
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, []])) as unknown as JobFacets),
  experience: [facet("0", "Fresher", 4), facet("1", "1 year", 2), facet("15", "15+ years", 0)],
  salary: [facet("6-10", "6-10 LPA", 5)],
  work_mode: [facet("office", "Work from office", 6), facet("remote", "Remote", 1)],
  industry: [facet("Information Technology", "Information Technology", 3)],
  posted: [facet("1", "Last 24 hours", 2), facet("7", "Last 7 days", 5)],
};

function listing(titles: string[], count = titles.length, numPages = 1, echo?: Record<string, unknown>) {
  return Response.json(listingBody(titles, count, numPages, echo));
}

function listingBody(
  titles: string[] = ["Java engineer"],
  count = titles.length,
  numPages = 1,
  echo?: Record<string, unknown>,
) {
  return {
    ...(echo ? { echo } : {}),
    count,
    num_pages: numPages,
    limit: 20,
    page_number: 1,
    page_count: titles.length,
    next: null,
    previous: null,
    cards: titles.map((t, i) => apiCard(i + 1, t)),
    sort: "date",
    facets: FACETS,
  };
}

function stubFetch(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.href);
      calls.push(url);
      return answer(url);
    }),
  );
  return calls;
}

const roots: Root[] = [];
async function hydrated(element: React.ReactElement) {
  document.body.innerHTML = renderToStaticMarkup(<main>{element}</main>);
  const el = document.querySelector<HTMLElement>("[data-island]");
  if (!el) throw new Error("no island");
  await act(async () => {
    roots.push(await hydrateIsland(el, islands));
  });
  await waitFor(() => expect(el.dataset.hydrated).toBe(""));
  return el;
}

function hindiSearch(props: Partial<JobSearchProps> = {}) {
  const all: JobSearchProps = {
    query: "",
    location: "",
    page: 1,
    count: 340,
    numPages: 17,
    jobs: [card(1, "Java Developer", { salary: { min: 6, max: 9 }, remote: "remote" }), card(2, "Staff Nurse")],
    today: TODAY,
    failure: null,
    errors: null,
    facets: FACETS,
    filters: {},
    lang: "hi",
    ...props,
  };
  return <Island name="job-search" component={JobSearch} props={all} hydrate="visible" />;
}

let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  history.replaceState(null, "", "/hi/job");
  document.documentElement.lang = "hi-IN";
  consoleErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
  document.documentElement.lang = "en-IN";
  // No hydration mismatch: the server's Hindi and the browser's Hindi are the same text.
  expect(consoleErrors).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

test("every jobs message exists in both catalogs", () => {
  const keys = (catalog: object) => Object.keys(catalog).filter((k) => k !== "$schema");
  expect(keys(hiCatalog).sort()).toEqual(keys(enCatalog).sort());
  for (const key of keys(enCatalog)) expect(key.startsWith("jobs_")).toBe(true);
});

test("the English option labels are the API's own (shared/schemas/job-search.ts); Hindi has its own", () => {
  const lists = [
    ["experience", EXPERIENCE_OPTIONS],
    ["salary", SALARY_BANDS],
    ["work_mode", WORK_MODES],
    ["posted", POSTED_OPTIONS],
  ] as const;
  for (const [key, options] of lists) {
    for (const option of options) {
      expect(optionLabel(key, option.value, "?", "en")).toBe(option.label);
      const hindi = optionLabel(key, option.value, "?", "hi");
      expect(hindi).not.toBe("?");
      expect(hindi).not.toBe(option.label);
    }
  }
  expect(optionLabel("salary", "6-10", "?", "hi")).toBe("6-10 लाख");
  expect(optionLabel("experience", "0", "?", "hi")).toBe("फ्रेशर");
  expect(optionLabel("posted", "7", "?", "hi")).toBe("पिछले 7 दिन");
});

test("dates and salaries: English exactly as before, Hindi with आज, कल, Hindi months and lakh", () => {
  expect(formatPostedDate("2026-03-05", "2026-03-05", "hi")).toBe("आज");
  expect(formatPostedDate("2026-03-04", "2026-03-05", "hi")).toBe("कल");
  expect(formatPostedDate("2025-03-05", "2026-03-05", "hi")).toBe("5 मार्च 2025");
  expect(formatPostedDate("2026-02-28", "2026-03-05", "hi")).toBe("28 फ़रवरी 2026");
  expect(formatPostedDate(null, "2026-03-05", "hi")).toBe("उपलब्ध नहीं");
  expect(formatPostedDate("2025-03-05", "2026-03-05", "en")).toBe("5th Mar 2025");
  expect(formatPostedDate("2026-03-05", "2026-03-05")).toBe("Today");
  expect(formatDay("2026-12-09", "hi")).toBe("9 दिसंबर 2026");
  expect(formatDay("2026-12-09", "en")).toBe("9 Dec 2026");
  expect(formatLpa(6, 9, "en")).toBe("₹6-9 LPA");
  expect(formatLpa(12, 12, "en")).toBe("₹12 LPA");
  expect(formatLpa(6, 9, "hi")).toBe("₹6-9 लाख सालाना");
  expect(formatLpa(4.5, 1200, "hi")).toBe("₹4.5-1,200 लाख सालाना");
});

test("share text in Hindi names the job the Hindi way and links the Hindi page", () => {
  const job = { title: "Java Developer", company: "Acme", city: "Pune", url: "https://x.example/hi/jobdetails/7" };
  expect(shareHeadline(job, "hi")).toBe("Acme में Java Developer, Pune");
  expect(shareHeadline(job, "en")).toBe("Java Developer at Acme, Pune");
  expect(new URL(whatsappHref(job, "hi")).searchParams.get("text")).toBe(
    "Acme में Java Developer, Pune\nhttps://x.example/hi/jobdetails/7",
  );
  const mail = new URLSearchParams(mailtoHref(job, "hi").slice("mailto:?".length));
  expect(mail.get("subject")).toBe("नौकरी: Acme में Java Developer, Pune");
});

test("the job search renders in Hindi: counts, cards, filters, chips, sort and pages, every link on /hi", () => {
  document.body.innerHTML = renderToStaticMarkup(
    hindiSearch({ query: "java", filters: { work_mode: "remote", industry: "Information Technology" }, page: 2 }),
  );
  const heading = document.getElementById("jobs-results-heading");
  expect(heading?.textContent).toBe("340 नौकरियाँ मिलीं");
  expect(screen.getByRole("button", { name: "340 नौकरियों में खोजें" })).toBeTruthy();
  expect(document.querySelector("form[role=search]")?.getAttribute("action")).toBe("/hi/job");
  expect(screen.getByLabelText("पद का नाम या स्किल")).toBeTruthy();
  // Cards: Hindi labels, ATS text marked English, links to the Hindi job page.
  const link = screen.getByRole("link", { name: "Java Developer" });
  expect(link.getAttribute("href")).toBe("/hi/jobdetails/1");
  expect(link.getAttribute("lang")).toBe("en");
  const facts = [...document.querySelectorAll(".job-card")[0].querySelectorAll(".job-card-facts li")].map(
    (li) => li.textContent,
  );
  expect(facts).toEqual([
    "कंपनी: Acme",
    "लोकेशन: Puneवर्क फ्रॉम होम",
    "अनुभव: 1-3 साल",
    "सैलरी: ₹6-9 लाख सालाना",
    "पोस्ट हुई: कल",
  ]);
  expect(document.querySelector(".job-card-facts span[lang='en']")?.textContent).toBe("Acme");
  // Save and Share are named by their Hindi word and the title, which stays in its element marked English:
  // no label carries the English title inside a Hindi sentence.
  const save = screen.getByRole("button", { name: "सेव करें Java Developer" });
  const [own, title] = (save.getAttribute("aria-labelledby") ?? "").split(" ");
  expect(document.getElementById(own)).toBe(save);
  expect(document.getElementById(title)).toBe(link);
  // Share is one link to the job page's share links, which shares in place once the page's code runs (decision 085).
  expect(screen.getAllByRole("link", { name: "शेयर करें Java Developer" })).toHaveLength(1);
  for (const el of document.querySelectorAll("[aria-label]"))
    expect(el.getAttribute("aria-label")).not.toMatch(/[A-Za-z]{4}/);
  // Filters: headings and options in Hindi, industry names as the ATS writes them, marked English.
  expect(screen.getByRole("heading", { name: "काम का तरीक़ा" })).toBeTruthy();
  const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-search-link]")];
  expect(links.length).toBeGreaterThan(10);
  for (const a of links) expect(a.getAttribute("href")).toMatch(/^(\/hi\/job(\?|$)|\?)/);
  expect(screen.getByRole("link", { name: /^फ्रेशर/ }).getAttribute("href")).toContain("/hi/job?");
  const industry = [...document.querySelectorAll(".filter-option span[lang='en']")].map((s) => s.textContent);
  expect(industry).toContain("Information Technology");
  // Chips: the chosen filters in Hindi, each a /hi link without it.
  const chips = [...document.querySelectorAll(".filter-chip")].map((c) => c.textContent);
  expect(chips).toEqual(["फ़िल्टर हटाएँ, काम का तरीक़ा: वर्क फ्रॉम होम", "फ़िल्टर हटाएँ, इंडस्ट्री: Information Technology"]);
  // Sort and pagination.
  expect(screen.getByRole("navigation", { name: "नौकरियों का क्रम" }).textContent).toContain("सबसे नई");
  const pages = screen.getByRole("navigation", { name: "पेज" });
  expect(pages.textContent).toContain("पिछला");
  expect(pages.textContent).toContain("अगला");
  expect(screen.getByRole("link", { name: "पेज 17" })).toBeTruthy();
});

test("Hindi counts follow Hindi plural rules: 1 नौकरी, 340 नौकरियाँ, and Indian grouping", () => {
  document.body.innerHTML = renderToStaticMarkup(hindiSearch({ count: 1, numPages: 1, jobs: [card(1, "Nurse")] }));
  expect(document.getElementById("jobs-results-heading")?.textContent).toBe("1 नौकरी");
  document.body.innerHTML = renderToStaticMarkup(hindiSearch({ count: 100000 }));
  expect(document.getElementById("jobs-results-heading")?.textContent).toBe("1,00,000 नौकरियाँ");
});

test("Hindi empty, failed, bad-page and past-the-last states", () => {
  document.body.innerHTML = renderToStaticMarkup(hindiSearch({ count: 0, numPages: 1, jobs: [], query: "zzz" }));
  expect(document.body.textContent).toContain("आपकी खोज से मिलती कोई नौकरी नहीं मिली।");
  expect(screen.getByRole("link", { name: "अपना रिज़्यूमे भेजें" }).getAttribute("href")).toBe("/hi/upload");
  document.body.innerHTML = renderToStaticMarkup(
    hindiSearch({ count: 0, numPages: 0, jobs: [], failure: "नौकरियाँ लोड नहीं हो सकीं।" }),
  );
  expect(document.getElementById("jobs-results-heading")?.textContent).toBe("नौकरियाँ लोड नहीं हो सकीं");
  document.body.innerHTML = renderToStaticMarkup(
    hindiSearch({ jobs: [], count: 0, numPages: 0, errors: { page: ["Page must be a whole number."] } }),
  );
  expect(screen.getByRole("alert").textContent).toContain("यह पेज नंबर सही नहीं है। पेज नंबर 1 से");
  expect(screen.getByRole("link", { name: "पेज 1 पर जाएँ" }).getAttribute("href")).toBe("/hi/job");
  document.body.innerHTML = renderToStaticMarkup(hindiSearch({ jobs: [], page: 99 }));
  expect(screen.getByRole("alert").textContent).toContain("पेज 99 नहीं है: ये 340 नौकरियाँ 17 पेजों में हैं।");
});

test("hydrated in Hindi, a search and a filter link stay on /hi/job and in Hindi", async () => {
  // The title as the server says it back in Hindi (the API's echo, asked for with lang=hi).
  const echo = { query: "java", location: "", title: "java की नौकरियाँ", line: null };
  const calls = stubFetch(() => listing(["Java engineer"], 1, 1, echo));
  await hydrated(hindiSearch());
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.input(screen.getByLabelText("पद का नाम या स्किल"), { target: { value: "java" } });
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  vi.useRealTimers();
  await waitFor(() => expect(screen.getByText("Java engineer")).toBeTruthy());
  expect(calls[0]?.pathname).toBe("/api/searchjobs");
  expect(calls[0]?.searchParams.get("lang")).toBe("hi");
  expect(window.location.pathname + window.location.search).toBe("/hi/job?page=1&query=java&location=");
  expect(document.getElementById("jobs-results-heading")?.textContent).toBe("1 नौकरी मिली");
  expect(document.title).toBe("java की नौकरियाँ | क्षितिज टैलेंट पार्टनर्स");
  // The API's card, worded in Hindi.
  const facts = [...document.querySelectorAll(".job-card-facts li")].map((li) => li.textContent);
  expect(facts).toContain("सैलरी: ₹6-9 लाख सालाना");
  expect(facts).toContain("पोस्ट हुई: आज");
  expect(screen.getByRole("link", { name: "Java engineer" }).getAttribute("href")).toBe("/hi/jobdetails/1");

  fireEvent.click(screen.getByRole("link", { name: /^वर्क फ्रॉम होम/ }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]?.searchParams.get("work_mode")).toBe("remote");
  await waitFor(() => expect(window.location.pathname).toBe("/hi/job"));
  expect(new URLSearchParams(window.location.search).get("work_mode")).toBe("remote");
  await waitFor(() => expect(document.querySelector(".filter-chip")?.textContent).toContain("वर्क फ्रॉम होम"));
});

test("the island reads the filters' counts back from the panel, not from its props (decision 074)", async () => {
  // Facets as the worker answers them: every fixed option in the registry's order, names most common first.
  const names = ["IT & ITES", "Health care", "BPO/KPO", "Retail", "FMCG", "Fintech", "Edtech", "Telecom/ISP"];
  const full: JobFacets = {
    experience: EXPERIENCE_OPTIONS.map((o, i) => facet(o.value, o.label, i === 7 ? 0 : 1200 - i)),
    salary: SALARY_BANDS.map((o, i) => facet(o.value, o.label, 10 * i)),
    work_mode: WORK_MODES.map((o) => facet(o.value, o.label, 7)),
    // The chosen name past the shown six sits with them; "More…" lists the rest.
    industry: names.map((name, i) => facet(name, name, 100 - i)),
    posted: POSTED_OPTIONS.map((o) => facet(o.value, o.label, 3)),
  };
  const props = { facets: full, count: 1200, filters: { industry: "edtech" } };
  const all = { ...(hindiSearch(props).props as { props: JobSearchProps }).props };
  const el = await hydrated(
    <Island name="job-search" component={JobSearch} props={all} htmlOnly={["jobs", "facets"]} hydrate="visible" />,
  );
  const sent = JSON.parse(el.querySelector("[data-island-props]")?.textContent ?? "{}");
  expect(sent).not.toHaveProperty("facets");
  const panel = document.getElementById("job-filters");
  // The names behind "More…" are not in the page (decision 085): one blank option each, for the link's count.
  expect(facetsFromPanel(panel)).toEqual({ ...full, industry: [...full.industry.slice(0, 7), facet("", "", 0)] });
  expect(panel?.textContent).not.toContain("Telecom/ISP");
  // Hydrated from what it read: the chosen name, its chip and the counts are the server's (no mismatch: afterEach).
  expect(document.querySelector(".filter-chip")?.textContent).toContain("Edtech");
  const more = screen.getByRole("link", { name: "और इंडस्ट्री (1)" });
  expect(more.getAttribute("href")).toBe("/hi/job?page=1&query=&location=&industry=edtech&more=industry#job-filters");
  const before = panel?.innerHTML;
  fireEvent.click(screen.getByRole("button", { name: /^फ़िल्टर|^फिल्टर/ }));
  await waitFor(() => expect(panel?.hasAttribute("data-open")).toBe(true));
  expect(panel?.querySelector(".job-filters-body")?.innerHTML).toBe(
    new DOMParser().parseFromString(before ?? "", "text/html").querySelector(".job-filters-body")?.innerHTML,
  );

  // "More…" searches in place for the same jobs with the whole list, and the panel shows every name.
  const calls = stubFetch(() => Response.json({ ...listingBody(), facets: full }));
  fireEvent.click(more);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.searchParams.get("more")).toBe("industry");
  expect(calls[0]?.searchParams.get("industry")).toBe("edtech");
  await waitFor(() => expect(panel?.textContent).toContain("Telecom/ISP"));
  expect(screen.queryByRole("link", { name: /^और इंडस्ट्री/ })).toBeNull();
  expect(panel?.hasAttribute("data-open")).toBe(true);
  expect(window.location.search).toBe("?page=1&query=&location=&industry=edtech&more=industry");
});

test("a failed search in Hindi says so in Hindi", async () => {
  stubFetch(() => new Response("down", { status: 503 }));
  await hydrated(hindiSearch());
  fireEvent.submit(document.querySelector("form[role=search]") as HTMLFormElement);
  await waitFor(() =>
    expect(screen.getByRole("alert").textContent).toBe("नौकरियाँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।"),
  );
});

test("careers openings in Hindi: labels, count and the See more link on /hi/carrers", async () => {
  history.replaceState(null, "", "/hi/carrers");
  const jobs = Array.from({ length: 7 }, (_, i) => card(i + 1, `Recruiter ${i + 1}`));
  await hydrated(
    <Island
      name="open-positions"
      component={OpenPositions}
      props={{ jobs, today: TODAY, text: "", location: "", shown: 5, lang: "hi" }}
      hydrate="visible"
    />,
  );
  expect(screen.getByLabelText("पद या टीम")).toBeTruthy();
  expect(document.querySelector(".openings-count")?.textContent).toBe("7 में से 5 पद दिख रहे हैं");
  const more = screen.getByRole("link", { name: "और देखें (खाली पद)" });
  expect(more.getAttribute("href")).toBe("/hi/carrers?show=10#open-positions");
  expect(screen.getByRole("link", { name: "Recruiter 1" }).getAttribute("href")).toBe("/hi/jobdetails/1");
  fireEvent.click(more);
  await waitFor(() => expect(document.querySelector(".openings-count")?.textContent).toBe("7 में से 7 पद दिख रहे हैं"));
  expect(window.location.pathname).toBe("/hi/carrers");
});

test("saved jobs in Hindi: the empty list, and a saved job looked up, with its Hindi link", async () => {
  history.replaceState(null, "", "/hi/saved");
  localStorage.removeItem("saved-jobs");
  await hydrated(<Island name="saved-jobs" component={SavedJobs} props={{ lang: "hi" }} hydrate="visible" />);
  await waitFor(() => expect(screen.getByRole("status").textContent).toContain("अभी कोई नौकरी सेव नहीं की है"));
  expect(screen.getByRole("link", { name: "नौकरियाँ देखें" }).getAttribute("href")).toBe("/hi/job");
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });

  localStorage.setItem(
    "saved-jobs",
    JSON.stringify([
      { id: 1, title: "Java engineer", company: "Acme", city: "Pune", savedAt: "2026-01-09T10:00:00.000Z" },
      { id: 9, title: "Old role", company: "Acme", city: "Pune", savedAt: "2026-01-08T10:00:00.000Z" },
    ]),
  );
  stubFetch(() => Response.json({ cards: [apiCard(1, "Java engineer")], closed: [9] }));
  await hydrated(<Island name="saved-jobs" component={SavedJobs} props={{ lang: "hi" }} hydrate="visible" />);
  await waitFor(() => expect(document.querySelector(".saved-status")?.textContent).toContain("2 सेव की गई नौकरियाँ"));
  expect(document.querySelector(".saved-status")?.textContent).toBe("2 सेव की गई नौकरियाँ, इनमें से 1 अब खुली नहीं।");
  expect(screen.getByRole("link", { name: "Java engineer" }).getAttribute("href")).toBe("/hi/jobdetails/1");
  expect(screen.getByText("Old role").getAttribute("lang")).toBe("en");
  const remove = screen.getByRole("button", { name: "हटाएँ Old role" });
  expect(remove.getAttribute("aria-label")).toBeNull();
  localStorage.removeItem("saved-jobs");
});

test("Save and Share on a Hindi page: the toast is Hindi and the card shares the Hindi job page", async () => {
  localStorage.removeItem("saved-jobs");
  document.body.innerHTML = renderToStaticMarkup(hindiSearch());
  const save = screen.getByRole("button", { name: "सेव करें Java Developer" });
  handleClick(save);
  await waitFor(() => expect(document.querySelector(".action-toast")?.textContent).toContain("सेव हो गई।"));
  // What is saved is read from the card (decision 085): its title, company and city, not a copy in the controls.
  expect(JSON.parse(localStorage.getItem("saved-jobs") ?? "[]")).toEqual([
    expect.objectContaining({ id: 1, title: "Java Developer", company: "Acme", city: "Pune" }),
  ]);
  // No Web Share in happy-dom: the menu opens, its links carry the Hindi URL and text.
  const share = screen.getAllByRole("link", { name: "शेयर करें Java Developer" })[0];
  handleClick(share);
  // The menu is named like its Share button: the title referenced, marked English where it is.
  expect(screen.getByRole("group", { name: "शेयर करें Java Developer" }).getAttribute("aria-label")).toBeNull();
  const whatsapp = document.querySelector<HTMLAnchorElement>(".share-menu a");
  const text = new URL(whatsapp?.href ?? "").searchParams.get("text") ?? "";
  expect(text).toBe(`Acme में Java Developer, Pune\n${window.location.origin}/hi/jobdetails/1`);
  expect(document.querySelector(".share-menu button")?.textContent).toBe("लिंक कॉपी करें");
  handleClick(share);
  localStorage.removeItem("saved-jobs");
});
