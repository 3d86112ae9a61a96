import { fireEvent, screen, within } from "@testing-library/dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { Carousel } from "#app/components/carousel/carousel";
import type { JobCardData } from "#app/components/jobs/job-card";
import { JobCarousel } from "#app/components/jobs/job-carousel";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { enhance } from "#app/enhance/carousel";
import { serverRender } from "./server-markup";

/** Enhances every carousel on the page, outermost first, as app/enhance/main.ts does. */
function enhanceAll() {
  for (const el of document.querySelectorAll<HTMLElement>('[data-enhance="carousel"]')) enhance(el);
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** IntersectionObserver under test control: `scrollIntoView()` reports every observed row on screen. */
const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {}
  unobserve() {}
}
function scrollIntoView() {
  for (const { callback, target } of observed) {
    callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const realMatchMedia = window.matchMedia;
const realObserver = window.IntersectionObserver;
beforeEach(() => {
  setReducedMotion(false);
  observed.length = 0;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  document.body.innerHTML = "";
  window.matchMedia = realMatchMedia;
  window.IntersectionObserver = realObserver;
  vi.restoreAllMocks();
});

const slides = ["A", "B", "C"].map((name) => ({ key: name, content: <p>{name}</p> }));

test("loop: server markup is a scrollable region with the controls hidden", async () => {
  await serverRender(<Carousel label="Letters" slides={slides} speed={50} arrows />);
  const root = document.querySelector<HTMLElement>(".carousel") as HTMLElement;
  expect(root.dataset.enhance).toBe("carousel");
  expect(root.dataset.kind).toBe("loop");
  expect(root.dataset.speed).toBe("50");
  expect(screen.getByRole("region", { name: "Letters" }).tabIndex).toBe(0);
  expect(root.querySelector<HTMLElement>(".carousel-controls")?.hidden).toBe(true);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  expect(root.querySelectorAll(".carousel-slide")).toHaveLength(3);
});

test("loop: clones the slides (hidden and inert) once on screen, shows Pause and the arrows, toggles to Play", async () => {
  await serverRender(<Carousel label="Letters" slides={slides} speed={50} arrows />);
  enhanceAll();
  const root = document.querySelector<HTMLElement>(".carousel") as HTMLElement;
  expect(root.hasAttribute("data-enhanced")).toBe(true);
  // Off screen the row keeps its own slides only: no DOM work for rows not seen yet.
  expect(root.querySelectorAll(".carousel-slide")).toHaveLength(3);
  scrollIntoView();
  const items = [...root.querySelectorAll(".carousel-slide")];
  expect(items.map((li) => li.textContent)).toEqual(["A", "B", "C", "A", "B", "C"]);
  for (const clone of items.slice(3)) {
    expect(clone.getAttribute("aria-hidden")).toBe("true");
    expect(clone.hasAttribute("inert")).toBe(true);
  }
  for (const original of items.slice(0, 3)) expect(original.hasAttribute("aria-hidden")).toBe(false);

  expect(screen.getByRole("button", { name: "Previous: Letters" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Next: Letters" })).toBeTruthy();
  const pause = screen.getByRole("button", { name: "Pause Letters" });
  expect(root.hasAttribute("data-playing")).toBe(true);
  fireEvent.click(pause);
  expect(pause.textContent).toBe("Play Letters");
  expect(root.hasAttribute("data-playing")).toBe(false);
  fireEvent.click(pause);
  expect(pause.textContent).toBe("Pause Letters");
});

test("loop: with reduced motion it starts paused, offering Play", async () => {
  setReducedMotion(true);
  await serverRender(<Carousel label="Logos" slides={slides} speed={30} variant="logos" />);
  enhanceAll();
  expect(screen.getByRole("button", { name: "Play Logos" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: /Next/ })).toBeNull();
  expect(document.querySelector(".carousel")?.hasAttribute("data-playing")).toBe(false);
});

const groups = [
  { id: "one", label: "One", title: "Group one", items: [{ id: 1, text: "First words", name: "Asha" }] },
  {
    id: "two",
    label: "Two",
    title: "Group two",
    items: [
      { id: 2, text: "Second words", name: "Bala" },
      { id: 3, text: "Third words", name: "Chitra", ac: "Pune" },
    ],
  },
  { id: "three", label: "Three", title: "Group three", items: [{ id: 4, text: "Fourth words", name: "Dev" }] },
];

test("tabs: without the script every group is a titled row and the tab list is hidden", async () => {
  await serverRender(<TestimonialTabs groups={groups} />);
  expect(screen.queryByRole("tablist")).toBeNull();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Group one",
    "Group two",
    "Group three",
  ]);
  expect(document.querySelectorAll(".testimonial-group:not([hidden])")).toHaveLength(3);
  expect(screen.getByRole("region", { name: "Group two" }).querySelectorAll(".testimonial")).toHaveLength(2);
});

test("tabs: one panel at a time, switched by click, arrow keys (wrapping), Home and End", async () => {
  await serverRender(<TestimonialTabs groups={groups} />);
  enhanceAll();
  const tabs = screen.getAllByRole("tab");
  expect(tabs.map((t) => t.textContent)).toEqual(["One 1", "Two 2", "Three 1"]);
  const panel = () => screen.getByRole("tabpanel");
  expect(panel().getAttribute("aria-labelledby")).toBe(tabs[0].id);
  expect(within(panel()).getByRole("region", { name: "Group one" })).toBeTruthy();
  expect(panel().querySelector("h3")?.className).toBe("visually-hidden");
  expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);

  fireEvent.click(tabs[1]);
  expect(tabs[1].getAttribute("aria-selected")).toBe("true");
  expect(tabs[0].getAttribute("aria-selected")).toBe("false");
  expect(panel().id).toBe(tabs[1].getAttribute("aria-controls"));
  expect(document.querySelectorAll('[role="tabpanel"]:not([hidden])')).toHaveLength(1);

  fireEvent.keyDown(tabs[1], { key: "ArrowRight" });
  expect(document.activeElement).toBe(tabs[2]);
  fireEvent.keyDown(tabs[2], { key: "ArrowRight" });
  expect(document.activeElement).toBe(tabs[0]);
  expect(tabs[0].getAttribute("aria-selected")).toBe("true");
  fireEvent.keyDown(tabs[0], { key: "ArrowLeft" });
  expect(document.activeElement).toBe(tabs[2]);
  fireEvent.keyDown(tabs[2], { key: "Home" });
  expect(document.activeElement).toBe(tabs[0]);
  fireEvent.keyDown(tabs[0], { key: "End" });
  expect(document.activeElement).toBe(tabs[2]);
  expect(panel().querySelector(".carousel-slide:not([aria-hidden])")?.textContent).toContain("Fourth words");
});

const jobs: JobCardData[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Job ${id}`,
  client: "Acme",
  place: "Pune",
  zipCode: "411001",
  experience: "1-3 yr",
  postedAt: null,
  remote: "onsite",
}));

function jobTrack() {
  return document.querySelector<HTMLElement>(".job-carousel-track") as HTMLElement;
}

test("jobs: without the script the controls are hidden and every job is in the row", async () => {
  await serverRender(<JobCarousel jobs={jobs} today="2026-01-10" label="Latest jobs" />);
  const region = screen.getByRole("region", { name: "Latest jobs" });
  expect(region.querySelectorAll(".job-card")).toHaveLength(5);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});

test("jobs: previous/next wrap around, dots jump, the counter follows", async () => {
  await serverRender(<JobCarousel jobs={jobs} today="2026-01-10" label="Latest jobs" />);
  enhanceAll();
  const region = screen.getByRole("region", { name: "Latest jobs" });
  const count = () => region.querySelector(".job-carousel-count")?.textContent;
  expect(count()).toBe("1 of 5");
  expect(within(region).getAllByRole("button", { name: /^Show job \d$/ })).toHaveLength(5);
  fireEvent.click(within(region).getByRole("button", { name: "Previous job" }));
  expect(count()).toBe("5 of 5");
  fireEvent.click(within(region).getByRole("button", { name: "Next job" }));
  expect(count()).toBe("1 of 5");
  fireEvent.click(within(region).getByRole("button", { name: "Show job 3" }));
  expect(count()).toBe("3 of 5");
  expect(within(region).getByRole("button", { name: "Show job 3" }).getAttribute("aria-current")).toBe("true");
  expect(within(region).getByRole("button", { name: "Show job 1" }).hasAttribute("aria-current")).toBe(false);
});

test("jobs: quick clicks count from the job being scrolled to, not a mid-scroll position", async () => {
  await serverRender(<JobCarousel jobs={jobs} today="2026-01-10" label="Latest jobs" />);
  enhanceAll();
  const track = jobTrack();
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 300 });
  // A smooth scroll that has only just begun: the position stays at the first job.
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  const next = screen.getByRole("button", { name: "Next job" });
  fireEvent.click(next);
  fireEvent.scroll(track);
  fireEvent.click(next);
  fireEvent.click(next);
  expect(document.querySelector(".job-carousel-count")?.textContent).toBe("4 of 5");
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 900, behavior: "smooth" });
});

test("jobs: recounts when slides are hidden or removed, e.g. by a filter", async () => {
  await serverRender(<JobCarousel jobs={jobs} today="2026-01-10" label="Open positions" />);
  enhanceAll();
  const track = jobTrack();
  const items = [...track.children] as HTMLElement[];
  items[1].hidden = true;
  items[3].hidden = true;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const region = screen.getByRole("region", { name: "Open positions" });
  expect(region.querySelector(".job-carousel-count")?.textContent).toBe("1 of 3");
  expect(within(region).getAllByRole("button", { name: /^Show job/ })).toHaveLength(3);
  expect(items[4].getAttribute("aria-label")).toBe("3 of 3");

  items[0].remove();
  items[2].remove();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(region.querySelector<HTMLElement>(".job-carousel-controls")?.hidden).toBe(true);
});

test("jobs: a single job gets no controls", async () => {
  await serverRender(<JobCarousel jobs={jobs.slice(0, 1)} today="2026-01-10" label="Latest jobs" />);
  enhanceAll();
  expect(document.querySelector<HTMLElement>(".job-carousel-controls")?.hidden).toBe(true);
});
