import { HttpResponse, http } from "msw";
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

/**
 * A fake Resend for workerd tests. msw/native's fetch interceptor patches the
 * isolate's fetch, which the Worker under test shares. Answers come from a
 * queue of statuses (then 200); every request is recorded. Any other
 * outgoing request is an error: tests never touch the network.
 */
export function fakeResend() {
  const calls: ResendCall[] = [];
  const queue: number[] = [];
  const server = setupServer(
    http.post("https://api.resend.com/emails", async ({ request }) => {
      const status = queue.shift() ?? 200;
      calls.push({ headers: request.headers, body: (await request.json()) as ResendCall["body"], status });
      if (status === 200) return HttpResponse.json({ id: `re_${calls.length}` });
      return HttpResponse.json({ name: "error", message: `status ${status}`, statusCode: status }, { status });
    }),
  );
  return {
    calls,
    /** The next answers, in order (e.g. 429, 500); after them, 200. */
    answerWith: (...statuses: number[]) => queue.push(...statuses),
    enable: () => server.listen({ onUnhandledRequest: "error" }),
    disable: () => server.close(),
    reset: () => {
      calls.length = 0;
      queue.length = 0;
    },
  };
}
