import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { fetchResults, type JobResults } from "#app/islands/jobs/results";
import { SEARCH_DEBOUNCE_MS, useLiveSearch } from "#app/islands/jobs/use-live-search";
import type { JobCardData } from "#shared/schemas/job-card";

/* The job search island's parts (app/islands/jobs/), each on its own. */

const search = { query: "java", location: "", page: 1, filters: {} };
const card: JobCardData = {
  id: 7,
  title: "Java engineer",
  client: "Acme",
  place: "Pune",
  zipCode: "411001",
  experience: "2-4",
  postedAt: "2026-01-09",
  salary: null,
  remote: "onsite",
};
// The search said back by the server (the title the island shows).
const echo = { query: "java", location: "", title: "java jobs", line: null };
const answer = { count: 1, num_pages: 1, page_number: 1, cards: [card], echo };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test("fetchResults asks for cards and shows them as answered; a 400 names the field; no network says offline", async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json(answer);
    }),
  );
  const shown = await fetchResults(search, new AbortController().signal, "en");
  expect(new URL(asked[0], "http://x").searchParams.get("view")).toBe("cards");
  expect(shown).toMatchObject({ count: 1, numPages: 1, jobs: [card], failure: null });

  vi.stubGlobal("fetch", async () => Response.json({ fields: { salary: ["Choose a salary band"] } }, { status: 400 }));
  expect((await fetchResults(search, new AbortController().signal, "en")).errors).toEqual({
    salary: ["Choose a salary band"],
  });

  vi.stubGlobal("fetch", async () => {
    throw new TypeError("Failed to fetch");
  });
  const offline = await fetchResults(search, new AbortController().signal, "hi");
  expect(offline.failure).toBeTruthy();
  expect(offline.jobs).toEqual([]);

  // An answer of the wrong shape is a failure, not a crash.
  vi.stubGlobal("fetch", async () => Response.json({ count: 1, results: [{ id: 7 }] }));
  expect((await fetchResults(search, new AbortController().signal, "en")).failure).toBeTruthy();
});

test("useLiveSearch: a run of typing is one history entry, and the page's title follows the results", async () => {
  vi.stubGlobal("fetch", async () => Response.json(answer));
  history.replaceState(null, "", "/job");
  const before = history.length;
  const box = (value: string) => Object.assign(document.createElement("input"), { value });
  const boxes = { query: { current: box("") }, location: { current: box("") } };
  const initial: JobResults = {
    query: "",
    location: "",
    page: 1,
    count: 0,
    numPages: 0,
    jobs: [],
    failure: null,
    filters: {},
  };
  const { result } = renderHook(() => useLiveSearch(initial, "en", boxes, () => {}));
  await waitFor(() => expect(result.current.ready).toBe(true));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  for (const text of ["j", "ja", "java"]) {
    boxes.query.current.value = text;
    act(() => result.current.run(false));
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  }
  vi.useRealTimers();
  await waitFor(() => expect(result.current.results.jobs).toEqual([card]));
  expect(window.location.search).toBe("?page=1&query=java&location=");
  expect(history.length).toBe(before + 1);
  expect(document.title).toMatch(/^java jobs/);
});
