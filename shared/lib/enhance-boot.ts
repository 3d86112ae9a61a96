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
  return `${keepEarlyTaps}requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entryUrl)})))`;
}

/**
 * Until the entry module runs, a button that needs it does nothing: the line
 * above therefore also keeps every click's target in `window[EARLY_TAPS]`,
 * and the entry presses those buttons again once it has set them up
 * (app/enhance/main.ts, replayEarlyTaps), so a tap on "Menu" or "Use current
 * location" in the first moments after the paint is not lost.
 */
export const EARLY_TAPS = "__taps";
const keepEarlyTaps = `window.${EARLY_TAPS}=[];addEventListener("click",e=>{window.${EARLY_TAPS}?.push(e.target)},!0);`;
