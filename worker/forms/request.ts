import { type FormKind, formEntry } from "#shared/forms/registry";
import { isLang, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { type FormResult, fixFields, HONEYPOT_FIELD, pickFields } from "#shared/schemas/fields";
import { LANG_FIELD } from "#shared/schemas/limits";
import { openFormPost } from "#worker/http/body";
import { type FormDeps, submissionIdOf, submitForm } from "./submit";

/** Bodies above this are refused (413) before they are parsed: a 5 MB resume plus the form. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** FORM_LIMITER's period (wrangler.jsonc), sent as Retry-After. */
export const RATE_LIMIT_PERIOD_S = 60;

export type { FormKind };

/** The answers every form shares, in the language of the form's page. */
export function formMessagesFor(lang: Lang) {
  const o = { locale: lang };
  return {
    tooLarge: m.forms_too_large({}, o),
    rateLimited: m.forms_rate_limited({}, o),
    badBody: m.forms_bad_body({}, o),
    unsupported: m.forms_unsupported({}, o),
  };
}
export const formMessages = formMessagesFor("en");

/** A form answer for either face: JSON for the API, page data for an action. */
export interface FormResponse {
  status: number;
  body: FormResult;
  headers: Record<string, string>;
  /** The submitted text values, so a page without JavaScript can show them again after an error. */
  values?: Record<string, string>;
}

const answer = (status: number, body: FormResult, headers: Record<string, string> = {}): FormResponse => ({
  status,
  body,
  headers: { "Cache-Control": "no-store", ...headers },
});

/**
 * The one path every form submission takes, from the JSON API and from the
 * page actions alike: size limit, per-client rate limit, body parsing,
 * honeypot, then the form's service (shared/forms/registry.ts says what it
 * validates and where it is stored). Never throws for bad input.
 *
 * The answer's language: a page action passes its page's (`/hi/contact` is
 * Hindi, from the path); on the API it is the body's `lang` field (any
 * language of shared/i18n/languages.ts, else English), which the form
 * islands send, so the answers before the body is read (413, 429) are
 * English there and the islands show their own words.
 */
export async function handleFormRequest(
  kind: FormKind,
  request: Request,
  deps: FormDeps,
  pageLang?: Lang,
): Promise<FormResponse> {
  const entry = formEntry(kind);
  let lang: Lang = pageLang ?? "en";
  let answers = formMessagesFor(lang);
  const body = await openFormPost(request, deps.env, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.problem === "too_large") return answer(413, { ok: false, error: answers.tooLarge });
    if (body.problem === "rate_limited") {
      return answer(429, { ok: false, error: answers.rateLimited }, { "Retry-After": String(RATE_LIMIT_PERIOD_S) });
    }
    if (body.problem === "unsupported") return answer(415, { ok: false, error: answers.unsupported });
    return answer(400, { ok: false, error: answers.badBody, fields: {} });
  }
  const posted = body.fields;
  if (!pageLang) {
    const value = posted[LANG_FIELD];
    lang = isLang(value) ? value : "en";
    answers = formMessagesFor(lang);
  }
  const messages = entry.messages(lang);
  // A subscription has no reference to give; a stored submission answers its id and 201.
  const created = entry.store !== "newsletter_subscribers";

  const trap = posted[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    // Looks like success to the bot; nothing is stored or mailed.
    return answer(created ? 201 : 200, {
      ok: true,
      message: messages.success,
      ...(created ? { id: crypto.randomUUID() } : {}),
    });
  }

  const input = { ...pickFields(posted, entry.fields), ...submissionIdOf(posted, request.headers) };
  const values = Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 5000) : ""]),
  );
  const fileField = entry.store === "submissions" ? entry.file?.field : undefined;
  const result = await submitForm(deps, kind, input, fileField ? (posted[fileField] ?? null) : null, lang);

  switch (result.kind) {
    case "accepted":
      return answer(created ? 201 : 200, {
        ok: true,
        message: messages.success,
        ...("id" in result ? { id: result.id } : {}),
      });
    case "invalid":
      return { ...answer(400, { ok: false, error: fixFields(lang), fields: result.fields }), values };
    case "unavailable":
      return { ...answer(503, { ok: false, error: messages.failure }), values };
  }
}
