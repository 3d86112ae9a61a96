import { LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { whatsappOptinText } from "#shared/lib/whatsapp-optin";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";

/*
 * What a seeker's WhatsApp message says, read in every language the site
 * has (decision 038). Nothing here is per language: each language's words
 * come from its catalogs, so a new language is understood once it writes
 *   forms_alert_wa_optin_both, _query, _location, _all (the opt-in message),
 *   mail_wa_stop_words and mail_wa_help_words (comma-separated words).
 */

export type Inbound =
  | { kind: "optin"; lang: Lang; query: string; location: string }
  | { kind: "stop"; langs: Lang[] }
  | { kind: "help"; langs: Lang[] }
  | { kind: "other"; langs: Lang[] };

const Q = "\uE000q\uE000";
const L = "\uE000l\uE000";

/** Text as compared: NFC, every kind of quote mark one, spaces collapsed, no closing punctuation, lower case. */
export function normalizeMessage(text: string): string {
  return tidyMessage(text).toLocaleLowerCase();
}

/** normalizeMessage's steps but the case: one form of quotes and spaces, no closing punctuation. */
function tidyMessage(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[“”„‟"«»]/g, '"')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!।?]+$/u, "");
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface OptinPattern {
  lang: Lang;
  regex: RegExp;
  /** Which capture holds the query and the location (0: none). */
  query: number;
  location: number;
}

let patterns: OptinPattern[] | null = null;

/** Each language's four opt-in messages as patterns, built once from the catalogs. */
function optinPatterns(): OptinPattern[] {
  if (patterns) return patterns;
  const built: OptinPattern[] = [];
  for (const lang of LANGS) {
    for (const [query, location] of [
      [Q, L],
      [Q, ""],
      ["", L],
      ["", ""],
    ]) {
      const template = normalizeMessage(whatsappOptinText(query, location, lang));
      const order = [...template.matchAll(/\uE000[ql]\uE000/g)].map((x) => x[0]);
      const source = escapeRegex(template).replace(/\uE000[ql]\uE000/g, "(.+?)");
      built.push({
        lang,
        regex: new RegExp(`^${source}$`, "u"),
        query: order.indexOf(Q) + 1,
        location: order.indexOf(L) + 1,
      });
    }
  }
  patterns = built;
  return built;
}

/** A captured search term, as the alert form would take it; null when it cannot be one. */
function term(value: string | undefined): string | null {
  const text = (value ?? "").replace(/["']/g, "").trim();
  if (text.length > JOB_SEARCH_LIMITS.maxTermLength || /[<>]/.test(text)) return null;
  return text;
}

/** Each language's listed words for STOP or HELP (lower case). */
function wordsOf(kind: "stop" | "help", lang: Lang): string[] {
  const list =
    kind === "stop" ? m.mail_wa_stop_words({}, { locale: lang }) : m.mail_wa_help_words({}, { locale: lang });
  return list
    .split(",")
    .map((w) => normalizeMessage(w))
    .filter(Boolean);
}

/**
 * Reads one incoming message. The original casing of the search is kept
 * (the catalogs' templates are matched without case, the captures are cut
 * from the message as sent). STOP and HELP name every language whose words
 * include the message (STOP is in several); the caller picks one.
 */
export function readMessage(text: string): Inbound {
  const normalized = normalizeMessage(text);
  const original = tidyMessage(text);
  for (const pattern of optinPatterns()) {
    const found = normalized.match(pattern.regex);
    if (!found) continue;
    // The same positions in the original text (lower-casing keeps lengths for the scripts we match).
    const cased = original.match(new RegExp(pattern.regex.source, "iu")) ?? found;
    const query = pattern.query ? term(cased[pattern.query]) : "";
    const location = pattern.location ? term(cased[pattern.location]) : "";
    if (query === null || location === null) continue;
    return { kind: "optin", lang: pattern.lang, query, location };
  }
  for (const kind of ["stop", "help"] as const) {
    const langs = LANGS.filter((lang) => wordsOf(kind, lang).includes(normalized));
    if (langs.length > 0) return { kind, langs };
  }
  return { kind: "other", langs: languagesOfScript(normalized) };
}

const SCRIPTS = ["Devanagari", "Bengali", "Telugu", "Kannada", "Tamil", "Gujarati", "Gurmukhi", "Malayalam", "Oriya"];

function scriptOf(text: string): string | null {
  for (const script of SCRIPTS) if (new RegExp(`\\p{Script=${script}}`, "u").test(text)) return script;
  return null;
}

/** The languages that write in the message's script (from their catalogs), for a message we did not understand. */
function languagesOfScript(text: string): Lang[] {
  const script = scriptOf(text);
  if (!script) return [];
  return LANGS.filter((lang) => scriptOf(m.mail_wa_help_words({}, { locale: lang })) === script);
}

/** Picks the reply's language: the seeker's alerts' language if it is one the message could be in, else the message's. */
export function replyLanguage(candidates: Lang[], alertLangs: Lang[]): Lang {
  const fromAlerts = alertLangs.find((lang) => candidates.length === 0 || candidates.includes(lang));
  if (fromAlerts) return fromAlerts;
  // "STOP" is in English's list and others': English then; "बंद" is only Hindi's.
  return candidates.includes("en") ? "en" : (candidates[0] ?? "en");
}
