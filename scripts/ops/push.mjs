#!/usr/bin/env node
// Web push job alerts from the command line (issue 30).
//
//   npm run push -- --keys
//       prints a new VAPID key pair for VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY
//   npm run push -- --subscribe "delivery" --location Patna [--lang hi] [--port 8787]
//       plays a browser that pressed "Notify me on this phone": a subscription on the local push
//       stand-in (POST /dev/push/subscriptions), posted to /api/alerts/push. Its notifications
//       (the "alert is on" one now, digests at 09:00) are decrypted by the stand-in into /dev/mail.
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : (args[at + 1] ?? "");
};

if (args.includes("--keys")) {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${d}`);
  process.exit(0);
}

if (!args.includes("--subscribe")) {
  console.error(
    'Usage: npm run push -- --keys | --subscribe "<words>" [--location <place>] [--lang <a code of shared/i18n/languages.ts>] [--port 8787]',
  );
  process.exit(2);
}
const port = option("port") ?? process.env.PORT ?? "8787";
const origin = `http://${option("host") ?? "127.0.0.1"}:${port}`;
const made = await fetch(`${origin}/dev/push/subscriptions`, { method: "POST" });
if (!made.ok) {
  console.error(
    `The push stand-in answered ${made.status}: is \`npm start\` running on port ${port} with its dev mailer?`,
  );
  process.exit(1);
}
const subscription = await made.json();
const res = await fetch(`${origin}/api/alerts/push`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: origin },
  body: JSON.stringify({
    subscription,
    query: option("subscribe") ?? "",
    location: option("location") ?? "",
    frequency: "daily",
    lang: option("lang") ?? "en",
  }),
});
console.log(`${res.status} ${await res.text()}`);
console.log(`Endpoint: ${subscription.endpoint.slice(0, 60)}…\nNotifications show in ${origin}/dev/mail.`);
process.exit(res.ok ? 0 : 1);
