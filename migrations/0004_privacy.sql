-- Privacy (issue 13): the consent text each visitor agreed to, and what makes
-- a double submit one row.
--
-- consent_text: the exact words shown beside the form when it was sent
-- (app/content/forms.ts). NULL only for rows stored before this migration.
ALTER TABLE submissions ADD COLUMN consent_text TEXT;

-- client_id: the id the browser makes once per form fill (or an API client's
-- Idempotency-Key). The same id again for the same form is the same
-- submission; the unique index keeps two concurrent posts to one row.
ALTER TABLE submissions ADD COLUMN client_id TEXT;
CREATE UNIQUE INDEX submissions_client_id ON submissions (kind, client_id) WHERE client_id IS NOT NULL;

-- content_hash: SHA-256 of the form, its normalised fields and the file's own
-- hash. A post without an id (no JavaScript) that matches a recent row is a
-- double submit (worker/forms/submit.ts, DEDUPE_WINDOW_MS).
ALTER TABLE submissions ADD COLUMN content_hash TEXT;
CREATE INDEX submissions_content_hash ON submissions (kind, content_hash, created_at);

-- Retention (worker/forms/retention.ts) deletes the oldest rows first.
CREATE INDEX submissions_created ON submissions (kind, created_at);
