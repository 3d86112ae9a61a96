import { enquiryNotice, newsletterNotice, resumeConsentText } from "#shared/content/form-notices";
import { RETENTION } from "#shared/content/retention";
import type { Lang } from "#shared/i18n/lang";
import { ENQUIRY_FIELDS, ENQUIRY_OPTIONS, enquiryMessages, enquirySchemaFor } from "#shared/schemas/enquiry";
import { NEWSLETTER_FIELDS, newsletterMessages, newsletterSchemaFor } from "#shared/schemas/newsletter";
import {
  PRIVACY_REQUEST_FIELDS,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequest,
  privacyRequestConsent,
  privacyRequestMessagesFor,
  privacyRequestSchemaFor,
} from "#shared/schemas/privacy-request";
import { RESUME_FIELDS, RESUME_FILE_FIELD, resumeMessages, resumeSchemaFor } from "#shared/schemas/resume";
import type { z } from "#shared/schemas/zod-mini";

/**
 * The forms registry (docs/decisions/044-forms-registry.md): every form the
 * site takes, once. The API routes (worker/api/forms.ts), the one submission
 * path (worker/forms/request.ts and submit.ts), the D1 rows
 * (worker/forms/submissions-db.ts), the agency's mail (worker/forms/compose.ts),
 * the staff console's list, page and erasure (worker/staff/) and the retention
 * cron (worker/forms/retention.ts) read their kinds and rules from here.
 *
 * Adding a form: its schema in shared/schemas/, its entry below, its page,
 * its catalog keys, its test. A form stored in `submissions` needs no
 * migration (the kind is checked here, not by D1: migration 0015).
 *
 * Server code reads this module (it holds every form's schema); form islands
 * import their own schema, never the registry.
 */

/** A form's answers in the page's language. */
export interface FormAnswers {
  success: string;
  failure: string;
}

/** A stored value as the agency's mail and the staff console read it: stored fields as text. */
export type StoredFields = ReadonlyMap<string, string>;

/** The agency's mail for a stored post (worker/forms/compose.ts): English, composed from what was stored. */
export interface MailSpec {
  /** Field name and label, in mail order; fields stored but not listed follow under their own names. */
  labels: readonly (readonly [string, string])[];
  /** The mail's heading. */
  heading: (fields: StoredFields) => string;
  subject: (fields: StoredFields) => string;
  /** Stored values shown otherwise (a service slug as its name). */
  display?: Readonly<Record<string, (value: string) => string>>;
}

/** Which stored fields hold the person: the staff list and search, and erasure by e-mail or phone, read them. */
export interface PersonFields {
  name?: string;
  email?: string;
  phone?: string;
}

interface FormPart {
  /** The fields read from a post (a missing one is ""). */
  fields: readonly string[];
  /** The schema, its messages in `lang`. */
  schemaFor: (lang: Lang) => z.ZodMiniType<Record<string, unknown>>;
  messages: (lang: Lang) => FormAnswers;
  /** The words shown beside the form, stored with each post as the consent given. */
  consent: (lang: Lang) => string;
  /** Whether `POST /api/forms/<kind>` takes it (the form islands post there); a page action takes it either way. */
  api: boolean;
}

/** A form whose posts are rows of `submissions` under its own kind, mailed to the agency. */
interface SubmissionForm extends FormPart {
  store: "submissions";
  /** Shown in the staff console ("Enquiry received …"). */
  label: string;
  person: PersonFields;
  /** Months after it was sent that retention deletes it. */
  retentionMonths: number;
  mail: MailSpec;
  /**
   * A document sent with the form (PDF or Word, checked by worker/forms/file-check.ts): kept in R2 under
   * `prefix`, attached to the mail, erased and expired with the row.
   */
  file?: { field: string; prefix: string };
}

/** The newsletter: one row per address in `newsletter_subscribers`, kept until its owner unsubscribes; nothing mailed. */
interface SubscriberForm extends FormPart {
  store: "newsletter_subscribers";
  label: string;
  person: PersonFields & { email: string };
}

/** A form stored (and mailed, listed, erased, expired) as another kind's rows, with its own payload. */
interface AliasForm extends FormPart {
  store: "as";
  storedAs: "enquiry";
  /** The row's payload, in the other kind's field names. */
  toPayload: (data: Record<string, unknown>) => Record<string, unknown>;
}

export type FormEntry = SubmissionForm | SubscriberForm | AliasForm;

const serviceName = (slug: string) => ENQUIRY_OPTIONS.find((o) => o.value === slug)?.label ?? slug;
const enquiryService = (f: StoredFields) => serviceName(f.get("enquire") || "website form");

