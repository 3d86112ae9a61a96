/** A mail ready to send, independent of the provider. */
export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
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

/** Replaces each run of control characters (C0 and DEL) with `by`. */
export function replaceControl(value: string, by: string): string {
  let out = "";
  let inRun = false;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const control = code < 0x20 || code === 0x7f;
    if (control && !inRun) out += by;
    else if (!control) out += ch;
    inRun = control;
  }
  return out;
}

/** One line, no control characters: safe for a subject. */
export function headerSafe(value: string, max = 150): string {
  return replaceControl(value, " ").trim().slice(0, max);
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
 * A plain text and an HTML body from label/value rows; every value is
 * escaped in the HTML, and multi-line values keep their line breaks.
 */
export function renderRows(title: string, rows: [label: string, value: string][], footer: string) {
  const shown = rows.filter(([, value]) => value !== "");
  const text = [title, "", ...shown.map(([label, value]) => `${label}: ${value}`), "", footer].join("\n");
  const cells = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${cells}</table>` +
    `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}
