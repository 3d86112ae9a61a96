import { hydrateRoot, type Root } from "react-dom/client";
import { IslandFrame } from "./frame";
import { ISLAND_ERROR_PREFIX } from "./loader";
import type { IslandRegistry } from "./registry";
import { loadWords } from "./words";

/**
 * Hydrates one island (markup from app/islands/island.tsx): loads its
 * component, reads its props from the inert JSON and hydrates its root with
 * the same identifierPrefix the server used, once its words are there
 * (app/islands/words.ts). Loaded on demand by
 * app/islands/loader.ts, with React DOM.
 *
 * A mismatch between the server's markup and the browser's first render is a
 * bug: React recovers by rendering on the client, and we report it loudly
 * (ISLAND_ERROR_PREFIX) so the browser tests fail on it.
 */
export async function hydrateIsland(el: HTMLElement, registry: IslandRegistry): Promise<Root> {
  const name = el.dataset.island ?? "";
  const load = registry[name];
  if (!load) throw new Error(`no island registered as "${name}"`);
  const root = el.querySelector<HTMLElement>(":scope > [data-island-root]");
  const json = el.querySelector<HTMLScriptElement>(":scope > script[data-island-props]");
  if (!root || !json) throw new Error(`island "${name}" has no root or no props`);
  const props: unknown = JSON.parse(json.textContent || "null");
  if (typeof props !== "object" || props === null) throw new Error(`island "${name}" has no props object`);
  // The island's words in the page's language come with its code (decision 030).
  const [{ default: Component }] = await Promise.all([load(), loadWords(name)]);
  const hydrated = () => {
    el.dataset.hydrated = "";
  };
  return hydrateRoot(
    root,
    <IslandFrame onHydrated={hydrated}>
      <Component {...props} />
    </IslandFrame>,
    {
      identifierPrefix: el.dataset.islandPrefix,
      onRecoverableError(error, info) {
        console.error(`${ISLAND_ERROR_PREFIX} hydration error in "${name}":`, error, info.componentStack ?? "");
      },
      onCaughtError(error, info) {
        console.error(`${ISLAND_ERROR_PREFIX} error caught in "${name}":`, error, info.componentStack ?? "");
      },
      onUncaughtError(error, info) {
        el.dataset.islandFailed = "";
        console.error(`${ISLAND_ERROR_PREFIX} error in "${name}":`, error, info.componentStack ?? "");
      },
    },
  );
}
