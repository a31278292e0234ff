-- Reviews from real travellers only (docs/trust.md). The console invites one traveller of one package; the link
-- carries the invitation's id and its HMAC signature. An invitation is used once: `reviews.invitation_id` is
-- UNIQUE, so a second review through the same link inserts nothing, whatever runs concurrently.
CREATE TABLE IF NOT EXISTS review_invitations (
  id TEXT PRIMARY KEY,
  collection TEXT NOT NULL,
  package_id TEXT NOT NULL,
  -- The traveller's name as the operator typed it: shown only in the console and on the review page.
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  invitation_id TEXT NOT NULL UNIQUE REFERENCES review_invitations (id),
  collection TEXT NOT NULL,
  package_id TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  first_name TEXT,
  -- 2026-03: shown as "Travelled in Mar 2026".
  travel_month TEXT,
  -- Nothing is shown before an operator approves it.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'hidden')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_package ON reviews (collection, package_id, status, created_at);
CREATE INDEX IF NOT EXISTS reviews_status ON reviews (status, created_at);
