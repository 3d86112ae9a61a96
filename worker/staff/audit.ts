import { z } from "zod";
import type { StaffIdentity } from "./access";

/**
 * The staff audit log (migrations/0005): who (the Access token's e-mail),
 * what, when, on what. Kept at least 3 years; retention never deletes it
 * (docs/staff.md).
 */
export type AuditAction =
  | "view_submission"
  | "download_resume"
  | "export_csv"
  | "retry_mail"
  | "erase_person"
  | "refresh_jobs";

export async function audit(
  db: D1Database,
  who: StaffIdentity,
  action: AuditAction,
  target: string | null,
  detail: Record<string, unknown> = {},
  now = Date.now(),
) {
  await db
    .prepare("INSERT INTO staff_audit (at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?)")
    .bind(now, who.email, action, target, JSON.stringify(detail))
    .run();
}

export const auditRow = z.object({
  id: z.number(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export async function recentAudit(db: D1Database, limit = 100): Promise<AuditRow[]> {
  const { results } = await db
    .prepare("SELECT id, at, actor, action, target, detail FROM staff_audit ORDER BY at DESC, id DESC LIMIT ?")
    .bind(limit)
    .all();
  return z.array(auditRow).parse(results);
}

/**
 * An erased person's address is not kept in the log: a SHA-256 of the
 * normalised identifier proves the erasure was done for it, if asked with
 * the address again, without holding the address itself.
 */
export async function identifierDigest(identifier: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(identifier));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
