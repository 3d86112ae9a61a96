import type { Context, Next } from "hono";
import { mailerName } from "./index";

/*
 * The local mailbox (issue 22): /dev/mail lists what the dev mailer recorded
 * (table dev_mail), newest first, so a person trying the site with
 * `npm start` can read a mail and follow its links (an alert's confirmation,
 * say) without SQL. It exists only while the dev mailer is the mailer:
 * DEV_MAILER=1, no RESEND_API_KEY and a loopback SITE_ORIGIN (mailerName).
 * Anywhere else the path is an unknown page (the site's 404), so production
 * never serves it.
 *
 * A developer tool: English only, noindex, never cached, no script. Each
 * mail's HTML is shown in an iframe with `sandbox` (no scripts, no same
 * origin) and `srcdoc`, its links opening in a new tab; the plain text is
 * shown beside it with its links made clickable.
 */

export const MAILBOX_PATH = "/dev/mail";
/**
 * The mailbox's stylesheet: a file of our origin, which the pages' CSP
 * (`style-src 'self'` and hashes) allows, where an inline <style> would be
 * blocked and would need its hash on every page's policy.
 */
export const MAILBOX_STYLE_PATH = "/dev/mail.css";
const PAGE_SIZE = 20;

/** Whether /dev/mail answers: only where the dev mailer is the mailer. */
export function mailboxEnabled(env: Pick<Env, "RESEND_API_KEY" | "DEV_MAILER" | "SITE_ORIGIN">): boolean {
  return mailerName(env) === "dev";
}

interface DevMailRow {
  id: number;
  idempotency_key: string;
  created_at: number;
  mail_to: string;
  mail_from: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  headers: string | null;
}

const HEADERS: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

function esc(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Plain text, escaped, with each http(s) address a link. */
function linkify(text: string): string {
  let out = "";
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const index = match.index ?? 0;
    out += esc(text.slice(at, index));
    out += `<a href="${esc(match[0])}">${esc(match[0])}</a>`;
    at = index + match[0].length;
  }
  return out + esc(text.slice(at));
}

/** The mail's HTML with its links opening outside the sandboxed frame. */
function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = html.match(/<head[^>]*>/i);
  if (head?.index !== undefined) {
    const end = head.index + head[0].length;
    return html.slice(0, end) + base + html.slice(end);
  }
  return base + html;
}

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "medium",
});

function when(ms: number): string {
  return Number.isFinite(ms) ? `${timeFormat.format(new Date(ms))} IST` : "unknown time";
}

function listOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    if (Array.isArray(value))
      return value.map(
        (a: { filename?: unknown; size?: unknown }) => `${String(a?.filename)} (${Number(a?.size)} bytes)`,
      );
    if (value && typeof value === "object") return Object.entries(value).map(([k, v]) => `${k}: ${String(v)}`);
  } catch {
    // Shown as written below.
  }
  return [json];
}

