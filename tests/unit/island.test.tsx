import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useId, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { hydrateIsland } from "#app/islands/hydrate";
import { Island, inertJson } from "#app/islands/island";
import { ISLAND_ERROR_PREFIX, scheduleIslands } from "#app/islands/loader";
import type { IslandRegistry } from "#app/islands/registry";

/** A small island: a labelled input (ids from useId) and a counter. */
function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <div>
      <label htmlFor={`${id}-name`}>{label}</label>
      <input id={`${id}-name`} name="name" />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {`Pressed ${count}`}
      </button>
    </div>
  );
}

/** Renders differently in the browser (here: after `side` changes): a bug the loader must report. */
let side = "server";
function Mismatch() {
  return <p>{side}</p>;
}

const registry: IslandRegistry = {
  counter: async () => ({ default: Counter }),
  mismatch: async () => ({ default: Mismatch }),
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

function page(children: React.ReactNode) {
  document.body.innerHTML = renderToStaticMarkup(<main>{children}</main>);
}

test("the server renders the island, its props as inert JSON and a distinct id prefix per island", () => {
  page(
    <>
      <Island name="counter" component={Counter} props={{ label: "Name", start: 1 }} hydrate="idle" />
      <Island name="counter" component={Counter} props={{ label: "Other", start: 2 }} hydrate="idle" />
    </>,
  );
  const [a, b] = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  expect(a?.dataset.hydrate).toBe("idle");
  expect(JSON.parse(a?.querySelector("script[data-island-props]")?.textContent ?? "")).toEqual({
    label: "Name",
    start: 1,
  });
  expect(a?.dataset.islandPrefix).not.toBe(b?.dataset.islandPrefix);
  // Two islands, each with its own ids, none shared.
  const ids = [...document.querySelectorAll("input")].map((i) => i.id);
  expect(new Set(ids).size).toBe(2);
  expect(screen.getByLabelText("Name").id).toContain(a?.dataset.islandPrefix ?? "?");
});

test("props that try to break out of the script element stay text", () => {
  const hostile = "</script><script>alert(1)</script><!-- & \u2028";
  expect(inertJson({ hostile })).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(inertJson({ hostile }))).toEqual({ hostile });
  page(<Island name="counter" component={Counter} props={{ label: hostile, start: 0 }} hydrate="idle" />);
  expect(document.querySelectorAll("script")).toHaveLength(1);
  expect(document.querySelector("label")?.textContent).toBe(hostile);
});

test("hydration keeps the ids, text typed and focus from before it, and the island then works", async () => {
  const errors = vi.spyOn(console, "error");
  page(<Island name="counter" component={Counter} props={{ label: "Name", start: 3 }} hydrate="interaction" />);
  const input = screen.getByLabelText<HTMLInputElement>("Name");
  const id = input.id;
  const button = screen.getByRole("button", { name: "Pressed 3" });
  const island = document.querySelector<HTMLElement>("[data-island]");
  if (!island) throw new Error("no island");

  let hydrations = 0;
  scheduleIslands(document, registry, async (el, reg) => {
    hydrations++;
    await hydrateIsland(el, reg);
  });
  expect(hydrations).toBe(0);
  // The visitor focuses the field (the first interaction) and types before React arrives.
  input.focus();
  input.value = "Asha";
  expect(hydrations).toBe(1);
  await waitFor(() => expect(island.dataset.hydrated).toBe(""));

  expect(screen.getByLabelText<HTMLInputElement>("Name")).toBe(input);
  expect(input.id).toBe(id);
  expect(input.value).toBe("Asha");
  expect(document.activeElement).toBe(input);
  await act(async () => fireEvent.click(button));
  expect(button.textContent).toBe("Pressed 4");
  expect(errors).not.toHaveBeenCalled();
});

test("a press that lands before an interaction island has hydrated is replayed after it, once", async () => {
  const errors = vi.spyOn(console, "error");
  page(<Island name="counter" component={Counter} props={{ label: "Name", start: 0 }} hydrate="interaction" />);
  const island = document.querySelector<HTMLElement>("[data-island]");
  if (!island) throw new Error("no island");
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  scheduleIslands(document, registry, async (el, reg) => {
    await gate; // the island's code is still downloading
    return hydrateIsland(el, reg);
  });
  const button = screen.getByRole("button", { name: "Pressed 0" });
  fireEvent.pointerDown(button);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  // Held, not lost: the server's button did nothing yet, and the default action waits.
  expect(click.defaultPrevented).toBe(true);
  expect(button.textContent).toBe("Pressed 0");
  release();
  await waitFor(() => expect(button.textContent).toBe("Pressed 1"));
  await act(async () => {});
  expect(button.textContent).toBe("Pressed 1");
  expect(errors).not.toHaveBeenCalled();
});

