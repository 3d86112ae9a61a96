import { type FieldErrors, type FormResult, UNEXPECTED_ERROR } from "#shared/schemas/fields";

/**
 * Answers for failures that never reach the form handler (no network, a
 * proxy's 413 or 429 page). The same words as the server's
 * (worker/forms/request.ts `formMessages`; tests/unit/form-islands.test.tsx checks).
 */
export const clientMessages = {
  unexpected: UNEXPECTED_ERROR,
  tooLarge: "Your submission is too large. A resume can be at most 5 MB.",
  rateLimited: "Too many submissions from your connection. Please wait a minute and try again.",
};

/** The field every form sends so the server can tell a repeated submission from a new one. */
export const SUBMISSION_ID_FIELD = "submission_id";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function fieldErrorsFrom(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: FieldErrors = {};
  for (const [name, list] of Object.entries(value)) {
    if (Array.isArray(list)) {
      const messages = list.filter((m): m is string => typeof m === "string" && m !== "");
      if (messages.length) fields[name] = messages;
    }
  }
  return fields;
}

/**
 * Sends `body` to `url` (POST /api/forms/{kind}, the same handler as the
 * page's action) and reads its JSON answer. Never throws: a network failure or
 * an answer that is not the API's becomes an error with a message to show.
 */
export async function sendForm(url: string, body: FormData): Promise<FormResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, error: clientMessages.unexpected };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (response.ok && isRecord(answer) && answer.ok === true && typeof answer.message === "string") {
    return { ok: true, message: answer.message };
  }
  const fallback =
    response.status === 413
      ? clientMessages.tooLarge
      : response.status === 429
        ? clientMessages.rateLimited
        : clientMessages.unexpected;
  const error = isRecord(answer) && typeof answer.error === "string" && answer.error ? answer.error : fallback;
  const fields = isRecord(answer) ? fieldErrorsFrom(answer.fields) : undefined;
  return fields && Object.keys(fields).length ? { ok: false, error, fields } : { ok: false, error };
}
