import builtSheets from "virtual:inline-styles";
import type { EntryContext } from "react-router";
import type { PageSheet } from "./page-styles";

type Manifest = EntryContext["manifest"];

/** The manifest without the stylesheets we inline, so <Links> does not link them: one copy per manifest (per isolate). */
const withoutCss = new WeakMap<Manifest, Manifest>();

function stripCss(manifest: Manifest): Manifest {
  let stripped = withoutCss.get(manifest);
  if (!stripped) {
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [
        id,
        route && { ...route, css: route.css?.filter((href) => builtSheets[href] === undefined) },
      ]),
    );
    stripped = { ...manifest, routes };
    withoutCss.set(manifest, stripped);
  }
  return stripped;
}

/**
 * The stylesheets React Router would link for this render (each matched
 * route's CSS, up to the route whose boundary shows an error, as <Links>
 * chooses them), taken out of the links and returned to be inlined by
 * <PageStyles> (decision 023). A stylesheet the build does not know (none
 * under `react-router dev`, whose styles Vite injects) stays a link.
 */
export function inlinePageStyles(context: EntryContext): { context: EntryContext; sheets: PageSheet[] } {
  if (Object.keys(builtSheets).length === 0) return { context, sheets: [] };
  const { matches, errors } = context.staticHandlerContext;
  const errorAt = errors ? matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const active = errorAt >= 0 ? matches.slice(0, errorAt + 1) : matches;
  const hrefs = new Set(active.flatMap((m) => context.manifest.routes[m.route.id]?.css ?? []));
  const sheets: PageSheet[] = [];
  for (const href of hrefs) {
    const css = builtSheets[href];
    if (css !== undefined) sheets.push({ href, css });
  }
  return { context: { ...context, manifest: stripCss(context.manifest) }, sheets };
}
