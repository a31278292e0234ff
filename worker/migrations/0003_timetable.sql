-- The embedded Indian Railways timetable (worker/seed/railways, loaded by scripts/seeds/20-timetable.mjs).
-- Times are minutes after 00:00 of the day the train leaves its origin, so day offsets are floor(t / 1440).
CREATE TABLE IF NOT EXISTS stations (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  state TEXT,
  zone TEXT,
  -- How many trains stop here: autocomplete lists busy stations first.
  train_count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Codes renamed since the data was published (MMCT → BCT): what a traveller types today still works.
CREATE TABLE IF NOT EXISTS station_aliases (
  alias TEXT PRIMARY KEY,
  code TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS trains (
  number TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT,
  -- Comma-separated class codes (1A,2A,3A,SL,CC,FC); empty when the data does not say.
  classes TEXT NOT NULL DEFAULT '',
  -- Mon..Sun as seven 0/1 characters, or NULL when the running days are unknown.
  run_days TEXT,
  origin_code TEXT NOT NULL,
  destination_code TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS train_stops (
  train_number TEXT NOT NULL,
  seq INTEGER NOT NULL,
  station_code TEXT NOT NULL,
  arr INTEGER,
  dep INTEGER,
  -- Cumulative distance from the origin.
  km INTEGER NOT NULL,
  PRIMARY KEY (train_number, seq)
) WITHOUT ROWID;

-- Covers both sides of the trains-between-stations join: a station's visits, then one train's visit to the other.
CREATE INDEX IF NOT EXISTS train_stops_by_station ON train_stops (station_code, train_number, seq, arr, dep, km);
