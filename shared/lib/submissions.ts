/** The kinds of submission the site stores, and the states of the mail each one sends (D1 columns). */
export const KINDS = ["enquiry", "resume", "newsletter"] as const;
export const MAIL_STATES = ["pending", "sent", "failed"] as const;
