import { TrieRouter } from "hono/router/trie-router";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The methods a route may be asked for; HEAD always goes with GET. */
const CHECKED = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The `Allow` header value for a list of methods (OPTIONS is always answered). */
export function allowHeader(methods: readonly string[]): string {
  const out = new Set<string>();
  for (const m of methods) {
    out.add(m);
    if (m === "GET") out.add("HEAD");
  }
  out.add("OPTIONS");
  return [...out].join(", ");
}

/** What a page path is: a route of ours (with the methods it takes) or nothing at all. */
export type PageMethods = { known: true; methods: string[] } | { known: false };

type Tree = RouteObject & { hasAction: boolean; splat: boolean };

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/**
 * The route tree of the React Router build, each route marked with whether its
 * module exports an action. Derived from the build itself, so a route that
 * gains or loses an action changes what we allow with no list to update.
 */
function routeTree(build: ServerBuild): RouteObject[] {
  const cached = trees.get(build);
  if (cached) return cached;
  const byParent = new Map<string | undefined, Tree[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      hasAction: typeof route.module.action === "function",
      splat: route.path === "*",
    } as Tree;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: Tree[]): Tree[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? ({ ...node, children: attach(children) } as Tree) : node;
    });
  const tree = attach(byParent.get(undefined) ?? []);
  trees.set(build, tree);
  return tree;
}

/**
 * The methods React Router can answer for a path: GET (and HEAD) for every
 * page, POST where the page's route has an action. `/x.data` is React
 * Router's data URL for `/x` and takes the same methods; the catch-all 404
 * route makes a path unknown. Assumes no basename (the site has none).
 */
export function pageMethods(build: ServerBuild, pathname: string): PageMethods {
  // React Router's route manifest answers any method it is sent: only GET is ours.
  if (build.routeDiscovery.mode === "lazy" && pathname === (build.routeDiscovery.manifestPath || "/__manifest")) {
    return { known: true, methods: ["GET"] };
  }
  let path = pathname;
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  let matches: ReturnType<typeof matchRoutes>;
  try {
    matches = matchRoutes(routeTree(build), path);
  } catch {
    // A path that cannot be decoded matches nothing.
    return { known: false };
  }
  const leaf = matches?.at(-1)?.route as Tree | undefined;
  if (!leaf || leaf.splat) return { known: false };
  return { known: true, methods: leaf.hasAction ? ["GET", "POST"] : ["GET"] };
}

/**
 * The methods registered on a Hono app for a path, from its own route table
 * (`.all()` fallbacks and middleware excluded), so the API's 405 answers
 * follow its routes.
 */
export function honoMethods(
  app: { routes: { method: string; path: string }[] },
  prefix: string,
): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!router) {
      // Hono's own matching rules (a trailing slash is another path).
      router = new TrieRouter<string>();
      for (const route of app.routes) {
        if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
        router.add(route.method, route.path, route.method);
      }
    }
    const found = router;
    return CHECKED.filter((method) => found.match(method, path)[0].length > 0);
  };
}
