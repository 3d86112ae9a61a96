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
