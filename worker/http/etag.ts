import { sha256Hex } from "./hash";
import { htmlContentSecurityPolicy } from "./security-headers";

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

/** The page CSP without a nonce: part of every page tag (see withPageEtag). */
const POLICY_TEMPLATE = htmlContentSecurityPolicy("");

/** The first 128 bits of the text's SHA-256, in hex. */
async function hashText(text: string): Promise<string> {
  return (await sha256Hex(text)).slice(0, 32);
}

/**
 * Adds a weak ETag to a publicly cacheable HTML page and answers a matching
 * If-None-Match with 304. The page carries this response's CSP nonce, which
 * differs on every request; the hash leaves it out, so the same content gets
 * the same tag. After a 304 the browser keeps the page and the CSP it stored
 * with it (the 304 sends no CSP), so the stored nonce still matches; the CSP
 * template is hashed in, so a deploy that changes only the policy changes the
 * tag.
 *
 * For a HEAD, pass the response rendered for the same URL as a GET: the
 * headers, ETag included, are then the GET's, without the body.
 */
export async function withPageEtag(request: Request, response: Response, nonce: string): Promise<Response> {
  if (!cacheable(request, response)) {
    return request.method === "HEAD" && response.body ? new Response(null, response) : response;
  }
  const html = await response.text();
  const etag = `W/"${await hashText(`${POLICY_TEMPLATE}\n${nonce ? html.replaceAll(nonce, "") : html}`)}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag)) return notModified(headers);
  const body = request.method === "HEAD" ? null : html;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
