-- The language of the page a newsletter subscriber signed up on (any of
-- shared/i18n/languages.ts): the export (scripts/ops/newsletter.mjs) gives
-- it to the tool that sends the newsletter, and each subscriber's
-- unsubscribe link opens on that language's page (/hi/unsubscribe, ...).
-- Signing up again from another language's page moves them to it.
-- Rows from before kept no language; they get 'en', the language their
-- links have had so far.
-- As for job alerts (0011), the code checks the value against the language
-- table; the column checks only its shape, which no new language can fail.
ALTER TABLE newsletter_subscribers
  ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang GLOB '[a-z][a-z]' OR lang GLOB '[a-z][a-z][a-z]');
