import { createHmac } from "node:crypto";
import { HttpResponse, http } from "msw";

/** The WhatsApp configuration the alert tests run with (worker/alerts/whatsapp/config.ts). */
export const WHATSAPP = {
  WHATSAPP_NUMBER: "15550001234",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_API_URL: "https://graph.whatsapp.test/v21.0",
  WHATSAPP_TOKEN: "test-whatsapp-token",
  WHATSAPP_APP_SECRET: "test-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "test-verify-token",
} as const;

export interface CloudCall {
  to: string;
  type: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

type Outcome = "ok" | "rate-limited" | "down" | "blocked" | "bad-token";

/**
 * A fake of Meta's Cloud API messages endpoint: it records each call and
 * answers, in order, as `plan` says ("ok" after the plan): a 429 with
 * Meta's rate-limit code, a 500, the 131026 "undeliverable" refusal of a
 * number that blocked us, or a 401 for an expired token.
 */
export function fakeCloudApi() {
  const calls: CloudCall[] = [];
  const plan: Outcome[] = [];
  const handler = http.post(
    `${WHATSAPP.WHATSAPP_API_URL}/${WHATSAPP.WHATSAPP_PHONE_NUMBER_ID}/messages`,
    async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({
        to: String(body.to),
        type: String(body.type),
        body,
        authorization: request.headers.get("Authorization"),
      });
      const outcome = plan.shift() ?? "ok";
      if (outcome === "rate-limited")
        return HttpResponse.json({ error: { code: 130429, message: "Rate limit hit" } }, { status: 429 });
      if (outcome === "down")
        return HttpResponse.json({ error: { code: 131000, message: "Something went wrong" } }, { status: 500 });
      if (outcome === "blocked")
        return HttpResponse.json({ error: { code: 131026, message: "Message undeliverable" } }, { status: 400 });
      if (outcome === "bad-token")
        return HttpResponse.json({ error: { code: 190, message: "Invalid OAuth access token" } }, { status: 401 });
      return HttpResponse.json({
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.test.${calls.length}` }],
      });
    },
  );
  return {
    handler,
    calls,
    plan,
    reset() {
      calls.length = 0;
      plan.length = 0;
    },
  };
}

let nextMessage = 1;

/** Meta's webhook envelope around one change's value. */
const envelope = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "0", changes: [{ field: "messages", value }] }],
  });

/** Meta's notification of one incoming text message, as its webhook POSTs it. */
export function inboundNotification(from: string, text: string, id = `wamid.in.${nextMessage++}`) {
  return {
    id,
    body: envelope({
      messaging_product: "whatsapp",
      metadata: { display_phone_number: WHATSAPP.WHATSAPP_NUMBER, phone_number_id: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID },
      contacts: [{ profile: { name: "Seeker" }, wa_id: from }],
      messages: [{ from, id, timestamp: "1764300000", type: "text", text: { body: text } }],
    }),
  };
}

/** A status callback: Meta telling us a message to `to` failed with `code`. */
export function failedStatus(to: string, code: number) {
  return envelope({
    metadata: { phone_number_id: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID },
    statuses: [{ id: "wamid.out", status: "failed", recipient_id: to, errors: [{ code, title: "x" }] }],
  });
}

/** Meta's signature of a body with the app secret. */
export const signature = (body: string, secret: string = WHATSAPP.WHATSAPP_APP_SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
