/**
 * The CSP sources of the inline <style> elements a page may carry (decision
 * 023): one sha256 hash per stylesheet of the client build, which pages inline
 * instead of linking (app/lib/page-styles.tsx), and the styles a library
 * inserts at run time (scripts/build/style-sources.ts).
 *
 * This file is a placeholder: the build replaces its content with the real
 * list (scripts/build/plugins/inline-styles.ts), fixed for the whole deployment, so no
 * hash is ever computed for a request. Run unbuilt (Node scripts, typecheck)
 * the list is empty, and under `react-router dev`, whose styles Vite injects,
 * it is 'unsafe-inline'.
 */
export const STYLE_SOURCES: readonly string[] = [];

/**
 * The same hashes by stylesheet (`/assets/app-….css` → its first-screen
 * copy's source), so a page's CSP can list only the sheets it inlined
 * (decision 071), and the run-time styles every page may insert.
 */
export const SHEET_STYLE_SOURCES: Readonly<Record<string, string>> = {};
export const RUNTIME_STYLE_SOURCES: readonly string[] = [];
