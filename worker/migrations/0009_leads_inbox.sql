-- Leads: ticket, car-rental and package enquiries recorded when the visitor presses the WhatsApp button.
-- Darshan enquiries are never stored (they carry Aadhaar numbers); only a count per day is kept.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('train', 'flight', 'bus', 'hotel', 'car', 'package')),
  -- The validated fields as JSON.
  data TEXT NOT NULL,
  -- Optional call-back details, kept apart so the inbox can search them.
  name TEXT,
  phone TEXT,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'spam'))
);
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS darshan_counts (
  day TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- The work state of a visa/passport/forex/contact request, beside its delivery state.
ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'spam'));
-- The inbox's counts per status read these instead of every row.
CREATE INDEX IF NOT EXISTS submissions_status ON submissions (status);
CREATE INDEX IF NOT EXISTS leads_status ON leads (status);

-- What happened to a request or lead: status changes and notes (with the operator's session), in order.
CREATE TABLE IF NOT EXISTS lead_activity (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  session_id TEXT
);
CREATE INDEX IF NOT EXISTS lead_activity_by_lead ON lead_activity (lead_id, seq);

-- Each attempt to forward a request to the business's webhook.
CREATE TABLE IF NOT EXISTS delivery_attempts (
  submission_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  status_code INTEGER,
  error TEXT,
  PRIMARY KEY (submission_id, attempt)
) WITHOUT ROWID;
