import { clientKey } from "./client-key";

/** Thrown by readCapped when a body is bigger than its cap (declared or read). */
export class BodyTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`body is over the ${max}-byte limit`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads at most `max` bytes of a request's or response's body, the one capped
 * reader for form posts, the ATS and the geocoder. A declared Content-Length
 * over the cap is refused before anything is read; a body that grows past it
 * is cancelled at once. Either way BodyTooLargeError; other stream errors
 * (timeouts, resets) are thrown as they are.
 */
export async function readCapped(message: Request | Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(message.headers.get("Content-Length") ?? "0");
  if (declared > max) {
    await message.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(max);
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** readCapped, decoded as UTF-8. */
export async function readCappedText(message: Request | Response, max: number): Promise<string> {
  return new TextDecoder().decode(await readCapped(message, max));
}

/**
 * A form post's fields, whatever the encoding: a JSON object as it is; a
 * URL-encoded or multipart form as the first value of each name (text or
 * File). `problem` says why there are none.
 */
export type FormBody =
  | { ok: true; fields: Record<string, unknown> }
  | {
      ok: false;
      /** `too_large`: over the cap; `unreadable`: the stream failed, or the JSON or form is malformed (or JSON but not an object); `unsupported`: another Content-Type. */
      problem: "too_large" | "unreadable" | "unsupported";
    };

/**
 * The Worker's one reader of request bodies (forms, job alert sign-ups, the
 * staff API, the page actions): at most `max` bytes (readCapped: a larger
 * declared length is refused unread), then JSON
 * (`application/json`), URL-encoded or multipart form data by the
 * Content-Type. Never throws; each caller maps the problem to its answer.
 */
export async function readFormBody(request: Request, max: number): Promise<FormBody> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readCapped(request, max);
  } catch (err) {
    return { ok: false, problem: err instanceof BodyTooLargeError ? "too_large" : "unreadable" };
  }
  // The multipart boundary is case-sensitive: match on a lower-case copy, parse with the original.
  const header = request.headers.get("Content-Type") ?? "";
  const type = header.toLowerCase();
  try {
    if (type.startsWith("application/json")) {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, problem: "unreadable" };
      return { ok: true, fields: { ...value } };
    }
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      const form = await new Response(bytes, { headers: { "Content-Type": header } }).formData();
      const fields: Record<string, unknown> = {};
      for (const [name, value] of form) {
        // The first value of a name, as FormData.get gives it; defined, so a field named __proto__ is only a field.
        if (!Object.hasOwn(fields, name))
          Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      }
      return { ok: true, fields };
    }
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  return { ok: false, problem: "unsupported" };
}

/** A public form post opened: its fields, or why not (`rate_limited` besides readFormBody's problems). */
export type OpenedPost = FormBody | { ok: false; problem: "rate_limited" };

/**
 * The one opening of a public form post (the forms, the job alert sign-up,
 * the push sign-up): a declared size over `max` is refused unread; then the
 * per-client FORM_LIMITER (an outage of it is logged and lets the post in:
 * real people are not turned away); then readFormBody. Never throws; the
 * caller maps each problem to its answer (413, 429, 415, 400).
 */
export async function openFormPost(request: Request, env: Pick<Env, "FORM_LIMITER">, max: number): Promise<OpenedPost> {
  if (Number(request.headers.get("Content-Length") ?? "0") > max) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, problem: "too_large" };
  }
  try {
    if (!(await env.FORM_LIMITER.limit({ key: clientKey(request) })).success) {
      await request.body?.cancel().catch(() => undefined);
      return { ok: false, problem: "rate_limited" };
    }
  } catch (err) {
    console.error("rate limiter unavailable", err);
  }
  return readFormBody(request, max);
}