export const FORMS = {
  /** Employer enquiry ("Request a Consultation"), on /contact, /employes, /fresher and /freelance-recruiters. */
  enquiry: {
    fields: ENQUIRY_FIELDS,
    schemaFor: enquirySchemaFor,
    messages: enquiryMessages,
    consent: enquiryNotice,
    api: true,
    store: "submissions",
    label: "Enquiry",
    person: { name: "name", email: "email", phone: "contact" },
    retentionMonths: RETENTION.enquiryMonths,
    mail: {
      labels: [
        ["name", "Name"],
        ["contact", "Phone"],
        ["email", "E-mail"],
        ["state", "State"],
        ["city", "City"],
        ["enquire", "Enquiry"],
        ["enquireDetail", "Details"],
        ["lang", "Language"],
      ],
      heading: (f) => `New enquiry: ${enquiryService(f)}`,
      subject: (f) => `New enquiry: ${enquiryService(f)} from ${f.get("name") || "a visitor"}`,
      display: { enquire: serviceName },
    },
  },
  /** A resume with its file, on /upload and /jobdetails/:id/apply. */
  resume: {
    fields: RESUME_FIELDS,
    schemaFor: resumeSchemaFor,
    messages: resumeMessages,
    // The resume's consent is its checkbox: the label is what was agreed to.
    consent: resumeConsentText,
    api: true,
    store: "submissions",
    label: "Resume",
    person: { name: "fullName", email: "email", phone: "contactNumber" },
    retentionMonths: RETENTION.resumeMonths,
    file: { field: RESUME_FILE_FIELD, prefix: "resumes/" },
    mail: {
      labels: [
        ["fullName", "Full name"],
        ["email", "E-mail"],
        ["contactNumber", "Phone"],
        ["jobAppliedFor", "Job applied for"],
        ["jobId", "Job id"],
        ["jobTitle", "Job (as listed)"],
        ["jobLink", "Job page"],
        ["state", "State"],
        ["city", "City"],
        ["consent", "Consent"],
        ["lang", "Language"],
      ],
      heading: (f) => `New resume: ${f.get("jobAppliedFor") || "a role"}`,
      subject: (f) => `New resume: ${f.get("fullName") || "a candidate"} for ${f.get("jobAppliedFor") || "a role"}`,
    },
  },
  /** The footer's newsletter sign-up (and /newsletter without JavaScript). */
  newsletter: {
    fields: NEWSLETTER_FIELDS,
    schemaFor: newsletterSchemaFor,
    messages: newsletterMessages,
    consent: newsletterNotice,
    api: true,
    store: "newsletter_subscribers",
    label: "Newsletter sign-up",
    person: { email: "user_email" },
  },
  /**
   * A visitor's request to erase, see or correct their data (/privacy-request
   * and its twin in every language, a plain form without an island, so no
   * API). Stored as an enquiry with topic "privacy-request": the mail, the
   * console, erasure and retention read it as one. Its errors, consent and
   * answers are in the page's language (issue 32); the agency's mail is
   * English and names that language.
   */
  "privacy-request": {
    fields: PRIVACY_REQUEST_FIELDS,
    schemaFor: privacyRequestSchemaFor,
    messages: privacyRequestMessagesFor,
    consent: privacyRequestConsent,
    api: false,
    store: "as",
    storedAs: "enquiry",
    toPayload: (data) => {
      // The schema's output: submitForm validates before it asks for the payload.
      const v = data as PrivacyRequest;
      const label = PRIVACY_REQUEST_TYPES.find((t) => t.value === v.request)?.label ?? v.request;
      return {
        name: v.name,
        contact: v.contact,
        email: v.email,
        enquire: `Personal data request: ${label}`,
        enquireDetail: v.details,
        topic: "privacy-request",
        request: v.request,
      };
    },
  },
} as const satisfies Record<string, FormEntry>;

/** Every form the site takes, by the name its API path and page action use. */
export type FormKind = keyof typeof FORMS;
type Entries = typeof FORMS;

/** A kind whose posts are rows of `submissions` under that kind. */
export type SubmissionKind = { [K in FormKind]: Entries[K]["store"] extends "submissions" ? K : never }[FormKind];
/** A kind the staff console lists: every stored kind, the newsletter's sign-ups included. */
export type RecordKind = { [K in FormKind]: Entries[K]["store"] extends "as" ? never : K }[FormKind];

const kinds = Object.keys(FORMS) as FormKind[];

export const FORM_KINDS: readonly FormKind[] = kinds;
/** The forms `POST /api/forms/<kind>` takes. */
export const API_KINDS = kinds.filter((k) => FORMS[k].api);
/** The kinds of `submissions` rows (worker/forms/submissions-db.ts validates each row's kind against them). */
export const SUBMISSION_KINDS = kinds.filter((k): k is SubmissionKind => FORMS[k].store === "submissions") as [
  SubmissionKind,
  ...SubmissionKind[],
];
/** What the staff console lists and filters by: the submission kinds, then the newsletter. */
export const RECORD_KINDS = kinds.filter((k): k is RecordKind => FORMS[k].store !== "as") as [
  RecordKind,
  ...RecordKind[],
];

/** The kinds kept in newsletter_subscribers (the newsletter). */
export function subscriberKinds(): RecordKind[] {
  return RECORD_KINDS.filter((k) => FORMS[k].store === "newsletter_subscribers");
}

export function formEntry(kind: FormKind): FormEntry {
  return FORMS[kind];
}

export function isSubmissionKind(value: string): value is SubmissionKind {
  return (SUBMISSION_KINDS as readonly string[]).includes(value);
}

/** How a stored row of `submissions` is read: its kind's entry (mail, person, retention, file). */
export function submissionEntry(kind: SubmissionKind): SubmissionForm {
  return FORMS[kind];
}

/** The staff console's name of a stored kind ("Enquiry", "Resume", "Newsletter sign-up"). */
export function recordLabel(kind: RecordKind): string {
  return FORMS[kind].label;
}
