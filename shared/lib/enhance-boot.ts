/**
 * The one inline script a page runs (decisions 053 and 070). It asks for the
 * entry module (app/enhance/main.ts) only once the browser has reported the
 * page's largest paint (a `largest-contentful-paint` entry, which comes after
 * that frame has reached the screen), then one frame and one task later.
 * Nothing the script does is needed for the first paint, and a request that
 * ends before the largest paint is, in Lighthouse's slow-4G simulation, on
 * the path to it (decision 052): after a frame alone (decision 053) the
 * module, from a fast server, still often arrived before the frame was on
 * the screen.
 *
 * A browser without that entry type starts after a frame, as before. One
 * that never reports a paint (a page opened in a background tab reports
 * none) starts 3 s after `load`, so the module always comes.
 *
 * The CSP allows exactly this text by its hash: the build computes it from
 * the same function (scripts/build/plugins/enhance-entry.ts), so the two
 * cannot drift apart.
 */
export function enhanceBootScript(entryUrl: string): string {
  const start = `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entryUrl)})))`;
  // Every browser that runs a module and `?.` has PerformanceObserver; `supportedEntryTypes` came later.
  return (
    `${keepEarlyTaps}{const t="largest-contentful-paint";let s=0,g=()=>s++||${start};` +
    "PerformanceObserver.supportedEntryTypes?.includes(t)" +
    "?(new PerformanceObserver(g).observe({type:t,buffered:!0}),onload=()=>setTimeout(g,3e3)):g()}"
  );
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
