import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { initialNavState, navReducer } from "#app/components/layout/nav-state";
import { SiteHeader } from "#app/components/layout/site-header";

function setViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(query.match(/min-width:\s*(\d+)px/)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} };
  }) as unknown as typeof window.matchMedia;
}

function Shell() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}
function HomePage() {
  return <p>home</p>;
}
function JobsPage() {
  return <p>jobs page</p>;
}
function AboutPage() {
  return <p>about page</p>;
}
function ServicePage() {
  return <p>service page</p>;
}
const Stub = createRoutesStub([
  {
    path: "/",
    Component: Shell,
    children: [
      { index: true, Component: HomePage },
      { path: "job", Component: JobsPage },
      { path: "about", Component: AboutPage },
      { path: "DetailService/:id", Component: ServicePage },
    ],
  },
]);

function renderHeader() {
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => setViewport(390));
afterEach(cleanup);

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
  renderHeader();
  const toggle = await screen.findByRole("button", { name: "Menu" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(document.getElementById("site-menu")?.hasAttribute("data-open")).toBe(true);

  const services = screen.getByRole("button", { name: "Services" });
  fireEvent.click(services);
  expect(services.getAttribute("aria-expanded")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Company" }));
  expect(services.getAttribute("aria-expanded")).toBe("false");
  expect(screen.getByRole("button", { name: "Company" }).getAttribute("aria-expanded")).toBe("true");
});

test("mobile: following a link closes the menu", async () => {
  renderHeader();
  const toggle = await screen.findByRole("button", { name: "Menu" });
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole("button", { name: "Company" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("link", { name: /About us/ }));
  });
  expect(await screen.findByText("about page")).toBeTruthy();
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.getElementById("site-menu")?.hasAttribute("data-open")).toBe(false);
});

test("desktop: hover opens a dropdown, leaving closes it, Escape closes and refocuses", async () => {
  setViewport(1280);
  renderHeader();
  const trigger = await screen.findByRole("button", { name: "Services" });
  const item = trigger.closest("li") as HTMLElement;
  fireEvent.mouseEnter(item);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  fireEvent.mouseLeave(item);
  expect(trigger.getAttribute("aria-expanded")).toBe("false");

  fireEvent.click(trigger);
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  fireEvent.keyDown(trigger, { key: "Escape" });
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(trigger);
});

test("innovations links open partner sites in a new tab safely", async () => {
  renderHeader();
  const links = (await screen.findAllByRole("link")).filter((a) => a.getAttribute("target") === "_blank");
  expect(links.length).toBe(2);
  for (const a of links) expect(a.getAttribute("rel")).toBe("noopener noreferrer");
});
