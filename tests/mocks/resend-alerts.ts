import { HttpResponse, http } from "msw";

/** One mail Resend delivered: to whom, and the request it came in. */
export interface Delivered {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  key: string | null;
}

/**
 * A fake Resend for the alert tests, single sends and batches, that keeps
 * Resend's idempotency promise: a request with a key it has processed is
 * answered as before and delivers nothing again. `plan` decides each
 * request's fate in order: "ok", "reject" (a 422: never retried), "fail" (a 500 before anything is
 * delivered) or "lost" (delivered, but the answer is a 500, as when a
 * connection drops after Resend accepted the mail). After the plan: "ok".
 */
export function fakeAlertResend() {
  const delivered: Delivered[] = [];
  const requests: { path: string; key: string | null; count: number; outcome: string }[] = [];
  const plan: ("ok" | "fail" | "lost" | "reject")[] = [];
  const processed = new Map<string, unknown>();
  let nextId = 1;

  type Email = { to: string[]; subject: string; text: string; html: string; headers?: Record<string, string> };
  async function handle(path: string, key: string | null, emails: Email[], answer: () => unknown) {
    if (key && processed.has(key)) {
      requests.push({ path, key, count: emails.length, outcome: "replayed" });
      return HttpResponse.json(processed.get(key) as Record<string, unknown>);
    }
    const outcome = plan.shift() ?? "ok";
    requests.push({ path, key, count: emails.length, outcome });
    if (outcome === "reject")
      return HttpResponse.json({ name: "validation_error", message: "bad", statusCode: 422 }, { status: 422 });
    if (outcome === "fail")
      return HttpResponse.json({ name: "internal_server_error", message: "down", statusCode: 500 }, { status: 500 });
    for (const e of emails) delivered.push({ ...e, headers: e.headers ?? {}, key });
    const body = answer();
    if (key) processed.set(key, body);
    if (outcome === "lost")
      return HttpResponse.json({ name: "internal_server_error", message: "lost", statusCode: 500 }, { status: 500 });
    return HttpResponse.json(body as Record<string, unknown>);
  }

  const handlers = [
    http.post("https://api.resend.com/emails/batch", async ({ request }) => {
      const emails = (await request.json()) as Email[];
      return handle("batch", request.headers.get("Idempotency-Key"), emails, () => ({
        data: emails.map(() => ({ id: `re_${nextId++}` })),
      }));
    }),
    http.post("https://api.resend.com/emails", async ({ request }) => {
      const email = (await request.json()) as Email;
      return handle("emails", request.headers.get("Idempotency-Key"), [email], () => ({ id: `re_${nextId++}` }));
    }),
  ];
  return {
    handlers,
    delivered,
    requests,
    plan: (...steps: ("ok" | "fail" | "lost" | "reject")[]) => plan.push(...steps),
    reset: () => {
      delivered.length = 0;
      requests.length = 0;
      plan.length = 0;
      processed.clear();
    },
  };
}
