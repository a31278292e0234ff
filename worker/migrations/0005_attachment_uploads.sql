-- Attachments being written: an entry is made before the file goes to R2 and removed in the same
-- transaction that inserts the request's row, so a worker killed in between leaves an entry, never a file
-- nobody knows about. The cron deletes the file of any entry older than an hour (sweepAbandonedUploads).
CREATE TABLE IF NOT EXISTS attachment_uploads (
  file_key TEXT PRIMARY KEY,
  started_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS attachment_uploads_started ON attachment_uploads (started_at);
