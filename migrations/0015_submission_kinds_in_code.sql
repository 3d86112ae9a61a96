-- The forms registry (shared/forms/registry.ts) says which kinds a row of
-- submissions may have, and the code checks it on every row it reads
-- (worker/forms/submissions-db.ts): a new form stored here needs no
-- migration. So the kind CHECK of 0002 goes; every other rule stays.
-- SQLite cannot drop a CHECK in place, so the table is rebuilt with the same
-- columns, rows and indexes. mail_attempts references it: foreign keys are
-- checked at the end, once the new table has the name again.
PRAGMA defer_foreign_keys = on;

CREATE TABLE submissions_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  file_key TEXT,
  file_name TEXT,
  file_type TEXT,
  file_size INTEGER,
  created_at INTEGER NOT NULL,
  mail_state TEXT NOT NULL DEFAULT 'pending' CHECK (mail_state IN ('pending', 'sent', 'failed')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  mail_id TEXT,
  sent_at INTEGER,
  reported_at INTEGER,
  consent_text TEXT,
  client_id TEXT,
  content_hash TEXT,
  mail_generation INTEGER NOT NULL DEFAULT 0,
  dismissed_at INTEGER
);
INSERT INTO submissions_new (id, kind, payload, file_key, file_name, file_type, file_size, created_at, mail_state,
  mail_attempts, next_attempt_at, last_error, mail_id, sent_at, reported_at, consent_text, client_id, content_hash,
  mail_generation, dismissed_at)
SELECT id, kind, payload, file_key, file_name, file_type, file_size, created_at, mail_state,
  mail_attempts, next_attempt_at, last_error, mail_id, sent_at, reported_at, consent_text, client_id, content_hash,
  mail_generation, dismissed_at
FROM submissions;
DROP TABLE submissions;
ALTER TABLE submissions_new RENAME TO submissions;

CREATE INDEX submissions_outbox ON submissions (mail_state, next_attempt_at);
CREATE UNIQUE INDEX submissions_client_id ON submissions (kind, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX submissions_content_hash ON submissions (kind, content_hash, created_at);
CREATE INDEX submissions_created ON submissions (kind, created_at);

PRAGMA defer_foreign_keys = off;
