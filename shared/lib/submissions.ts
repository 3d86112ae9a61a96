/**
 * The states of the mail each stored submission sends (D1 column
 * `submissions.mail_state`). The kinds of submission are the forms
 * registry's (shared/forms/registry.ts).
 */
export const MAIL_STATES = ["pending", "sent", "failed"] as const;
