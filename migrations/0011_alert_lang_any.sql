-- Any language of the site's table (issue 32, shared/i18n/languages.ts) for
-- a job alert, not just en and hi: the code checks `lang` against the table
-- (worker/alerts/subscriptions-db.ts, zod), so the next language needs no
-- migration. SQLite cannot drop a CHECK, so alert_subscriptions is rebuilt
-- once, here: every column as it was (0007-0010), every row, every index.
-- The column keeps only a check of its shape (two or three lower-case
-- letters), which no new language can fail. No other table refers to it
-- (alert_digests.subscription_id is a plain column).
CREATE TABLE alert_subscriptions_0011 (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  query TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  query_key TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  consent_text TEXT NOT NULL,
  confirm_requested_at INTEGER NOT NULL,
  confirm_round INTEGER NOT NULL DEFAULT 0,
  confirm_sent_at INTEGER,
  confirm_attempts INTEGER NOT NULL DEFAULT 0,
  confirm_error TEXT,
  since_day TEXT,
  last_period TEXT,
  seen_ids TEXT NOT NULL DEFAULT '[]',
  confirm_reported_at INTEGER,
  lang TEXT NOT NULL DEFAULT 'en' CHECK (lang GLOB '[a-z][a-z]' OR lang GLOB '[a-z][a-z][a-z]')
);
INSERT INTO alert_subscriptions_0011 (
  id, email, query, location, query_key, frequency, status, created_at, confirmed_at, consent_text,
  confirm_requested_at, confirm_round, confirm_sent_at, confirm_attempts, confirm_error,
  since_day, last_period, seen_ids, confirm_reported_at, lang
)
SELECT
  id, email, query, location, query_key, frequency, status, created_at, confirmed_at, consent_text,
  confirm_requested_at, confirm_round, confirm_sent_at, confirm_attempts, confirm_error,
  since_day, last_period, seen_ids, confirm_reported_at, lang
FROM alert_subscriptions;
DROP TABLE alert_subscriptions;
ALTER TABLE alert_subscriptions_0011 RENAME TO alert_subscriptions;
CREATE UNIQUE INDEX alert_subscriptions_search ON alert_subscriptions (email, query_key);
CREATE INDEX alert_subscriptions_due ON alert_subscriptions (status, frequency, id);
CREATE INDEX alert_subscriptions_created ON alert_subscriptions (status, created_at);
