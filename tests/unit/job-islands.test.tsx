import { act, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { JobCardData } from "#app/components/jobs/job-card";
import { jobListProblem, locationProblem } from "#app/components/jobs/messages";
import { enhance as enhanceDetails } from "#app/enhance/job-details";
import { hydrateIsland } from "#app/islands/hydrate";
import { Island } from "#app/islands/island";
import JobSearch, { type JobSearchProps, SEARCH_DEBOUNCE_MS } from "#app/islands/jobs/job-search";
import OpenPositions, { FILTER_DEBOUNCE_MS } from "#app/islands/jobs/open-positions";
import { islands } from "#app/islands/registry";

// Two shared cores: give hydration and fetches time.
configure({ asyncUtilTimeout: 4000 });

const TODAY = "2026-01-10";

function card(id: number, title: string, place = "Pune"): JobCardData {
  return {
    id,
    title,
    client: "Acme",
    place,
    zipCode: "411001",
    experience: "1-3",
    postedAt: null,
    remote: "onsite",
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
    postedAt: "2026-01-09",
    salary: null,
    remote: "hybrid",
  };
}

/** The search as /api/searchjobs says it back (shared/lib/search-echo.ts SaidSearch). */
type Echo = { query: string; location: string; title: string; line: string | null };

function listing(titles: string[], numPages = 1, echo?: Echo) {
  return Response.json({
    ...(echo ? { echo } : {}),
    count: titles.length,
    num_pages: numPages,
    limit: 20,
    page_number: 1,
    page_count: titles.length,
    next: null,
    previous: null,
    cards: titles.map((t, i) => apiCard(i + 1, t)),
  });
}

/** A fetch that answers each URL with `answer(url)`, after `delay(url)` ms, honouring abort. */
function stubFetch(answer: (url: URL) => Promise<Response> | Response, delay: (url: URL) => number = () => 0) {
  const calls: URL[] = [];
  const fake = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    calls.push(url);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => Promise.resolve(url).then(answer).then(resolve, reject), delay(url));
      init?.signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(new DOMException("aborted", "AbortError"));
      });
    });
  });
  vi.stubGlobal("fetch", fake);
  return calls;
}

/** Puts an island's server markup in the page and hydrates it, as the loader would. */
async function hydrated(element: React.ReactElement, before?: () => void) {
  document.body.innerHTML = renderToStaticMarkup(<main>{element}</main>);
  before?.();
  const el = document.querySelector<HTMLElement>("[data-island]");
  if (!el) throw new Error("no island");
  await act(async () => {
    roots.push(await hydrateIsland(el, islands));
  });
  await waitFor(() => expect(el.dataset.hydrated).toBe(""));
  return el;
}

function searchPage(props: Partial<JobSearchProps> = {}) {
  const all: JobSearchProps = {
    query: "",
    location: "",
    page: 1,
    count: 3,
    numPages: 1,
    jobs: [card(1, "One"), card(2, "Two"), card(3, "Three")],
    today: TODAY,
    failure: null,
    errors: null,
    ...props,
  };
  // As app/routes/jobs.tsx sends it: the first page's cards in the HTML only.
  return <Island name="job-search" component={JobSearch} props={all} htmlOnly={["jobs"]} hydrate="visible" />;
}

const roots: Root[] = [];
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  history.replaceState(null, "", "/job");
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  // Unmounted, so an island's window listeners (popstate) do not outlive its test.
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  // No island may log an error (a hydration mismatch among them).
  expect(errors).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

/** The results' heading (the island's other h2 heads the alert form under them). */
const resultsHeading = () =>
  screen.getByRole("heading", { level: 2, name: (_, el) => el.id === "jobs-results-heading" });
/** Where "Set up a job alert" under the results leads: the alert page, with the search it would follow (decision 074). */
const alertFields = () => {
  const link = document.querySelector<HTMLAnchorElement>("section.job-alert a[href^='/alerts']");
  if (!link) throw new Error("no alert link");
  const url = new URL(link.href);
  return {
    path: url.pathname,
    query: url.searchParams.get("query"),
    location: url.searchParams.get("location"),
    says: link.closest("section")?.textContent,
  };
};

