-- Re-queued mail (issue 13 review).
--
-- mail_generation: bumped when `npm run outbox -- --retry` re-queues a failed
-- mail (worker/forms/outbox-sql.ts). The Resend idempotency key is the
-- submission id for generation 0 and `id:generation` after, so a re-send whose
-- composed mail differs from the first is a new request to Resend, not a 409
-- for reusing a key with another body.
ALTER TABLE submissions ADD COLUMN mail_generation INTEGER NOT NULL DEFAULT 0;

-- dismissed_at: a failed mail someone handled by hand (`npm run outbox --
-- --dismiss ID`): it stays failed and kept, but no longer degrades health.
ALTER TABLE submissions ADD COLUMN dismissed_at INTEGER;
