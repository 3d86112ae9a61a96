-- The staff console's audit log (worker/staff/audit.ts): one row per staff
-- action. `actor` is the e-mail from the Cloudflare Access token; `target` a
-- submission id, a filter, or for an erasure a SHA-256 of the identifier (never
-- the erased address itself). Kept at least 3 years: no retention job deletes
-- from this table (docs/staff.md).
CREATE TABLE staff_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX staff_audit_at ON staff_audit (at);