test("job search: typing waits 500 ms, then reads the JSON API, shows the server's card and writes the URL", async () => {
  // The title is the server's (the API's echo), not worked out in the browser.
  const echo = { query: "java", location: "", title: "java jobs", line: null };
  const calls = stubFetch(() => listing(["Java engineer"], 1, echo));
  await hydrated(searchPage());
  const heading = resultsHeading();
  expect(document.querySelector("form")?.hasAttribute("data-enhanced")).toBe(true);

  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.input(screen.getByLabelText("Job title or skill"), { target: { value: "java" } });
  vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
  expect(calls).toHaveLength(0);
  await act(async () => vi.advanceTimersByTime(50));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.pathname).toBe("/api/searchjobs");
  // Cards, as the server renders them: the island maps no job into a card.
  expect(calls[0]?.searchParams.get("view")).toBe("cards");
  expect(calls[0]?.searchParams.get("query")).toBe("java");
  expect(calls[0]?.searchParams.get("page")).toBe("1");
  expect(screen.getByRole("button", { name: "Searching..." })).toHaveProperty("disabled", true);
  await act(async () => vi.advanceTimersByTimeAsync(10)); // the fake server answers
  vi.useRealTimers();

  await waitFor(() => expect(screen.getByText("Java engineer")).toBeTruthy());
  expect(window.location.pathname + window.location.search).toBe("/job?page=1&query=java&location=");
  expect(document.querySelectorAll(".job-card-title")).toHaveLength(1);
  // The API's fields become the same card the server renders.
  const facts = [...document.querySelectorAll(".job-card-facts li")].map((li) => li.textContent);
  expect(facts).toEqual(["Company: Acme", "Location: PuneHybrid", "Experience: 2-4 yr", "Posted: Yesterday"]);
  expect(document.querySelector(".job-card-link")?.getAttribute("href")).toBe("/jobdetails/1");
  // The live region is the same element, with the new text.
  expect(resultsHeading()).toBe(heading);
  expect(heading.textContent).toBe("Found 1 matching job");
  expect(screen.getByRole("button", { name: "Search 1 job" })).toHaveProperty("disabled", false);
  expect(document.title).toBe("java jobs | Kshitij Talent Partners");
  // The alert link follows the search shown, not the page's first one.
  expect(alertFields()).toMatchObject({ path: "/alerts", query: "java", location: null });
  expect(alertFields().says).toContain("Alerts for “java”.");
});

test("job search: the first page's cards are sent once, in the HTML, and stay after hydration", async () => {
  const el = await hydrated(searchPage());
  // Issue 29: the props cross without the cards the HTML already holds.
  const props = el.querySelector("[data-island-props]")?.textContent ?? "";
  expect(JSON.parse(props)).not.toHaveProperty("jobs");
  expect(props).not.toContain("Acme");
  expect(el.querySelector("[data-hydrated], [data-island-root]")).toBeTruthy();
  const titles = [...document.querySelectorAll(".job-card-link")].map((a) => a.textContent);
  expect(titles).toEqual(["One", "Two", "Three"]);
  expect(screen.getByRole("heading", { level: 3, name: "Two" })).toBeTruthy();
});

test("job search: a newer search supersedes an older one that answers later", async () => {
  const calls = stubFetch(
    (url) => listing([`${url.searchParams.get("query")} job`]),
    (url) => (url.searchParams.get("query") === "slow" ? 200 : 10),
  );
  await hydrated(searchPage());
  const box = screen.getByLabelText("Job title or skill");
  const form = box.closest("form") as HTMLFormElement;
  fireEvent.input(box, { target: { value: "slow" } });
  fireEvent.submit(form);
  fireEvent.input(box, { target: { value: "fast" } });
  fireEvent.submit(form);
  expect(calls.map((u) => u.searchParams.get("query"))).toEqual(["slow", "fast"]);
  await waitFor(() => expect(screen.getByText("fast job")).toBeTruthy());
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByText("slow job")).toBeNull();
  expect(window.location.search).toContain("query=fast");
});

test("job search: both boxes empty loads the whole list at once", async () => {
  const calls = stubFetch(() => listing(["A", "B"]));
  history.replaceState(null, "", "/job?page=1&query=x&location=");
  await hydrated(searchPage({ query: "x", count: 1, jobs: [card(9, "X")] }));
  fireEvent.input(screen.getByLabelText("Job title or skill"), { target: { value: "" } });
  expect(calls).toHaveLength(1);
  await waitFor(() => expect(resultsHeading().textContent).toBe("2 jobs"));
  expect(window.location.pathname + window.location.search).toBe("/job");
});

