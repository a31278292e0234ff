-- Visa, passport, forex and contact requests. A row is written (and its file put in R2) before the visitor
-- is told 'success'; forwarding to the business's webhook is tracked here and retried by the cron trigger.
CREATE TABLE IF NOT EXISTS submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('visa', 'passport', 'forex', 'contact')),
  -- The client's Idempotency-Key header and a hash of what was sent with it: a repeat returns the same id.
  idempotency_key TEXT,
  fingerprint TEXT NOT NULL,
  -- The validated fields as JSON, without the file's contents.
  data TEXT NOT NULL,
  file_key TEXT,
  file_name TEXT,
  file_type TEXT,
  file_size INTEGER,
  -- Origin the request came in on, so a cron delivery can build absolute download links.
  origin TEXT NOT NULL,
  created_at TEXT NOT NULL,
  delivery_status TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  delivered_at TEXT,
  last_error TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS submissions_idempotency ON submissions (kind, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS submissions_due ON submissions (delivery_status, next_attempt_at);
CREATE INDEX IF NOT EXISTS submissions_created ON submissions (created_at DESC, id DESC);
