/**
 * The one inline script a page runs (decisions 053 and 070). It asks for the
 * entry module (app/enhance/main.ts) only once the browser has reported the
 * page's largest paint (a `largest-contentful-paint` entry, which comes after
 * that frame has reached the screen), then one frame and one task later; at
 * the same moment it links the whole site's CSS (below).
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
  // The module first, so that nothing in the stylesheet's lines can keep it from being asked for.
  const start = `(requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entryUrl)}))),${LINK_LATER_STYLES})`;
  // Every browser that runs a module and `?.` has PerformanceObserver; `supportedEntryTypes` came later.
  return (
    `${ON_EVERY_CLICK}{const t="largest-contentful-paint";let s=0,l,g=()=>s++||${start};` +
    "PerformanceObserver.supportedEntryTypes?.includes(t)" +
    "?(new PerformanceObserver(g).observe({type:t,buffered:!0}),onload=()=>setTimeout(g,3e3)):g()}"
  );
}

/**
 * The whole site's CSS (decision 051), linked at the same moment the entry
 * module is asked for, by this line rather than by the module: what opens
 * (the language list, the menus' panels) is styled only by that file
 * (decision 072), so a page whose module is slow or never arrives still gets
 * it, one round trip sooner. Its URL is on the <noscript> in <head> that
 * links it when scripts are off; a linked stylesheet added by a script does
 * not hold up rendering.
 */
const LINK_LATER_STYLES =
  'l=document.createElement("link"),l.rel="stylesheet",' +
  'l.href=document.querySelector("[data-later-styles]").dataset.laterStyles,document.head.append(l)';

/**
 * Until the entry module runs, a button that needs it does nothing: the line
 * above therefore also keeps every click's target in `window[EARLY_TAPS]`,
 * and the entry presses those buttons again once it has set them up
 * (app/enhance/main.ts, replayEarlyTaps), so a tap on "Menu" or "Use current
 * location" in the first moments after the paint is not lost.
 */
export const EARLY_TAPS = "__taps";

/**
 * The same listener remembers a language chosen in the header's switch
 * (cookie `lang`, read on `/` by worker/http/lang-home.ts): a link in the
 * switch navigates at once, so a choice made before the entry module had
 * arrived was lost when the entry set it (the project's CI caught it). Here
 * it is set for every such click, before or after the entry; the offer of
 * the browser's language sets the same cookie (app/enhance/lang-choice.ts,
 * whose `remember` a unit test holds to the same text). Once the entry has
 * run, a plain click on such a link waits for the browser's cookie store
 * before it is followed (app/enhance/lang.ts, decision 089): this write
 * alone can reach the store after the link's request has left.
 */
const LANG_COOKIE_ATTRIBUTES = ";path=/;max-age=31536000;SameSite=Lax";
const rememberLanguage = `a=e.target.closest?.(".lang-switch [hreflang]");a&&(document.cookie="lang="+a.hreflang.split("-")[0]+${JSON.stringify(LANG_COOKIE_ATTRIBUTES)});`;
export const ON_EVERY_CLICK = `window.${EARLY_TAPS}=[];addEventListener("click",(e,a)=>{${rememberLanguage}window.${EARLY_TAPS}?.push(e.target)},!0);`;
