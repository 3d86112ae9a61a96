-- Mail that cannot go out is reported once (worker/forms/outbox.ts,
-- reportStuckMail): when the scheduled run's summary (mail or webhook) has
-- told someone about a failed mail, or about a pending one with no mailer
-- configured, the time is written here so the next run does not repeat it.
-- Re-queueing a mail (npm run outbox -- --retry) clears it again.
ALTER TABLE submissions ADD COLUMN reported_at INTEGER;
