import { HttpResponse, http, type RequestHandler } from "msw";
import { setupServer } from "msw/native";

/** One request the Worker made to Resend, as Resend would see it. */
export interface ResendCall {
  headers: Headers;
  body: {
    from: string;
    to: string[];
    reply_to?: string[];
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; content_type?: string }[];
  };
  status: number;
}

/** The alert webhook the fake serves (ALERT_WEBHOOK_URL in the mail tests). */
export const ALERT_WEBHOOK = "https://alerts.test/hook";

/**
 * A fake Resend for workerd tests, and a fake alert webhook at ALERT_WEBHOOK
 * (its POSTs are recorded in `webhookCalls`; `webhookAnswerWith` queues statuses). msw/native's fetch interceptor patches the
 * isolate's fetch, which the Worker under test shares. Answers come from a
 * queue of statuses (then 200); every request is recorded. Any other
 * outgoing request is an error: tests never touch the network.
 * `extra` handlers fake other services in the same server (one msw server
 * per isolate), e.g. the Access team's keys (tests/mocks/access.ts).
 */
export function fakeResend(...extra: RequestHandler[]) {
  const calls: ResendCall[] = [];
  const queue: (number | { status: number; name: string })[] = [];
  const webhookCalls: { body: Record<string, unknown>; status: number }[] = [];
  const webhookQueue: number[] = [];
  const server = setupServer(
    http.post("https://api.resend.com/emails", async ({ request }) => {
      const next = queue.shift() ?? 200;
      const { status, name } = typeof next === "number" ? { status: next, name: "error" } : next;
      calls.push({ headers: request.headers, body: (await request.json()) as ResendCall["body"], status });
      if (status === 200) return HttpResponse.json({ id: `re_${calls.length}` });
      return HttpResponse.json({ name, message: `status ${status}`, statusCode: status }, { status });
    }),
    http.post(ALERT_WEBHOOK, async ({ request }) => {
      const status = webhookQueue.shift() ?? 200;
      webhookCalls.push({ body: (await request.json()) as Record<string, unknown>, status });
      return new HttpResponse(status === 200 ? "ok" : "error", { status });
    }),
    ...extra,
  );
  return {
    calls,
    /** The next answers, in order (e.g. 429, 500, or a status with Resend's error name); after them, 200. */
    answerWith: (...statuses: (number | { status: number; name: string })[]) => queue.push(...statuses),
    webhookCalls,
    /** The webhook's next answers, in order; after them, 200. */
    webhookAnswerWith: (...statuses: number[]) => webhookQueue.push(...statuses),
    enable: () => server.listen({ onUnhandledRequest: "error" }),
    disable: () => server.close(),
    reset: () => {
      calls.length = 0;
      queue.length = 0;
      webhookCalls.length = 0;
      webhookQueue.length = 0;
    },
  };
}
