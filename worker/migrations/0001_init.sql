-- Migration bookkeeping starts here; each part of the API adds its own numbered migration.
CREATE TABLE IF NOT EXISTS app_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
