-- Job alerts (issue 17): a saved search mailed as a digest, after double opt-in.
--
-- One row per address and search. query_key is the search normalised
-- (lower-cased words, single spaces: "query|location"), so the same search
-- typed twice is one subscription. status: pending (sign-up, nothing sent
-- but the confirmation mail), confirmed, stopped rows are deleted.
CREATE TABLE alert_subscriptions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  query TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  query_key TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  -- The exact notice shown beside the form (worker/alerts/schema.ts).
  consent_text TEXT NOT NULL,
  -- The confirmation mail: when the current one was asked for, its round
  -- (part of its idempotency key), and whether it went out.
  confirm_requested_at INTEGER NOT NULL,
  confirm_round INTEGER NOT NULL DEFAULT 0,
  confirm_sent_at INTEGER,
  confirm_attempts INTEGER NOT NULL DEFAULT 0,
  confirm_error TEXT,
  -- The digest cursor: the India day from which jobs are new to this alert,
  -- the last period a digest was composed for, and the ids of jobs first seen
  -- on the cursor day that a digest already covered.
  since_day TEXT,
  last_period TEXT,
  seen_ids TEXT NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX alert_subscriptions_search ON alert_subscriptions (email, query_key);
CREATE INDEX alert_subscriptions_due ON alert_subscriptions (status, frequency, id);
CREATE INDEX alert_subscriptions_created ON alert_subscriptions (status, created_at);

-- One digest per subscription and period, composed once (the jobs frozen in
-- it), then sent until Resend accepts it. batch_key: the idempotency key of
-- the Resend batch it went in, kept so a retry of the same batch is the same
-- request.
CREATE TABLE alert_digests (
  subscription_id TEXT NOT NULL,
  period TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- JSON: List-Unsubscribe and List-Unsubscribe-Post.
  headers TEXT,
  job_count INTEGER NOT NULL,
  batch_key TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER,
  mail_id TEXT,
  -- A sender holds its rows until then, so two runs never send one digest twice.
  lease_until INTEGER,
  PRIMARY KEY (subscription_id, period)
);
CREATE INDEX alert_digests_due ON alert_digests (state, next_attempt_at);

-- Extra headers of a dev-mailer message (List-Unsubscribe on alert mails), JSON.
ALTER TABLE dev_mail ADD COLUMN headers TEXT;
