-- Job alerts on WhatsApp and web push beside e-mail (issue 30, decision 038).
--
-- One table of alerts for every channel: an alert is a search (query,
-- location), a language and a channel with its address. The address is an
-- e-mail address, a WhatsApp number (E.164 digits, no "+") or a push
-- endpoint URL (its keys in push_keys). The column that held the e-mail
-- address is renamed, not copied, so no row moves; existing alerts are
-- e-mail alerts. One alert per channel, address and search.
ALTER TABLE alert_subscriptions RENAME COLUMN email TO address;
ALTER TABLE alert_subscriptions ADD COLUMN channel TEXT NOT NULL DEFAULT 'email'
  CHECK (channel IN ('email', 'whatsapp', 'push'));
-- A push subscription's keys, JSON {"p256dh": ..., "auth": ...} (RFC 8291).
ALTER TABLE alert_subscriptions ADD COLUMN push_keys TEXT;
-- Set when the channel refused the address (a blocked or unreachable
-- WhatsApp number): no digest is composed while paused. A new message from
-- the number clears it; retention deletes alerts paused for 30 days.
ALTER TABLE alert_subscriptions ADD COLUMN paused_at INTEGER;
ALTER TABLE alert_subscriptions ADD COLUMN pause_reason TEXT;
DROP INDEX alert_subscriptions_search;
CREATE UNIQUE INDEX alert_subscriptions_address ON alert_subscriptions (channel, address, query_key);

-- A digest's channel: e-mail digests keep their mail bodies; a WhatsApp
-- digest keeps its template call and a push digest its notification, both
-- JSON in text_body (html_body empty). Existing digests are e-mail ones.
ALTER TABLE alert_digests ADD COLUMN channel TEXT NOT NULL DEFAULT 'email';

-- Each WhatsApp message Meta delivered to the webhook, by its id: Meta sends
-- a message again until it gets a 200, and each is handled once. The reply
-- (in the 24-hour window) waits here until the Cloud API accepts it; the
-- cron retries it while the window is open. The number is personal data:
-- rows are deleted after 30 days (worker/alerts/retention.ts).
CREATE TABLE whatsapp_inbound (
  message_id TEXT PRIMARY KEY,
  from_number TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  -- What the message was: optin, stop, help, other.
  kind TEXT NOT NULL,
  lang TEXT NOT NULL,
  -- The reply's text; NULL once nothing more is to be sent.
  reply_text TEXT,
  reply_state TEXT NOT NULL DEFAULT 'pending' CHECK (reply_state IN ('pending', 'sent', 'failed')),
  reply_attempts INTEGER NOT NULL DEFAULT 0,
  reply_error TEXT
);
CREATE INDEX whatsapp_inbound_pending ON whatsapp_inbound (reply_state, received_at);
CREATE INDEX whatsapp_inbound_from ON whatsapp_inbound (from_number);