test("a server/browser mismatch is reported with the island prefix", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  page(<Island name="mismatch" component={Mismatch} props={{}} hydrate="idle" />);
  const island = document.querySelector<HTMLElement>("[data-island]");
  if (!island) throw new Error("no island");
  side = "browser";
  await act(async () => {
    await hydrateIsland(island, registry);
  });
  await waitFor(() => expect(errors).toHaveBeenCalled());
  expect(String(errors.mock.calls[0]?.[0])).toContain(`${ISLAND_ERROR_PREFIX} hydration error in "mismatch"`);
});

test("an island whose name is not registered is reported, not silently skipped", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  page(<Island name="nope" component={Mismatch} props={{}} hydrate="interaction" />);
  scheduleIslands(document, registry, hydrateIsland);
  fireEvent.pointerDown(document.querySelector("p") as Element);
  await waitFor(() => expect(errors).toHaveBeenCalled());
  expect(String(errors.mock.calls[0]?.[0])).toContain(`${ISLAND_ERROR_PREFIX} could not hydrate "nope"`);
  expect(document.querySelector<HTMLElement>("[data-island]")?.dataset.islandFailed).toBe("");
});

test("a click alone (as assistive technology may send) starts an interaction island and is replayed", async () => {
  page(<Island name="counter" component={Counter} props={{ label: "Name", start: 0 }} hydrate="interaction" />);
  let hydrations = 0;
  scheduleIslands(document, registry, async (el, reg) => {
    hydrations++;
    return hydrateIsland(el, reg);
  });
  const button = screen.getByRole("button", { name: "Pressed 0" });
  // No pointer or focus event before it.
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(hydrations).toBe(1);
  await waitFor(() => expect(button.textContent).toBe("Pressed 1"));
});

test("a scroll inside an interaction island starts it", async () => {
  page(<Island name="counter" component={Counter} props={{ label: "Name", start: 0 }} hydrate="interaction" />);
  let hydrations = 0;
  scheduleIslands(document, registry, async (el, reg) => {
    hydrations++;
    return hydrateIsland(el, reg);
  });
  // "scroll" does not bubble: the island hears it in the capture phase.
  screen.getByRole("button").dispatchEvent(new Event("scroll", { bubbles: false }));
  expect(hydrations).toBe(1);
  const island = document.querySelector<HTMLElement>("[data-island]");
  await waitFor(() => expect(island?.dataset.hydrated).toBe(""));
});

test("holdClicks: only the named controls wait for hydration; a plain link goes at once", async () => {
  function WithLink() {
    const [n, setN] = useState(0);
    return (
      <div>
        <a href="#elsewhere">A job</a>
        <div className="controls">
          <button type="button" onClick={() => setN((x) => x + 1)}>{`Next ${n}`}</button>
        </div>
      </div>
    );
  }
  page(<Island name="with-link" component={WithLink} props={{}} hydrate="interaction" holdClicks=".controls button" />);
  expect(document.querySelector<HTMLElement>("[data-island]")?.dataset.hold).toBe(".controls button");
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  scheduleIslands(document, { "with-link": async () => ({ default: WithLink }) }, async (el, reg) => {
    await gate;
    return hydrateIsland(el, reg);
  });
  const link = screen.getByRole("link", { name: "A job" });
  fireEvent.pointerDown(link);
  const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
  link.dispatchEvent(follow);
  // Not held: the browser follows the link without waiting for React.
  expect(follow.defaultPrevented).toBe(false);
  const next = screen.getByRole("button", { name: "Next 0" });
  const press = new MouseEvent("click", { bubbles: true, cancelable: true });
  next.dispatchEvent(press);
  expect(press.defaultPrevented).toBe(true);
  release();
  await waitFor(() => expect(next.textContent).toBe("Next 1"));
});