test("job search: field errors from the API are shown by the field; a network failure is said in place", async () => {
  stubFetch((url) =>
    url.searchParams.get("query") === "bad"
      ? Response.json(
          { error: "Invalid search parameters", fields: { query: ["Use at most 200 characters."] } },
          { status: 400 },
        )
      : Promise.reject(new TypeError("Failed to fetch")),
  );
  await hydrated(searchPage());
  const box = screen.getByLabelText("Job title or skill");
  fireEvent.input(box, { target: { value: "bad" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() =>
    expect(document.getElementById("job-query-error")?.textContent).toBe("Use at most 200 characters."),
  );
  expect(box.getAttribute("aria-invalid")).toBe("true");
  expect(box.getAttribute("aria-describedby")).toBe("job-query-error");

  fireEvent.input(box, { target: { value: "java" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(jobListProblem("offline", "en")));
  expect(document.getElementById("job-query-error")).toBeNull();
  expect(box.hasAttribute("aria-invalid")).toBe(false);
});

test("job search: a failing API says searching failed", async () => {
  stubFetch(() => Response.json({ error: "Failed to load jobs. Please try again later." }, { status: 503 }));
  await hydrated(searchPage());
  const box = screen.getByLabelText("Job title or skill");
  fireEvent.input(box, { target: { value: "java" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(jobListProblem("searchFailed", "en")));
  expect(resultsHeading().textContent).toBe("Jobs could not be loaded");
});

test("job search: Back and Forward show each entry's results again, without asking twice", async () => {
  const calls = stubFetch((url) => listing([`${url.searchParams.get("query")} job`]));
  await hydrated(searchPage());
  const box = screen.getByLabelText<HTMLInputElement>("Job title or skill");
  fireEvent.input(box, { target: { value: "nurse" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() => expect(screen.getByText("nurse job")).toBeTruthy());
  expect(window.location.search).toBe("?page=1&query=nurse&location=");

  history.back();
  await waitFor(() => expect(screen.getByText("One")).toBeTruthy());
  expect(box.value).toBe("");
  history.forward();
  await waitFor(() => expect(screen.getByText("nurse job")).toBeTruthy());
  expect(box.value).toBe("nurse");
  expect(calls).toHaveLength(1);
});

test("job search: a page link searches in place and adds a history entry", async () => {
  // Page 2 of 2 (a page past the last would say so instead of listing jobs).
  const calls = stubFetch(() => listing(["Page two job"], 2));
  history.replaceState(null, "", "/job?query=x");
  await hydrated(searchPage({ query: "x", count: 40, numPages: 2 }));
  const next = screen.getByRole("link", { name: "Next" });
  expect(next.getAttribute("href")).toBe("?query=x&page=2");
  const before = history.length;
  fireEvent.click(next);
  await waitFor(() => expect(screen.getByText("Page two job")).toBeTruthy());
  expect(calls[0]?.searchParams.get("page")).toBe("2");
  expect(window.location.search).toBe("?page=2&query=x&location=");
  expect(history.length).toBe(before + 1);
});

test("job search: text typed before hydration is kept and searched", async () => {
  const calls = stubFetch(() => listing(["Early job"]));
  await hydrated(searchPage(), () => {
    const box = document.getElementById("job-query") as HTMLInputElement;
    box.value = "early";
    box.focus();
  });
  const box = screen.getByLabelText<HTMLInputElement>("Job title or skill");
  expect(box.value).toBe("early");
  expect(document.activeElement).toBe(box);
  await waitFor(() => expect(screen.getByText("Early job")).toBeTruthy(), { timeout: 3000 });
  expect(calls[0]?.searchParams.get("query")).toBe("early");
});

test("job search: the location button sends coordinates rounded to 2 decimals, fills the city and searches", async () => {
  const calls = stubFetch((url) =>
    url.pathname === "/api/geocode"
      ? Response.json({ city: "Pune", attribution: "© OpenStreetMap contributors" })
      : listing(["Pune job"]),
  );
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 18.520456, longitude: 73.856744 } } as GeolocationPosition),
    },
  });
  await hydrated(searchPage());
  fireEvent.click(screen.getByRole("button", { name: "Use Current Location" }));
  await waitFor(() => expect(screen.getByText("Pune job")).toBeTruthy());
  expect(calls[0]?.search).toBe("?lat=18.52&lon=73.86");
  expect(screen.getByLabelText<HTMLInputElement>("Location").value).toBe("Pune");
  expect(screen.getByRole("status").textContent).toBe("Location data © OpenStreetMap contributors");
});

test("job search: a denied location says so and does not search", async () => {
  const calls = stubFetch(() => listing([]));
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1 } as GeolocationPositionError),
    },
  });
  await hydrated(searchPage());
  fireEvent.click(screen.getByRole("button", { name: "Use Current Location" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe(locationProblem("denied", "en")));
  expect(calls).toHaveLength(0);
});

