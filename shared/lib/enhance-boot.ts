/**
 * The one inline script a page runs (decision 053). It asks for the entry
 * module (app/enhance/main.ts) only after the browser has painted the page:
 * requestAnimationFrame runs just before the next frame is drawn, and a task
 * queued from it runs after that frame. Nothing the script does is needed
 * for the first paint, and a request made before it would, on a slow
 * connection, compete with the page's own bytes (decision 052).
 *
 * The CSP allows exactly this text by its hash: the build computes it from
 * the same function (scripts/build/plugins/enhance-entry.ts), so the two
 * cannot drift apart.
 */
export function enhanceBootScript(entryUrl: string): string {
  return `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entryUrl)})))`;
}
