-- The language a job alert was signed up in (issue 24): its confirmation,
-- "already have it" and digest mails, and the links in them (/hi/alerts/...,
-- /hi/jobdetails/N), are in that language. Alerts from before are English.
ALTER TABLE alert_subscriptions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'));
