import { z } from "zod";
import { maskEmail } from "#worker/forms/unsubscribe";
import { sha256Hex } from "#worker/http/hash";
import { CHANNEL_NAMES } from "./channels/names";
import { deleteAlerts } from "./subscriptions-db";

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

/**
 * Two phone numbers are the same when their national numbers are: the last
 * ten digits (Indian numbers, with or without +91 or a leading 0), or all of
 * them when either is shorter. Fewer than 8 digits is nobody's number. The
 * one rule of the staff erasure (submissions and alerts alike).
 */
export function samePhone(a: string, b: string): boolean {
  const x = a.replace(/\D/g, "");
  const y = b.replace(/\D/g, "");
  if (x.length < 8 || y.length < 8) return false;
  if (x.length >= 10 && y.length >= 10) return x.slice(-10) === y.slice(-10);
  return x === y;
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
 * Erases a person's alerts: the alerts and every digest of them
 * (deleteAlerts' "erase" rule), every other digest that went to the address
 * (those of alerts already stopped or deleted keep their recipient and
 * subject for 90 days), their sign-up mail log, the WhatsApp messages from
 * the number and the dev mailbox's copies. Returns how many alerts went.
 */
export async function eraseAlerts(env: Env, id: AlertIdentifier): Promise<number> {
  const alerts = await alertHoldings(env.DB, id);
  const db = env.DB;
  const erased = await deleteAlerts(env, { ids: alerts.map((a) => a.id) }, "erase");
  const statements: D1PreparedStatement[] = [];
  if (id.type === "email") {
    const address = id.value.toLowerCase();
    statements.push(
      db.prepare("DELETE FROM alert_digests WHERE channel = 'email' AND lower(recipient) = ?").bind(address),
      db.prepare("DELETE FROM alert_address_mails WHERE address_hash = ?").bind(await sha256Hex(address)),
      db.prepare("DELETE FROM dev_mail WHERE lower(mail_to) = ? AND idempotency_key LIKE 'alert-%'").bind(address),
    );
  } else {
    // Narrow by the last digits in SQL, decide in code (samePhone), as for the alerts themselves.
    const tail = `%${id.digits.slice(-6)}`;
    const [inbound, digests] = await db.batch([
      db.prepare("SELECT DISTINCT from_number AS number FROM whatsapp_inbound WHERE from_number LIKE ?").bind(tail),
      db
        .prepare(
          "SELECT DISTINCT recipient AS number FROM alert_digests WHERE channel = 'whatsapp' AND recipient LIKE ?",
        )
        .bind(tail),
    ]);
    const matching = (rows: unknown[]) =>
      z
        .array(z.object({ number: z.string() }))
        .parse(rows)
        .map((r) => r.number)
        .filter((n) => samePhone(n, id.digits));
    for (const number of matching(inbound.results)) {
      statements.push(
        db.prepare("DELETE FROM whatsapp_inbound WHERE from_number = ?").bind(number),
        db.prepare("DELETE FROM dev_mail WHERE mail_to = ?").bind(`whatsapp:+${number}`),
      );
    }
    for (const number of matching(digests.results)) {
      statements.push(
        db.prepare("DELETE FROM alert_digests WHERE channel = 'whatsapp' AND recipient = ?").bind(number),
      );
    }
  }
  if (statements.length > 0) await db.batch(statements);
  return erased;
}
