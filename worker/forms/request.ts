import { isLang, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { ENQUIRY_FIELDS, enquiryMessages } from "#shared/schemas/enquiry";
import { type FormResult, fixFields, HONEYPOT_FIELD, pickFields } from "#shared/schemas/fields";
import { LANG_FIELD } from "#shared/schemas/limits";
import { NEWSLETTER_FIELDS, newsletterMessages } from "#shared/schemas/newsletter";
import { RESUME_FIELDS, RESUME_FILE_FIELD, resumeMessages } from "#shared/schemas/resume";
import { BodyTooLargeError, readCapped } from "#worker/http/body";
import { clientKey } from "#worker/http/client-key";
import {
  type FormDeps,
  type NewsletterResult,
  type ServiceResult,
  submissionIdOf,
  submitEnquiry,
  submitResume,
  subscribeNewsletter,
} from "./submit";

/** Bodies above this are refused (413) before they are parsed: a 5 MB resume plus the form. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** FORM_LIMITER's period (wrangler.jsonc), sent as Retry-After. */
export const RATE_LIMIT_PERIOD_S = 60;

export type FormKind = "enquiry" | "resume" | "newsletter";

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

const MESSAGES: Record<FormKind, (lang: Lang) => { success: string; failure: string }> = {
  enquiry: enquiryMessages,
  resume: resumeMessages,
  newsletter: newsletterMessages,
};

function langOf(parsed: Parsed): Lang {
  const value = parsed.kind === "form" ? parsed.data.get(LANG_FIELD) : parsed.data[LANG_FIELD];
  return isLang(value) ? value : "en";
}

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

type Parsed = { kind: "form"; data: FormData } | { kind: "json"; data: Record<string, unknown> };

async function parseBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Parsed | "unsupported" | "bad"> {
  // The multipart boundary is case-sensitive: match on a lower-case copy, parse with the original.
  const header = request.headers.get("Content-Type") ?? "";
  const type = header.toLowerCase();
  try {
    if (type.startsWith("application/json")) {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!value || typeof value !== "object" || Array.isArray(value)) return "bad";
      return { kind: "json", data: value as Record<string, unknown> };
    }
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      const data = await new Response(bytes, { headers: { "Content-Type": header } }).formData();
      return { kind: "form", data };
    }
  } catch {
    return "bad";
  }
  return "unsupported";
}

/**
 * The one path every form submission takes, from the JSON API and from the
 * page actions alike: size limit, per-client rate limit, body parsing,
 * honeypot, then the form's service. Never throws for bad input.
 *
 * The answer's language: a page action passes its page's (`/hi/contact` is
 * Hindi, from the path); on the API it is the body's `lang` field ("hi" or
 * English), which the form islands send, so the answers before the body is
 * read (413, 429) are English there and the islands show their own words.
 */
export async function handleFormRequest(
  kind: FormKind,
  request: Request,
  deps: FormDeps,
  pageLang?: Lang,
): Promise<FormResponse> {
  let lang: Lang = pageLang ?? "en";
  let formMessages = formMessagesFor(lang);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return answer(413, { ok: false, error: formMessages.tooLarge });

  try {
    const { success } = await deps.env.FORM_LIMITER.limit({ key: clientKey(request) });
    if (!success) {
      return answer(
        429,
        { ok: false, error: formMessages.rateLimited },
        { "Retry-After": String(RATE_LIMIT_PERIOD_S) },
      );
    }
  } catch (err) {
    // A limiter outage must not turn away real people.
    console.error("rate limiter unavailable", err);
  }

  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readCapped(request, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return answer(413, { ok: false, error: formMessages.tooLarge });
    return answer(400, { ok: false, error: formMessages.badBody, fields: {} });
  }
  const parsed = await parseBody(request, bytes);
  if (parsed === "unsupported") return answer(415, { ok: false, error: formMessages.unsupported });
  if (parsed === "bad") return answer(400, { ok: false, error: formMessages.badBody, fields: {} });
  if (!pageLang) {
    lang = langOf(parsed);
    formMessages = formMessagesFor(lang);
  }
  const messages = MESSAGES[kind](lang);

  const trap = parsed.kind === "form" ? parsed.data.get(HONEYPOT_FIELD) : parsed.data[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    // Looks like success to the bot; nothing is stored or mailed.
    return answer(kind === "newsletter" ? 200 : 201, {
      ok: true,
      message: messages.success,
      ...(kind === "newsletter" ? {} : { id: crypto.randomUUID() }),
    });
  }

  const names: readonly string[] =
    kind === "enquiry" ? ENQUIRY_FIELDS : kind === "resume" ? RESUME_FIELDS : NEWSLETTER_FIELDS;
  const input = { ...pickFields(parsed.data, names), ...submissionIdOf(parsed.data, request.headers) };
  const values = Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 5000) : ""]),
  );

  let result: ServiceResult | NewsletterResult;
  if (kind === "enquiry") result = await submitEnquiry(deps, input, lang);
  else if (kind === "newsletter") result = await subscribeNewsletter(deps, input, lang);
  else
    result = await submitResume(deps, input, parsed.kind === "form" ? parsed.data.get(RESUME_FILE_FIELD) : null, lang);

  switch (result.kind) {
    case "accepted":
      return answer(kind === "newsletter" ? 200 : 201, {
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
