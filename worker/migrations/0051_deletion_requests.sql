-- Requests to delete one's data (DPDP Act 2023), made on /#/privacy with a reference and the mobile it was given
-- with. No mobile is kept here: only the reference, what it named when the mobile matched, and what became of it.
-- A row stays after the deletion as the record that it was done.
CREATE TABLE IF NOT EXISTS deletion_requests (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  -- NULL when nothing with that reference had that mobile (the visitor was told the same either way).
  matched TEXT CHECK (matched IN ('submission', 'lead', 'booking')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'dismissed')),
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX IF NOT EXISTS deletion_requests_status ON deletion_requests (status, created_at);
