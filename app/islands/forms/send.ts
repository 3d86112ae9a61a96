import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { FieldErrors, FormResult } from "#shared/schemas/fields";
import { LANG_FIELD } from "#shared/schemas/limits";

/**
 * Answers for failures that never reach the form handler (no network, a
 * proxy's 413 or 429 page), and for the API's own 413 and 429, which come
 * before it reads the form's language: the same catalog messages as the
 * server's (worker/forms/request.ts `formMessagesFor`), in the page's language.
 */
export function clientMessagesFor(lang: Lang) {
  const o = { locale: lang };
  return {
    unexpected: m.forms_unexpected({}, o),
    tooLarge: m.forms_too_large({}, o),
    rateLimited: m.forms_rate_limited({}, o),
  };
}
export const clientMessages = /* @__PURE__ */ clientMessagesFor("en");

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
 * page's action) with the page's language, and reads its JSON answer. Never
 * throws: a network failure or an answer that is not the API's becomes an
 * error with a message to show, in `lang`.
 */
export async function sendForm(url: string, body: FormData, lang: Lang = "en"): Promise<FormResult> {
  const clientMessages = clientMessagesFor(lang);
  body.set(LANG_FIELD, lang);
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
  // 413 and 429 come before the API reads the form's language: the island's own words, in the page's language.
  const own = response.status === 413 || response.status === 429;
  const error = !own && isRecord(answer) && typeof answer.error === "string" && answer.error ? answer.error : fallback;
  const fields = isRecord(answer) ? fieldErrorsFrom(answer.fields) : undefined;
  return fields && Object.keys(fields).length ? { ok: false, error, fields } : { ok: false, error };
}
