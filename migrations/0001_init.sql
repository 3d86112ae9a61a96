-- Form submissions (enquiries, resumes, newsletter). Filled in by the forms work.
CREATE TABLE IF NOT EXISTS schema_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT OR IGNORE INTO schema_info (key, value) VALUES ('created', datetime('now'));
