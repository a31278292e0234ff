-- The operators' work on a request or lead beyond its status: when to follow it up (a time, shown as
-- "Due today" or overdue) and when someone first acted on it (status, note, follow-up or retry), for the
-- time from arrival to first response. One row per request or lead once touched.
CREATE TABLE IF NOT EXISTS lead_work (
  lead_id TEXT PRIMARY KEY,
  follow_up_at TEXT,
  first_action_at TEXT
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS lead_work_follow_up ON lead_work (follow_up_at) WHERE follow_up_at IS NOT NULL;