test("careers openings: typing filters in place, See more adds five and keeps the keyboard there; the URL follows", async () => {
  history.replaceState(null, "", "/carrers");
  const jobs = Array.from({ length: 12 }, (_, i) =>
    card(i + 1, i < 11 ? `Recruiter ${i + 1}` : "Accountant", i % 2 ? "Mumbai" : "Pune"),
  );
  await hydrated(
    <Island
      name="open-positions"
      component={OpenPositions}
      props={{ jobs, today: TODAY, text: "", location: "", shown: 5 }}
      hydrate="visible"
    />,
  );
  expect(screen.getByText("Showing 5 of 12")).toBeTruthy();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.input(screen.getByLabelText("Role or team"), { target: { value: "recruiter" } });
  await act(async () => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
  vi.useRealTimers();
  await waitFor(() => expect(screen.getByText("11 of 12 positions match")).toBeTruthy());
  expect(window.location.search).toBe("?q=recruiter");

  fireEvent.click(screen.getByRole("link", { name: "See more open positions" }));
  await waitFor(() => expect(document.querySelectorAll(".job-card")).toHaveLength(10));
  expect(window.location.search).toBe("?q=recruiter&show=10");
  expect(document.activeElement?.classList.contains("openings-more")).toBe(true);
  fireEvent.click(screen.getByRole("link", { name: "See more open positions" }));
  await waitFor(() => expect(document.querySelectorAll(".job-card")).toHaveLength(11));
  expect(document.activeElement?.className).toBe("openings-count");

  fireEvent.input(screen.getByLabelText("City or PIN code"), { target: { value: "nowhere" } });
  await waitFor(() => expect(screen.getByText("No open positions match these filters.")).toBeTruthy());
});

test("job details: See More toggles the description and the 4 extra related jobs in place", () => {
  history.replaceState(null, "", "/jobdetails/7");
  const items = (from: number, to: number) =>
    Array.from(
      { length: to - from },
      (_, i) => `<li data-more><article class="job-card">${from + i}</article></li>`,
    ).join("");
  document.body.innerHTML = `
    <div id="job-description" class="job-description job-description--collapsed"><p>Long text</p></div>
    <a href="/jobdetails/7?expanded=1" class="see-more" aria-controls="job-description" aria-expanded="false"
       data-enhance="job-details" data-related="related-jobs" data-more="related-more"
       data-label-open="See Less ▲" data-label-closed="See More ▼">See More ▼</a>
    <ul id="related-jobs">${Array.from({ length: 6 }, (_, i) => `<li><article class="job-card">${i}</article></li>`).join("")}</ul>
    <template id="related-more">${items(6, 10)}</template>`;
  const link = screen.getByRole("link", { name: "See More ▼" }) as HTMLAnchorElement;
  enhanceDetails(link);
  const cards = () => document.querySelectorAll("#related-jobs .job-card").length;
  expect(cards()).toBe(6);
  expect(document.querySelector("template")).toBeNull();

  fireEvent.click(link);
  expect(link.textContent).toBe("See Less ▲");
  expect(link.getAttribute("aria-expanded")).toBe("true");
  expect(new URL(link.href).pathname + new URL(link.href).search).toBe("/jobdetails/7");
  expect(document.getElementById("job-description")?.classList.contains("job-description--collapsed")).toBe(false);
  expect(cards()).toBe(10);
  expect(window.location.search).toBe("?expanded=1");

  fireEvent.click(link);
  expect(link.textContent).toBe("See More ▼");
  expect(cards()).toBe(6);
  expect(window.location.search).toBe("");
  expect(new URL(link.href).search).toBe("?expanded=1");
});