function mailHtml(row: DevMailRow, open: boolean, pageNumber: number): string {
  const facts: [string, string][] = [
    ["To", row.mail_to],
    ["From", row.mail_from],
    ...(row.reply_to ? ([["Reply-To", row.reply_to]] as [string, string][]) : []),
    ["Recorded", when(row.created_at)],
    ["Key", row.idempotency_key],
    ...listOf(row.headers).map((h) => ["Header", h] as [string, string]),
    ...listOf(row.attachments).map((a) => ["Attachment", a] as [string, string]),
  ];
  return `<details id="mail-${row.id}"${open ? " open" : ""}>
<summary><span class="subject">${esc(row.subject)}</span> <span class="meta">#${row.id} · to ${esc(row.mail_to)} · ${esc(when(row.created_at))}</span></summary>
<dl>${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}</dl>
<h3>HTML</h3>
<iframe title="${esc(`HTML of “${row.subject}”`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" referrerpolicy="no-referrer" srcdoc="${esc(previewDocument(row.html_body))}"></iframe>
<h3>Text</h3>
<pre>${linkify(row.text_body)}</pre>
<p><a href="${MAILBOX_PATH}${pageNumber > 1 ? `?page=${pageNumber}` : ""}#mail-${row.id}">Link to this mail</a> · <code>npm run outbox -- --show ${row.id}</code></p>
</details>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5;color:#1a1a1a}
h1{font-size:1.5rem;margin:.5rem 0}h3{font-size:1rem;margin:1rem 0 .25rem}
details{border:1px solid #ccc;border-radius:6px;margin:.75rem 0;padding:.5rem .75rem}
summary{cursor:pointer}.subject{font-weight:600}.meta{color:#555;font-size:.9rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.5rem 0;font-size:.9rem}
dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:32rem;border:1px solid #ddd;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.75rem;border-radius:4px}
a{color:#0b57d0}nav a{margin-right:1rem}`;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg"><title>${esc(title)}</title><link rel="stylesheet" href="${MAILBOX_STYLE_PATH}"></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

/** GET /dev/mail.css: the mailbox's stylesheet, under the same condition as the mailbox. */
export function mailboxStyle(c: Context<{ Bindings: Env }>, next: Next) {
  if (!mailboxEnabled(c.env)) return next();
  return new Response(STYLE, { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * GET /dev/mail[?page=N]: the mailbox while the dev mailer is on; otherwise
 * the request goes on as if the path did not exist.
 */
export async function mailbox(c: Context<{ Bindings: Env }>, next: Next) {
  if (!mailboxEnabled(c.env)) return next();
  const asked = c.req.query("page") ?? "1";
  if (!/^[1-9]\d{0,5}$/.test(asked)) {
    return page(
      "Local mailbox",
      `<h1>Local mailbox</h1><p role="alert">“page” must be a whole number from 1. <a href="${MAILBOX_PATH}">Newest mails</a></p>`,
      400,
    );
  }
  const pageNumber = Number(asked);
  const [{ results }, total] = await Promise.all([
    c.env.DB.prepare(
      `SELECT id, idempotency_key, created_at, mail_to, mail_from, reply_to, subject, text_body, html_body, attachments, headers
       FROM dev_mail ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
      .bind(PAGE_SIZE, (pageNumber - 1) * PAGE_SIZE)
      .all<DevMailRow>(),
    c.env.DB.prepare("SELECT COUNT(*) AS n FROM dev_mail").first<number>("n"),
  ]);
  const count = total ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const nav = [
    pageNumber > 1 ? `<a href="${MAILBOX_PATH}?page=${pageNumber - 1}">Newer mails</a>` : "",
    pageNumber < pages ? `<a href="${MAILBOX_PATH}?page=${pageNumber + 1}">Older mails</a>` : "",
  ]
    .filter(Boolean)
    .join("");
  const intro = `<h1>Local mailbox</h1>
<p>Every mail this local server sent through the dev mailer, newest first: ${count} ${count === 1 ? "mail" : "mails"}${pages > 1 ? `, page ${pageNumber} of ${pages}` : ""}. Only <code>npm start</code> has this page; a deployment answers 404. Links in a mail open in a new tab.</p>`;
  const body =
    count === 0
      ? `${intro}<p>No mail yet. Sign up for a job alert under any <a href="/job">job search</a> or send a form, then reload this page.</p>`
      : results.length === 0
        ? `${intro}<p>There is no page ${pageNumber}. <a href="${MAILBOX_PATH}">Newest mails</a></p>`
        : `${intro}${results.map((row, i) => mailHtml(row, pageNumber === 1 && i === 0, pageNumber)).join("\n")}${nav ? `<nav aria-label="Pages">${nav}</nav>` : ""}`;
  return page(pageNumber > 1 ? `Local mailbox, page ${pageNumber}` : "Local mailbox", body);
}
