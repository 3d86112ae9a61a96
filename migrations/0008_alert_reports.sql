-- Alert mails that failed for good are reported once, in the same summary as
-- the form mails (worker/forms/outbox.ts, reportStuckMail; the rows come from
-- worker/alerts/report.ts): the time a summary told someone is written here
-- so the next run does not repeat it. A new confirmation round clears it.
ALTER TABLE alert_digests ADD COLUMN reported_at INTEGER;
ALTER TABLE alert_subscriptions ADD COLUMN confirm_reported_at INTEGER;
