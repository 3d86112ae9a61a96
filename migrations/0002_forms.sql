-- Form submissions and their mail outbox. A submission is written here (and a
-- resume file to R2) before the visitor is told it succeeded; the mail state
-- then moves pending -> sent, or pending -> failed after the last attempt.
-- Times are milliseconds since the epoch (UTC).
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'resume')),
  -- The validated form fields as JSON (re-validated when read back).
  payload TEXT NOT NULL,
  -- Resume file in R2 (NULL for enquiries).
  file_key TEXT,
  file_name TEXT,
  file_type TEXT,
  file_size INTEGER,
  created_at INTEGER NOT NULL,
  mail_state TEXT NOT NULL DEFAULT 'pending' CHECK (mail_state IN ('pending', 'sent', 'failed')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  -- When the next send may run; also a short lease while one is in flight.
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  mail_id TEXT,
  sent_at INTEGER
);
CREATE INDEX submissions_outbox ON submissions (mail_state, next_attempt_at);

-- One row per send attempt, successful or not.
CREATE TABLE mail_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL REFERENCES submissions (id),
  attempt INTEGER NOT NULL,
  at INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  status INTEGER,
  error TEXT
);
CREATE INDEX mail_attempts_submission ON mail_attempts (submission_id);

-- Newsletter: one row per address; subscribing twice keeps one record.
CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  consent_text TEXT NOT NULL
);

-- With no RESEND_API_KEY the local dev mailer records each message here.
CREATE TABLE dev_mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  mail_to TEXT NOT NULL,
  mail_from TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- JSON [{filename, size}]; the file itself stays in R2.
  attachments TEXT NOT NULL
);
