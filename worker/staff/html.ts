/** Tiny HTML helpers for the few staff answers that are not React pages (refusals, dev sign-in). */

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Headers every staff answer carries: never cached, never indexed. */
export const STAFF_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** A minimal, self-contained page (no scripts) with the staff headers. */
export function plainPage(title: string, bodyHtml: string, status = 200, headers: Record<string, string> = {}) {
  const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
label,input,button{display:block;font:inherit}input{margin:.25rem 0 1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{padding:.5rem 1rem}</style></head>
<body><main>${bodyHtml}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...STAFF_HEADERS, ...headers },
  });
}
