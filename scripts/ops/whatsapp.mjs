#!/usr/bin/env node
// Plays a job seeker's WhatsApp message to the local server's webhook, as Meta would send it
// (issue 30): Meta's notification JSON, signed with the app secret (X-Hub-Signature-256).
//
//   npm run whatsapp -- "Send me new jobs on WhatsApp: “sales” in Pune" --from 919812345678
//   npm run whatsapp -- STOP --from 919812345678
//   npm run whatsapp -- "मदद" --from 919812345678 --port 8930
//
// The reply (and later the 09:00 digests) appear in /dev/mail. The opt-in message is the one the
// "Get these jobs on WhatsApp" link under a job search fills in: copy it from that link.
import { createHmac, randomUUID } from "node:crypto";
import { localValue } from "./local-alerts.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const from = (option("from") ?? "").replace(/\D/g, "");
const port = option("port") ?? process.env.PORT ?? "8787";
const host = option("host") ?? "127.0.0.1";
const id = option("id") ?? `wamid.local.${randomUUID()}`;
const text = args.join(" ").trim();
if (!text || !/^\d{8,15}$/.test(from)) {
  console.error('Usage: npm run whatsapp -- "<message>" --from 9198XXXXXXXX [--port 8787] [--id <message id>]');
  process.exit(2);
}

const body = JSON.stringify({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "0",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: {
              display_phone_number: localValue("WHATSAPP_NUMBER", host, port),
              phone_number_id: localValue("WHATSAPP_PHONE_NUMBER_ID", host, port),
            },
            contacts: [{ profile: { name: "Job seeker" }, wa_id: from }],
            messages: [
              { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } },
            ],
          },
        },
      ],
    },
  ],
});
const signature = createHmac("sha256", localValue("WHATSAPP_APP_SECRET", host, port))
  .update(body)
  .digest("hex");
const url = `http://${host}:${port}/api/whatsapp/webhook`;
const res = await fetch(url, {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Hub-Signature-256": `sha256=${signature}` },
  body,
});
console.log(`${res.status} ${await res.text()}`);
console.log(`Message ${id} from +${from}. The reply shows in http://${host}:${port}/dev/mail in a moment.`);
process.exit(res.ok ? 0 : 1);
