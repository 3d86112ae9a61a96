-- Job alerts, hardened after review (issue 17).
--
-- Every mail a sign-up sends to an address (a confirmation, or "you already
-- have this alert"), so the per-address daily cap counts mails, not sign-up
-- rows: asking the same search again each hour updates one row but sends a
-- mail each time. The address is kept only as a SHA-256 hash, and rows older
-- than a day are deleted by the cron.
CREATE TABLE alert_address_mails (
  address_hash TEXT NOT NULL,
  query_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'exists')),
  sent_at INTEGER NOT NULL
);
CREATE INDEX alert_address_mails_address ON alert_address_mails (address_hash, sent_at);

-- The address a digest goes to, frozen with its body: a batch retried after
-- one of its alerts was stopped is sent with the same members (the same
-- Resend request under the same idempotency key).
ALTER TABLE alert_digests ADD COLUMN recipient TEXT;
-- A tried batch is retried only whole: its members are counted by key.
CREATE INDEX alert_digests_batch ON alert_digests (batch_key) WHERE batch_key IS NOT NULL;
