import { fireEvent, screen } from "@testing-library/dom";
import { afterEach, beforeEach, expect, test } from "vitest";
import { initialNavState, navReducer } from "#app/components/layout/nav-state";
import { SiteHeader } from "#app/components/layout/site-header";
import { enhance } from "#app/enhance/header";
import { serverRender } from "./server-markup";

function setViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(query.match(/min-width:\s*(\d+)px/)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} };
  }) as unknown as typeof window.matchMedia;
}

/** The header as the server sends it for `path`, enhanced as in the browser. */
async function renderHeader(path = "/", beforeScript?: () => void) {
  await serverRender(<SiteHeader />, `http://localhost${path}`);
  const header = document.querySelector<HTMLElement>("[data-enhance='header']");
  if (!header) throw new Error("no header");
  beforeScript?.();
  enhance(header);
  return header;
}

beforeEach(() => setViewport(390));
afterEach(() => {
  document.body.innerHTML = "";
});

test("reducer: one dropdown at a time, toggling the open one closes it", () => {
  let s = navReducer(initialNavState, { type: "toggleGroup", id: "services" });
  expect(s.openGroup).toBe("services");
  s = navReducer(s, { type: "toggleGroup", id: "company" });
  expect(s.openGroup).toBe("company");
  s = navReducer(s, { type: "toggleGroup", id: "company" });
  expect(s.openGroup).toBeNull();
});

test("reducer: Escape closes the dropdown first, then the menu; navigation closes all", () => {
  let s = navReducer(initialNavState, { type: "toggleMenu" });
  s = navReducer(s, { type: "toggleGroup", id: "resources" });
  s = navReducer(s, { type: "escape" });
  expect(s).toEqual({ menuOpen: true, openGroup: null });
  s = navReducer(s, { type: "escape" });
  expect(s).toEqual({ menuOpen: false, openGroup: null });
  s = navReducer(navReducer(initialNavState, { type: "toggleMenu" }), { type: "openGroup", id: "services" });
  expect(navReducer(s, { type: "navigated" })).toEqual(initialNavState);
});

test("reducer: closeGroup only closes the named group", () => {
  const s = navReducer(initialNavState, { type: "openGroup", id: "services" });
  expect(navReducer(s, { type: "closeGroup", id: "company" }).openGroup).toBe("services");
  expect(navReducer(s, { type: "closeGroup", id: "services" }).openGroup).toBeNull();
});

test("mobile: the menu button toggles aria-expanded and a tapped group opens its panel", async () => {
  await renderHeader();
  const toggle = screen.getByRole("button", { name: "Menu" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(document.getElementById("site-menu")?.hasAttribute("data-open")).toBe(true);
  expect(document.getElementById("site-menu")?.hasAttribute("data-enhanced")).toBe(true);

  const services = screen.getByRole("button", { name: "Services" });
  fireEvent.click(services);
  expect(services.getAttribute("aria-expanded")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Company" }));
  expect(services.getAttribute("aria-expanded")).toBe("false");
  expect(screen.getByRole("button", { name: "Company" }).getAttribute("aria-expanded")).toBe("true");
});

test("mobile: following a link closes the menu", async () => {
  await renderHeader();
  const toggle = screen.getByRole("button", { name: "Menu" });
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole("button", { name: "Company" }));
  const about = screen.getByRole("link", { name: /About us/ });
  about.addEventListener("click", (event) => event.preventDefault()); // stay on this document
  fireEvent.click(about);
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.getElementById("site-menu")?.hasAttribute("data-open")).toBe(false);
});

test("desktop: hover opens a dropdown, leaving closes it, Escape closes and refocuses", async () => {
  setViewport(1280);
  await renderHeader();
  const trigger = screen.getByRole("button", { name: "Services" });
  const item = trigger.closest("li") as HTMLElement;
  fireEvent.mouseEnter(item);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  expect(item.hasAttribute("data-open")).toBe(true);
  fireEvent.mouseLeave(item);
  expect(trigger.getAttribute("aria-expanded")).toBe("false");

  fireEvent.click(trigger);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  fireEvent.keyDown(trigger, { key: "Escape" });
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(trigger);
});

test("a click outside the header closes the open dropdown", async () => {
  setViewport(1280);
  await renderHeader();
  const outside = document.createElement("p");
  document.body.appendChild(outside);
  const trigger = screen.getByRole("button", { name: "Company" });
  fireEvent.click(trigger);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  fireEvent.pointerDown(outside);
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
});

test("the current page's link is marked as current", async () => {
  await renderHeader("/job");
  const jobList = screen.getByRole("link", { name: "Job list" });
  expect(jobList.getAttribute("aria-current")).toBe("page");
});

test("innovations links open partner sites in a new tab safely", async () => {
  await renderHeader();
  const links = screen.getAllByRole("link").filter((a) => a.getAttribute("target") === "_blank");
  expect(links.length).toBe(2);
  for (const a of links) expect(a.getAttribute("rel")).toBe("noopener noreferrer");
});

test("desktop: a dropdown the visitor reached before the script loaded stays open", async () => {
  setViewport(1280);
  await renderHeader("/", () => screen.getByRole("button", { name: "Company" }).focus());
  const trigger = screen.getByRole("button", { name: "Company" });
  expect(document.activeElement).toBe(trigger);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("button", { name: "Services" }).getAttribute("aria-expanded")).toBe("false");
});
