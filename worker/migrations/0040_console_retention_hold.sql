-- When the retention job first found a request past RETENTION_DAYS that the webhook has not taken yet
-- (delivery pending or failed). It is kept, marked and logged; only HOLD_DAYS later is it deleted
-- (services/retention.ts), so nothing undelivered goes without the operators being told.
ALTER TABLE submissions ADD COLUMN retention_held_at TEXT;
