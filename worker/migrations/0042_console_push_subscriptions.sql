-- Browsers (the operators' phones and desktops) that asked for Web Push: the push service's endpoint and the
-- subscription's keys (RFC 8291). A subscription the push service rejects (404/410) is deleted.
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL,
  actor TEXT NOT NULL
) WITHOUT ROWID;
