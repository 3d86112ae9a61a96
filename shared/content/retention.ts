/**
 * How long the website keeps what its forms collect: the one place these
 * periods are set. The privacy policy and the form notices show these numbers
 * (app/content/pages/policy.md, shared/content/form-notices.ts) and the scheduled
 * deletion uses them (worker/forms/retention.ts), so they cannot disagree.
 * A newsletter address is kept until its owner unsubscribes.
 */
export const RETENTION = {
  /** A resume (its fields in D1 and its file in R2), counted from the day it was sent. */
  resumeMonths: 12,
  /** An employer enquiry, counted from the day it was sent. */
  enquiryMonths: 24,
} as const;

/** The values the policy's Markdown may name as `{{name}}`. */
export const retentionPlaceholders: Record<string, string> = {
  resumeMonths: String(RETENTION.resumeMonths),
  enquiryMonths: String(RETENTION.enquiryMonths),
};
