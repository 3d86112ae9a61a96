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
