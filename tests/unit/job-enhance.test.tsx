import { configure, fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { JobSearchForm } from "#app/components/jobs/job-search-form";
import { OpenPositions } from "#app/components/jobs/open-positions";
import { enhance as enhanceDetails } from "#app/enhance/job-details";
import { fetchPage } from "#app/enhance/job-fetch";
import { LOCATION_MESSAGES } from "#app/enhance/job-location";
import { enhance as enhanceOpenings } from "#app/enhance/job-openings";
import { enhance as enhanceSearch, SEARCH_DEBOUNCE_MS } from "#app/enhance/job-search";
import { serverMarkup } from "./server-markup";

// Two shared cores: give fetch + parse + swap time.
configure({ asyncUtilTimeout: 4000 });

const TODAY = "2026-01-10";

function job(id: number, title: string, place = "Pune, Maharashtra"): JobCardData {
  return {
    id,
    title,
    client: "Acme",
    place,
    zipCode: "411001",
    experience: "1-3 yr",
    postedAt: null,
    remote: "onsite",
  };
}

/** A /job page as the server renders it: the search form and the results region. */
async function jobsPage(query: string, titles: string[], heading = `Found ${titles.length} matching jobs`) {
  return serverMarkup(
    <>
      <title>{query ? `${query} jobs` : "Job list"}</title>
      <JobSearchForm query={query} location="" count={titles.length} resultsId="jobs-results" />
      <section id="jobs-results" aria-labelledby="jobs-results-heading">
        <h2 id="jobs-results-heading" aria-live="polite">
          {heading}
        </h2>
        <ul className="job-grid">
          {titles.map((t, i) => (
            <li key={t}>
              <JobCard job={job(i + 1, t)} today={TODAY} />
            </li>
          ))}
        </ul>
      </section>
    </>,
  );
}

function html(body: string, status = 200) {
  return new Response(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
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

beforeEach(() => {
  history.replaceState(null, "", "/job");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

async function startJobsPage() {
  document.body.innerHTML = await jobsPage("", ["One", "Two", "Three"], "3 jobs");
  const form = document.querySelector<HTMLFormElement>("[data-enhance='job-search']") as HTMLFormElement;
  enhanceSearch(form);
  return form;
}

test("job search: typing waits 500 ms, then swaps in the server's results and writes the URL", async () => {
  const calls = stubFetch(async (url) => html(await jobsPage(url.searchParams.get("query") ?? "", ["Java engineer"])));
  const form = await startJobsPage();
  const heading = screen.getByRole("heading", { level: 2 });
  expect(form.hasAttribute("data-enhanced")).toBe(true);

  vi.useFakeTimers();
  fireEvent.input(screen.getByLabelText("Job title or skill"), { target: { value: "java" } });
  vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
  expect(calls).toHaveLength(0);
  vi.advanceTimersByTime(50);
  expect(calls).toHaveLength(1);
  expect(calls[0].pathname).toBe("/job");
  expect(calls[0].search).toBe("?page=1&query=java&location=");
  expect(screen.getByRole("button", { name: "Searching..." })).toHaveProperty("disabled", true);
  await vi.advanceTimersByTimeAsync(10); // the fake server answers
  vi.useRealTimers();

  await waitFor(() => expect(window.location.search).toBe("?page=1&query=java&location="));
  expect(document.querySelectorAll(".job-card-title").length).toBe(1);
  expect(screen.getByText("Java engineer")).toBeTruthy();
  // The live region is the same element, with the new text.
  expect(screen.getByRole("heading", { level: 2 })).toBe(heading);
  expect(heading.textContent).toBe("Found 1 matching jobs");
  expect(screen.getByRole("button", { name: "Search 1 jobs" })).toHaveProperty("disabled", false);
  expect(document.title).toBe("java jobs");
});

test("job search: a newer search supersedes an older one that answers later", async () => {
  const calls = stubFetch(
    async (url) => {
      const q = url.searchParams.get("query") ?? "";
      return html(await jobsPage(q, [`${q} job`]));
    },
    (url) => (url.searchParams.get("query") === "slow" ? 200 : 10),
  );
  await startJobsPage();
  const box = screen.getByLabelText("Job title or skill");
  fireEvent.input(box, { target: { value: "slow" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  fireEvent.input(box, { target: { value: "fast" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  expect(calls.map((u) => u.searchParams.get("query"))).toEqual(["slow", "fast"]);
  await waitFor(() => expect(screen.getByText("fast job")).toBeTruthy());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByText("slow job")).toBeNull();
  expect(window.location.search).toContain("query=fast");
});

test("job search: both boxes empty loads the whole list at once", async () => {
  const calls = stubFetch(async () => html(await jobsPage("", ["A", "B"], "2 jobs")));
  history.replaceState(null, "", "/job?query=x&page=1");
  document.body.innerHTML = await jobsPage("x", ["X"]);
  enhanceSearch(document.querySelector("[data-enhance='job-search']") as HTMLElement);
  fireEvent.input(screen.getByLabelText("Job title or skill"), { target: { value: "" } });
  expect(calls).toHaveLength(1);
  expect(calls[0].search).toBe("");
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/job"));
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("2 jobs");
});

test("job search: field errors from the server replace the old ones; a network failure is said in place", async () => {
  const withError = await serverMarkup(
    <JobSearchForm
      query="x"
      location=""
      count={0}
      resultsId="jobs-results"
      errors={{ query: ["Use at most 200 characters."] }}
    />,
  );
  let fail = false;
  stubFetch(() => {
    if (fail) throw new TypeError("Failed to fetch");
    return html(`${withError}<section id="jobs-results"><h2>0 jobs</h2></section>`, 400);
  });
  await startJobsPage();
  const box = screen.getByLabelText("Job title or skill");
  fireEvent.input(box, { target: { value: "x" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
  expect(document.getElementById("job-query-error")?.textContent).toBe("Use at most 200 characters.");
  expect(box.getAttribute("aria-describedby")).toBe("job-query-error");

  fail = true;
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/Could not search jobs/));
  expect(screen.getByRole("button", { name: "Search 0 jobs" })).toHaveProperty("disabled", false);
});

test("job search: the location button fills the city, credits the geocoder and searches", async () => {
  const calls = stubFetch(async (url) => {
    if (url.pathname === "/api/geocode") {
      return Response.json({ city: "Pune", attribution: "© OpenStreetMap contributors" });
    }
    return html(await jobsPage("", ["Pune job"]));
  });
  vi.stubGlobal("navigator", {
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 18.52043, longitude: 73.85674 } } as GeolocationPosition),
    },
  });
  await startJobsPage();
  fireEvent.click(screen.getByRole("button", { name: "Use Current Location" }));
  await waitFor(() => expect(screen.getByLabelText("Location")).toHaveProperty("value", "Pune"));
  expect(calls[0].search).toBe("?lat=18.52043&lon=73.85674");
  expect(screen.getByRole("status").textContent).toBe("Location data © OpenStreetMap contributors");
  await waitFor(() => expect(window.location.search).toContain("location=Pune"));
});

test("job search: a denied location says so and does not search", async () => {
  const calls = stubFetch(() => html(""));
  vi.stubGlobal("navigator", {
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    },
  });
  await startJobsPage();
  fireEvent.click(screen.getByRole("button", { name: "Use Current Location" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe(LOCATION_MESSAGES.denied));
  expect(calls).toHaveLength(0);
});

test("fetchPage uses only same-origin HTML", async () => {
  const signal = new AbortController().signal;
  stubFetch(() => Response.json({ a: 1 }));
  expect(await fetchPage(new URL("/job", window.location.href), signal)).toBeNull();
  expect(await fetchPage(new URL("https://evil.example/job"), signal)).toBeNull();
  const redirected = html("<p>x</p>");
  Object.defineProperty(redirected, "url", { value: "https://evil.example/job" });
  stubFetch(() => redirected);
  expect(await fetchPage(new URL("/job", window.location.href), signal)).toBeNull();
  stubFetch(() => html("<p id=ok>fine</p><script>window.__ran = 1</script>"));
  const doc = await fetchPage(new URL("/job", window.location.href), signal);
  expect(doc?.getElementById("ok")?.textContent).toBe("fine");
  expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
});

test("careers openings: typing and See more swap in the server's results; the URL follows", async () => {
  history.replaceState(null, "", "/carrers");
  const jobs = Array.from({ length: 12 }, (_, i) => job(i + 1, `Recruiter ${i + 1}`, i % 2 ? "Pune" : "Mumbai"));
  const careers = (initial: { text: string; location: string; shown: number }) =>
    serverMarkup(
      <section id="open-positions">
        <OpenPositions jobs={jobs} today={TODAY} initial={initial} />
      </section>,
    );
  const calls = stubFetch(async (url) =>
    html(
      await careers({
        text: url.searchParams.get("q") ?? "",
        location: url.searchParams.get("loc") ?? "",
        shown: Number(url.searchParams.get("show") ?? 5),
      }),
    ),
  );
  document.body.innerHTML = await careers({ text: "", location: "", shown: 5 });
  const root = document.querySelector<HTMLElement>("[data-enhance='job-openings']") as HTMLElement;
  const enhanced: Element[] = [];
  document.addEventListener("enhance", (e) => enhanced.push(e.target as Element));
  enhanceOpenings(root);
  expect(document.querySelector(".openings-count")?.textContent).toBe("Showing 5 of 12");

  fireEvent.input(screen.getByLabelText("City or PIN code"), { target: { value: "Pune" } });
  await waitFor(() => expect(document.querySelector(".openings-count")?.textContent).toBe("6 of 12 positions match"));
  expect(calls.at(-1)?.search).toBe("?loc=Pune");
  expect(window.location.search).toBe("?loc=Pune");
  expect(document.querySelectorAll(".job-card").length).toBe(5);
  // The carousel island in the new markup is handed to app/enhance/main.ts.
  expect(enhanced.at(-1)?.querySelector("[data-island='job-carousel']")).toBeTruthy();

  fireEvent.click(screen.getByRole("link", { name: "See more open positions" }));
  await waitFor(() => expect(document.querySelectorAll(".job-card").length).toBe(6));
  expect(calls.at(-1)?.search).toBe("?loc=Pune&show=10");
  expect(document.activeElement?.className).toBe("openings-count");

  fireEvent.input(screen.getByLabelText("Role or team"), { target: { value: "nothing" } });
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
       data-enhance="job-details" data-related="related-jobs" data-more="related-more">See More ▼</a>
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
