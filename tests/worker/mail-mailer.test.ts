import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { z } from "#shared/schemas/zod";
import { validEnquiry } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { health } from "#worker/api/health";
import { submitEnquiry } from "#worker/forms/submit";
import { isLoopbackOrigin } from "#worker/mail/index";
import { runScheduled } from "#worker/scheduled";

/** Which mailer runs where: production without a key must not lose leads silently. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

const MINUTE = 60_000;
/** Production configuration with the RESEND_API_KEY secret missing. */
const noKeyEnv: Env = { ...env, RESEND_API_KEY: undefined };

let sent = 0;

async function submit(on: Env, body: Record<string, string> = validEnquiry) {
  const pending: Promise<unknown>[] = [];
  // Each call is a new enquiry: identical ones within 10 minutes are one submission.
  const unique = { ...body, enquireDetail: `${body.enquireDetail} (${++sent})` };
  const result = await submitEnquiry({ env: on, waitUntil: (p) => pending.push(p) }, unique);
  await Promise.all(pending);
  if (result.kind !== "accepted") throw new Error(`not accepted: ${JSON.stringify(result)}`);
  return result.id;
}

async function row(id: string) {
  return env.DB.prepare("SELECT mail_state, mail_attempts, last_error, payload FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ mail_state: string; mail_attempts: number; last_error: string | null; payload: string }>();
}

async function devMails(id: string) {
  const { results } = await env.DB.prepare("SELECT subject FROM dev_mail WHERE idempotency_key = ?").bind(id).all();
  return results;
}

async function healthOf(on: Env) {
  const res = await health.request("/", undefined, on);
  return { status: res.status, body: (await res.json()) as { status: string; mail: Record<string, unknown> } };
}

function cron(on: Env, scheduledTime: number) {
  return runScheduled({ scheduledTime, cron: "*/10 * * * *", noRetry() {} }, on);
}

/** build/server/wrangler.json: what `wrangler deploy` uploads. */
const builtConfigs = import.meta.glob<string>("../../*/server/wrangler.json", {
  query: "?raw",
  import: "default",
  eager: true,
});

test("the deployable configuration does not turn on the dev mailer (the build also refuses it)", () => {
  const raw = builtConfigs[`../../${__BUILD_DIR__}/server/wrangler.json`];
  expect(raw, "npm run build first").toBeTypeOf("string");
  const vars = z.object({ vars: z.record(z.string(), z.unknown()) }).parse(JSON.parse(raw)).vars;
  expect(vars.DEV_MAILER).toBeUndefined();
  // And the origin it declares is not one the dev mailer would run on.
  expect(isLoopbackOrigin(String(vars.SITE_ORIGIN))).toBe(false);
});

test("DEV_MAILER=1 off a local server (a secret or dashboard var) is refused: mail waits, health degrades", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  // SITE_ORIGIN as deployed (https://www.kshitijtalent.example), DEV_MAILER set behind the build's back.
  const sneaked: Env = { ...noKeyEnv, DEV_MAILER: "1" };
  const id = await submit(sneaked);
  expect(await row(id)).toMatchObject({ mail_state: "pending", mail_attempts: 0, last_error: "no mailer configured" });
  expect(await devMails(id)).toEqual([]);
  expect(errors.mock.calls.some((c) => String(c[0]).includes("DEV_MAILER=1 is refused"))).toBe(true);
  errors.mockRestore();
  const h = await healthOf(sneaked);
  expect(h.body.status).toBe("degraded");
  expect(h.body.mail).toMatchObject({ mailer: "none", ok: false });
  expect(h.body.mail.problems).toContain("dev_mailer_in_production");
  // Every loopback spelling npm start may use is a local server; anything else is not.
  for (const origin of ["http://127.0.0.1:8787", "http://localhost:5173", "http://[::1]:8910"])
    expect(isLoopbackOrigin(origin), origin).toBe(true);
  for (const origin of ["https://www.kshitijtalent.example", "http://127.0.0.1.example.com", "http://10.0.0.1", ""])
    expect(isLoopbackOrigin(origin), origin).toBe(false);
});

test("no key and no DEV_MAILER: the enquiry is stored, its mail waits with 'no mailer configured', logged loudly", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const id = await submit(noKeyEnv);
  const stored = await row(id);
  expect(JSON.parse(stored!.payload).name).toBe("Asha Kulkarni");
  // Not "sent" to a table nobody reads, not an attempt burnt: pending, with the reason.
  expect(stored).toMatchObject({ mail_state: "pending", mail_attempts: 0, last_error: "no mailer configured" });
  expect(await devMails(id)).toEqual([]);
  expect(resend.calls).toHaveLength(0);
  expect(errors.mock.calls.some((c) => String(c[0]).includes("no mailer configured"))).toBe(true);

  // The cron does not send it either, and keeps saying so.
  errors.mockClear();
  await cron(noKeyEnv, Date.now() + 10 * MINUTE);
  expect(await row(id)).toMatchObject({ mail_state: "pending", mail_attempts: 0 });
  expect(errors.mock.calls.some((c) => String(c[0]).includes("no mailer configured"))).toBe(true);
  expect(resend.calls).toHaveLength(0);
  errors.mockRestore();

  // Health names the missing mailer and is degraded.
  const h = await healthOf(noKeyEnv);
  expect(h.status).toBe(200);
  expect(h.body.status).toBe("degraded");
  expect(h.body.mail).toMatchObject({ mailer: "none", ok: false });
  expect(h.body.mail.problems).toContain("no_mailer");
  expect(h.body.mail.pending).toBeGreaterThanOrEqual(1);

  // Once the key is set, the next cron run delivers the waiting mail.
  await cron(env, Date.now() + 20 * MINUTE);
  expect(resend.calls.filter((c) => c.headers.get("Idempotency-Key") === id)).toHaveLength(1);
  expect(await row(id)).toMatchObject({ mail_state: "sent", mail_attempts: 1 });
});

test("DEV_MAILER=1 without a key: the dev mailer records the mail and health names it", async () => {
  const devEnv: Env = { ...noKeyEnv, DEV_MAILER: "1", SITE_ORIGIN: "http://127.0.0.1:8787" };
  const id = await submit(devEnv);
  expect((await row(id))?.mail_state).toBe("sent");
  expect(await devMails(id)).toEqual([{ subject: "New enquiry: Payroll Management from Asha Kulkarni" }]);
  expect(resend.calls).toHaveLength(0);
  expect((await healthOf(devEnv)).body.mail.mailer).toBe("dev");
});

test("a Resend key wins over DEV_MAILER, and health names resend", async () => {
  const both: Env = { ...env, DEV_MAILER: "1" };
  const id = await submit(both);
  expect(resend.calls.map((c) => c.headers.get("Idempotency-Key"))).toEqual([id]);
  expect(await devMails(id)).toEqual([]);
  expect((await healthOf(both)).body.mail.mailer).toBe("resend");
});

test("DEV_MAILER set to anything but 1 is no mailer", async () => {
  const h = await healthOf({ ...noKeyEnv, DEV_MAILER: "true", SITE_ORIGIN: "http://127.0.0.1:8787" });
  expect(h.body.mail.mailer).toBe("none");
});
