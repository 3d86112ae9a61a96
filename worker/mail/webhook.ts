const TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON alert to the operator's webhook (ALERT_WEBHOOK_URL): the
 * route that still works when mail itself is what fails. The body carries a
 * `text` field, so a Slack or Google Chat incoming webhook shows it as is.
 */
export async function postWebhook(
  url: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; error?: string }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Read the body so the connection can be reused.
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? { ok: true } : { ok: false, error: `webhook answered ${res.status}` };
  } catch (err) {
    return { ok: false, error: `webhook: ${String(err)}`.slice(0, 300) };
  }
}
