-- Failed admin sign-ins per client (IPv4 address or IPv6 /64), for a growing wait before the next try.
-- A success deletes the row; a row whose last failure is a day old starts over (services/sign-in-throttle.ts).
CREATE TABLE IF NOT EXISTS sign_in_failures (
  client TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failed_at TEXT NOT NULL
);
