/** A mail ready to send, independent of the provider. */
export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Extra headers (List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** The outcome of one send. `retryable` failures go back to the outbox. */
export type SendResult = { ok: true; id: string } | { ok: false; retryable: boolean; status?: number; error: string };

export type Mailer = (message: MailMessage, idempotencyKey: string) => Promise<SendResult>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// C0, DEL, C1, and the Unicode line and paragraph separators: they break a line.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Format characters (Unicode category Cf): bidirectional overrides, embeddings
// and isolates (U+202A–202E, U+2066–2069), marks (U+200E/200F, U+061C),
// zero-width characters, the BOM, invisible operators, tags...
const FORMAT = /\p{Cf}/u;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * Replaces each run of control characters (C0, DEL, C1, line separators) with
 * `by`, and drops format characters: a right-to-left override can make
 * `invoice‮exe.pdf` read as a different name in a mail client. The zero-width
 * joiner and non-joiner stay between two letters, where Indic scripts need
 * them to spell a name; anywhere else they go too.
 */
export function replaceControl(value: string, by: string): string {
  const chars = [...value];
  let out = "";
  let inRun = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (CONTROL.test(ch)) {
      if (!inRun) out += by;
      inRun = true;
      continue;
    }
    if (FORMAT.test(ch)) {
      const joiner = ch === "\u200c" || ch === "\u200d";
      if (!(joiner && LETTER.test(chars[i - 1] ?? "") && LETTER.test(chars[i + 1] ?? ""))) continue;
    }
    out += ch;
    inRun = false;
  }
  return out;
}

/** One line, no control or format characters: safe for a subject. */
export function headerSafe(value: string, max = 150): string {
  return replaceControl(value, " ").replace(/ {2,}/g, " ").trim().slice(0, max);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * A plain text and an HTML body from label/value rows; the HTML is the React
 * Email template in ./templates/rows.tsx (React escapes every value), and
 * multi-line values keep their line breaks in both.
 */
export async function renderRows(title: string, rows: [label: string, value: string][], footer: string) {
  // Loaded on first use: the React Email chunk stays off the request path of pages.
  const { renderRowsMail } = await import("./templates/rows");
  const shown = rows.filter(([, value]) => value !== "");
  const text = [title, "", ...shown.map(([label, value]) => `${label}: ${value}`), "", footer].join("\n");
  return { text, html: await renderRowsMail(title, shown, footer) };
}
