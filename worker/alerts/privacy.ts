import { z } from "zod";
import { sha256Hex } from "#worker/http/hash";
import { CHANNEL_NAMES } from "./channels/names";

/*
 * A person's alerts for the staff console's erasure (worker/staff/erasure.ts
 * calls these): found by e-mail address (e-mail alerts) or phone number
 * (WhatsApp alerts; the same national number with or without +91). Push
 * endpoints name a browser, not a person, so staff cannot look them up: they
 * go with the seeker's Stop, a 404/410 from the push service, or retention.
 */

export type AlertIdentifier = { type: "email"; value: string } | { type: "phone"; digits: string };

const held = z.object({
  id: z.string(),
  channel: z.enum(CHANNEL_NAMES),
  address: z.string(),
  query: z.string(),
  location: z.string(),
  lang: z.string(),
  status: z.string(),
  created_at: z.number(),
});

export interface AlertHolding {
  id: string;
  channel: (typeof CHANNEL_NAMES)[number];
  /** The address as staff may see it (masked). */
  masked: string;
  query: string;
  location: string;
  lang: string;
  status: string;
  created_at: number;
}

/** A phone number with only its country code, first two and last three digits shown: +91 98•••••234. */
export function maskPhone(digits: string): string {
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  const country = digits.length > 10 ? `+${digits.slice(0, -10)} ` : "";
  return `${country}${national.slice(0, 2)}${"•".repeat(Math.max(0, national.length - 5))}${national.slice(-3)}`;
}

/** An e-mail address with the first two letters of its name shown: as•••@example.com. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${address.slice(0, Math.min(2, at))}•••${address.slice(at)}`;
}

/** A push endpoint as its service's host and the end of its path: fcm.googleapis.com/…x8Qe. */
export function maskEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.host}/…${url.pathname.slice(-4)}`;
  } catch {
    return "…";
  }
}

export function maskAddress(channel: AlertHolding["channel"], address: string): string {
  if (channel === "email") return maskEmail(address);
  if (channel === "whatsapp") return maskPhone(address);
  return maskEndpoint(address);
}

/** Two numbers are one when their last ten digits are (Indian numbers with or without +91 or 0). */
function samePhone(a: string, b: string): boolean {
  if (a.length >= 10 && b.length >= 10) return a.slice(-10) === b.slice(-10);
  return a === b;
}

/** The alerts held about a person, addresses masked. */
export async function alertHoldings(db: D1Database, id: AlertIdentifier): Promise<AlertHolding[]> {
  const columns = "id, channel, address, query, location, lang, status, created_at";
  const { results } =
    id.type === "email"
      ? await db
          .prepare(`SELECT ${columns} FROM alert_subscriptions WHERE channel = 'email' AND lower(address) = ?`)
          .bind(id.value.toLowerCase())
          .all()
      : await db
          .prepare(`SELECT ${columns} FROM alert_subscriptions WHERE channel = 'whatsapp' AND address LIKE ?`)
          .bind(`%${id.digits.slice(-6)}`)
          .all();
  return z
    .array(held)
    .parse(results)
    .filter((r) => id.type === "email" || samePhone(r.address, id.digits))
    .map(({ address, ...r }) => ({ ...r, masked: maskAddress(r.channel, address) }));
}

/**
 * Erases a person's alerts: the alerts, every digest of them (sent ones keep
 * the recipient), their sign-up mail log, the WhatsApp messages from the
 * number and the dev mailbox's copies. Returns how many alerts went.
 */
export async function eraseAlerts(env: Env, id: AlertIdentifier): Promise<number> {
  const alerts = await alertHoldings(env.DB, id);
  const db = env.DB;
  const ids = JSON.stringify(alerts.map((a) => a.id));
  const statements = [
    db.prepare("DELETE FROM alert_digests WHERE subscription_id IN (SELECT value FROM json_each(?))").bind(ids),
    db.prepare("DELETE FROM alert_subscriptions WHERE id IN (SELECT value FROM json_each(?))").bind(ids),
  ];
  if (id.type === "email") {
    statements.push(
      db
        .prepare("DELETE FROM alert_address_mails WHERE address_hash = ?")
        .bind(await sha256Hex(id.value.toLowerCase())),
      db
        .prepare("DELETE FROM dev_mail WHERE lower(mail_to) = ? AND idempotency_key LIKE 'alert-%'")
        .bind(id.value.toLowerCase()),
    );
  } else {
    const { results } = await db
      .prepare("SELECT DISTINCT from_number FROM whatsapp_inbound WHERE from_number LIKE ?")
      .bind(`%${id.digits.slice(-6)}`)
      .all<{ from_number: string }>();
    const numbers = results.map((r) => r.from_number).filter((n) => samePhone(n, id.digits));
    for (const number of numbers) {
      statements.push(
        db.prepare("DELETE FROM whatsapp_inbound WHERE from_number = ?").bind(number),
        db.prepare("DELETE FROM dev_mail WHERE mail_to = ?").bind(`whatsapp:+${number}`),
      );
    }
  }
  await db.batch(statements);
  return alerts.length;
}
