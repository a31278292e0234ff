-- Calls to a paid upstream API per minute, all isolates together, so a per-minute cap holds everywhere
-- (services/trains: TRAIN_API_MAX_PER_MINUTE). Rows older than an hour are deleted as new minutes start.
CREATE TABLE IF NOT EXISTS upstream_calls (
  api TEXT NOT NULL,
  minute TEXT NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (api, minute)
) WITHOUT ROWID;
