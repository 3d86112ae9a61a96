import { type ComponentType, type ReactNode, useId } from "react";
import { renderToString } from "react-dom/server";
import { IslandFrame } from "./frame";

/** When an island's code is loaded and hydrated (app/islands/loader.ts). */
export type HydrateOn = "visible" | "interaction" | "idle";

/** JSON as inert text inside `<script type="application/json">`: nothing in it can close the element or start markup. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** React's id for this Island element, made safe for an attribute and an id prefix ("i" + letters and digits + "-"). */
function prefixFrom(reactId: string): string {
  return `i${reactId.replace(/[^A-Za-z0-9]/g, "")}-`;
}

interface IslandProps<P extends object> {
  /** The key in app/islands/registry.ts that loads `component` in the browser. */
  name: string;
  /** The island's default export, passed explicitly: the server renders it synchronously. */
  component: ComponentType<P>;
  /** JSON-serialisable props (no functions, no Dates): they cross to the browser as inert JSON. */
  props: P;
  /**
   * Props the server renders into the HTML that the browser must not be sent
   * again (issue 29): left out of the JSON, so the component sees them
   * `undefined` in the browser and keeps the server's markup for them (the
   * job search keeps its first page's cards so: app/islands/jobs/job-search.tsx).
   */
  htmlOnly?: readonly (keyof P)[];
  hydrate: HydrateOn;
  /** Class of the wrapper element (it is a block `div`). */
  className?: string;
  /**
   * "interaction" islands: a selector of the controls whose clicks wait for
   * hydration and are replayed after it (app/islands/loader.ts). Default:
   * every link and button inside. Name only the island's own controls when
   * the rest (plain links, buttons another module handles) work without it.
   */
  holdClicks?: string;
  /**
   * Server HTML that stays outside the hydrated root, after it (e.g. a
   * carousel's slides). The component may reach it through the DOM (see
   * `islandStatic`) but never renders it, so it is neither serialised again as
   * props nor compared during hydration.
   */
  children?: ReactNode;
}

/**
 * One island: a component the server renders into the page and the browser
 * hydrates on its own, when `hydrate` says (docs/decisions/013-react-islands.md).
 *
 * Markup:
 *   <div data-island="<name>" data-hydrate="<strategy>" data-island-prefix="<p>">
 *     <script type="application/json" data-island-props>{props}</script>
 *     <div data-island-root>{the component, rendered on its own}</div>
 *     {children: static server HTML}
 *   </div>
 *
 * Ids: the component is rendered here as a React root of its own
 * (`renderToString` with `identifierPrefix`), and the browser hydrates it with
 * `hydrateRoot` and the same prefix, read from `data-island-prefix`. Both sides
 * therefore see the same tree from the same root, so `useId` is safe inside an
 * island and gives the same ids on both sides; the prefix (from the page's own
 * `useId` for this wrapper) keeps two islands on one page apart. Because the
 * island is its own root it cannot read the page's React contexts (router,
 * nonce): everything it needs comes through `props`.
 *
 * The island must render the same markup from the same props on both sides:
 * no `Date.now()`, `Math.random()` or `window` during render (pass "today" as
 * a prop; read the browser in effects).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  htmlOnly,
  hydrate,
  className,
  holdClicks,
  children,
}: IslandProps<P>) {
  const prefix = prefixFrom(useId());
  const html = renderToString(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    { identifierPrefix: prefix },
  );
  const sent = htmlOnly?.length
    ? Object.fromEntries(Object.entries(props).filter(([key]) => !htmlOnly.includes(key as keyof P)))
    : props;
  return (
    <div
      className={className}
      data-island={name}
      data-hydrate={hydrate}
      data-island-prefix={prefix}
      data-hold={holdClicks}
    >
      {/* Data, not script: the browser never executes type="application/json". */}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: inertJson(sent) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </div>
  );
}
