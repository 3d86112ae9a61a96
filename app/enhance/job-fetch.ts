/**
 * Live updates for the job pages: the server stays the one renderer. A
 * feature fetches the same URL a link or GET form would load, parses the
 * HTML (DOMParser runs no script) and moves one region of it into the page.
 * Only same-origin HTML responses are used; anything else is `null` and the
 * caller falls back to an ordinary page load.
 */
export async function fetchPage(url: URL, signal: AbortSignal): Promise<Document | null> {
  if (url.origin !== window.location.origin) return null;
  const res = await fetch(url, { signal, credentials: "same-origin", headers: { Accept: "text/html" } });
  if (res.url && new URL(res.url).origin !== window.location.origin) return null;
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  return new DOMParser().parseFromString(await res.text(), "text/html");
}

/**
 * Replaces what `target` holds (except `keep`) with copies of `source`'s
 * children (except its counterpart of `keep`), then asks app/enhance/main.ts
 * to enhance features in the new markup (e.g. a carousel).
 */
export function swapChildren(target: Element, source: Element, keep?: string) {
  const fresh = Array.from(source.childNodes).filter((n) => !(keep && n instanceof Element && n.matches(keep)));
  for (const node of Array.from(target.childNodes)) {
    if (!(keep && node instanceof Element && node.matches(keep))) node.remove();
  }
  for (const node of fresh) target.appendChild(document.importNode(node, true));
  target.dispatchEvent(new Event("enhance", { bubbles: true }));
}

/** Copies `source`'s text into `target` (a live region keeps its element, so it is announced). */
export function syncText(target: Element | null, source: Element | null) {
  if (target && source && target.textContent !== source.textContent) target.textContent = source.textContent;
}
