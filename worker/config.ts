import { z } from "zod";
import { isP256Point, isPrivateScalar, isVapidSubject } from "./alerts/push/config";
import { parseTemplateLanguages } from "./alerts/whatsapp/config";
import { MIN_SECRET_LENGTH } from "./forms/unsubscribe-token";
import { accessAudience, accessTeamDomain } from "./staff/access";

/*
 * The Worker's configuration (wrangler.jsonc vars, secrets, .dev.vars),
 * checked once per environment object before the first request or cron run
 * uses it (decision 020). Unset optional values keep their documented
 * fallbacks; a value that is set but malformed stops the Worker from serving
 * (a clear 503, logged with the variable's name and what is wrong) instead of
 * failing later, at the first request that happens to read it. Messages name
 * the variable and the rule, never the value: several of them are secrets.
 */

/** A variable that may be absent or empty (its fallback applies), else must pass `check`. */
const optional = (check: z.ZodType<string>) => z.union([z.literal(""), check]).optional();

const oneLine = (what: string) => z.string().regex(/^[^\s\p{Cc}]+$/u, `must be ${what} on one line, with no spaces`);

const httpUrl = (example: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, `must be an absolute http(s) URL, e.g. ${example}`);

const flag = z.enum(["", "0", "1"], { error: 'must be "1" (on), "0" or empty (off)' });

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export const configSchema = z.object({
  JOBS_API_URL: optional(httpUrl("https://ats.example.com (empty: the demo dataset)")),
  JOBS_API_TOKEN: optional(oneLine("the ATS token")),
  JOBS_SHRINK_GUARD: optional(
    z
      .string()
      .refine(
        (v) => v.trim() !== "" && Number(v) >= 0 && Number(v) <= 1,
        "must be a number from 0 to 1 (the share of jobs a refresh may lose; empty: 0.5)",
      ),
  ),
  SITE_ORIGIN: optional(
    httpUrl("https://www.example.com").refine((v) => /^[a-z]+:\/\/[^/?#]+\/?$/i.test(v), {
      message: "must be an origin only (scheme, host and port, no path), e.g. https://www.example.com",
    }),
  ),
  COMPANY_NAME: optional(
    z
      .string()
      .regex(/^[^\p{Cc}]{1,200}$/u, "must be the agency's name as the ATS writes it: one line, 200 characters at most"),
  ),
  MAIL_TO: z.string({ error: "is not set: the inbox that receives enquiries and resumes" }).regex(EMAIL, {
    message: "must be one e-mail address, e.g. hello@example.com",
  }),
  MAIL_FROM: z
    .string({ error: "is not set: the sender of every mail" })
    .refine(
      (v) => EMAIL.test(v) || /^[^<>\p{Cc}]+ <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/u.test(v),
      'must be an address or "Name <address>", e.g. Agency <website@example.com>',
    ),
  GEOCODER_URL: optional(httpUrl("https://nominatim.openstreetmap.org/reverse")),
  RESEND_API_KEY: optional(oneLine("the Resend API key")),
  DEV_MAILER: flag.optional(),
  ALERT_WEBHOOK_URL: optional(httpUrl("https://hooks.slack.com/services/…")),
  SIGNING_SECRET: optional(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`),
  ),
  APP_VERSION: optional(
    z.string().regex(/^[^\s\p{Cc}]{1,64}$/u, "must be a version label: one word, 64 characters at most"),
  ),
  ACCESS_TEAM_DOMAIN: optional(accessTeamDomain),
  ACCESS_AUD: optional(accessAudience),
  STAFF_DEV_LOGIN: flag.optional(),
  // Job alerts on WhatsApp (issue 30, decision 039): offered only when the number, its id and the three secrets are set.
  WHATSAPP_NUMBER: optional(
    z.string().regex(/^[1-9]\d{7,14}$/, "must be the number in E.164 digits, no + or spaces, e.g. 919820041234"),
  ),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z.string().regex(/^\d{5,30}$/, "must be the phone number ID from Meta's WhatsApp Manager (digits)"),
  ),
  WHATSAPP_API_URL: optional(httpUrl("https://graph.facebook.com/v21.0 (empty: that)")),
  WHATSAPP_TOKEN: optional(oneLine("the Cloud API access token")),
  WHATSAPP_APP_SECRET: optional(oneLine("the Meta app secret")),
  WHATSAPP_VERIFY_TOKEN: optional(oneLine("the webhook verify token")),
  WHATSAPP_DIGEST_TEMPLATE: optional(
    z.string().regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _"),
  ),
  WHATSAPP_TEMPLATE_LANGUAGES: optional(
    z
      .string()
      .refine((v) => parseTemplateLanguages(v) !== null, 'must be pairs like "en=en,hi=hi" (site language=Meta code)'),
  ),
  // Web push (RFC 8292): offered only when all three are set.
  VAPID_PUBLIC_KEY: optional(
    z.string().refine(isP256Point, "must be URL-safe base64 of an uncompressed P-256 point (65 bytes)"),
  ),
  VAPID_PRIVATE_KEY: optional(z.string().refine(isPrivateScalar, "must be URL-safe base64 of the 32-byte private key")),
  VAPID_SUBJECT: optional(
    z.string().refine(isVapidSubject, "must be a mailto: address or https: URL, e.g. mailto:jobs@example.com"),
  ),
});

export type ConfigProblem = { variable: string; problem: string };

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration: ${problems.map((p) => `${p.variable} ${p.problem}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

function problemsOf(error: z.ZodError): ConfigProblem[] {
  const byVariable = new Map<string, string>();
  for (const issue of error.issues) {
    const variable = String(issue.path[0]);
    // A union reports each branch; the last branch (the real rule) says what is wrong.
    const message =
      issue.code === "invalid_union" ? (issue.errors.at(-1)?.[0]?.message ?? issue.message) : issue.message;
    byVariable.set(variable, message);
  }
  return [...byVariable].map(([variable, problem]) => ({ variable, problem }));
}

// Workers may hand every request the same env object, or a new one: either
// way each object is checked once.
const checked = new WeakMap<object, ConfigError | null>();

/** The configuration's problems, or null when it is valid. Checked once per env object; logged once. */
export function configError(env: Env): ConfigError | null {
  let result = checked.get(env);
  if (result === undefined) {
    const parsed = configSchema.safeParse(env);
    result = parsed.success ? null : new ConfigError(problemsOf(parsed.error));
    checked.set(env, result);
  }
  return result;
}
