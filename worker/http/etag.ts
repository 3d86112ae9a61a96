import { sha256Hex } from "./hash";
import { PAGE_POLICY } from "./page-policy";

/**
 * Conditional requests for pages the Worker renders (the home page, the job
 * search, job pages, /carrers): a weak ETag over the rendered HTML, so a
 * browser revalidating a page it already has gets a 304 instead of the page
 * again — on slow mobile data that is most of the wait.
 */

/** Whether an If-None-Match header matches this ETag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** Headers a 304 repeats from the full answer (RFC 9110 §15.4.5): the rest stay as the browser stored them. */
const NOT_MODIFIED_HEADERS = ["Cache-Control", "ETag", "Vary", "Expires", "X-Snapshot-Age", "X-Snapshot-Stale"];

/** A 304 for a full answer's headers. */
export function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

function cacheable(request: Request, response: Response): boolean {
  if ((request.method !== "GET" && request.method !== "HEAD") || response.status !== 200) return false;
  if (!response.body) return false;
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return cacheControl.includes("public") && !/no-store|private/.test(cacheControl);
}

/** The page CSP is part of every page tag, so a deploy that changes only the policy changes the tag. */
const POLICY = PAGE_POLICY;

/**
 * The first 80 bits of the text's SHA-256, in hex: a tag tells apart the
 * versions of one URL, where 80 bits leave no chance of two colliding, and
 * every byte of a header is in the page's first round trip (decision 083).
 */
async function hashText(text: string): Promise<string> {
  return (await sha256Hex(text)).slice(0, 20);
}

/**
 * Gives a publicly cacheable HTML page a weak ETag over its HTML (and the
 * CSP it is served with). The page carries nothing per request (no nonce:
 * decision 022), so the same content always gets the same tag. Anything
 * else passes unchanged. For a HEAD, pass the response rendered for the
 * same URL as a GET.
 */
export async function tagPage(request: Request, response: Response): Promise<Response> {
  if (!cacheable(request, response)) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("ETag", `W/"${await hashText(`${POLICY}\n${html}`)}"`);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The answer to this request from a page rendered (or stored) for its URL: a
 * 304 when the page has an ETag that If-None-Match matches, the headers
 * without the body for a HEAD, else the page.
 */
export function conditionalAnswer(request: Request, page: Response): Response {
  const etag = page.status === 200 ? page.headers.get("ETag") : null;
  const matches = etag !== null && ifNoneMatchMatches(request.headers.get("If-None-Match"), etag);
  if (!matches && request.method !== "HEAD") return page;
  // The body is not sent: release it rather than leave it unread.
  page.body?.cancel().catch(() => {});
  if (matches) return notModified(page.headers);
  return new Response(null, { status: page.status, statusText: page.statusText, headers: page.headers });
}

/**
 * Adds a weak ETag to a publicly cacheable HTML page and answers a matching
 * If-None-Match with 304 (tagPage, then conditionalAnswer).
 */
export async function withPageEtag(request: Request, response: Response): Promise<Response> {
  return conditionalAnswer(request, await tagPage(request, response));
}
