-- Dated departures of a package and their seat ledger. `taken` counts the seats of held, payment-claimed and
-- confirmed bookings; only the triggers below change it, inside the statement that writes the booking, and the
-- CHECK makes an overbooked departure impossible whatever runs concurrently.
CREATE TABLE IF NOT EXISTS departures (
  collection TEXT NOT NULL,
  package_id TEXT NOT NULL,
  date TEXT NOT NULL,
  seats INTEGER NOT NULL CHECK (seats >= 0),
  -- Overrides the package's twin-sharing price per person for this date (whole rupees); NULL: the package price.
  per_person INTEGER CHECK (per_person IS NULL OR per_person > 0),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0 AND taken <= seats),
  PRIMARY KEY (collection, package_id, date)
) WITHOUT ROWID;

-- A traveller's booking of seats on a departure. Amounts are whole rupees fixed at hold time.
CREATE TABLE IF NOT EXISTS bookings (
  reference TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  -- What a repeat with the same Idempotency-Key is compared on (the request's fields, hashed).
  fingerprint TEXT NOT NULL,
  collection TEXT NOT NULL,
  package_id TEXT NOT NULL,
  date TEXT NOT NULL,
  seats INTEGER NOT NULL CHECK (seats > 0),
  adults INTEGER NOT NULL,
  children_with_bed INTEGER NOT NULL,
  children_no_bed INTEGER NOT NULL,
  singles INTEGER NOT NULL,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  email TEXT,
  status TEXT NOT NULL CHECK (status IN ('held', 'payment_claimed', 'confirmed', 'cancelled', 'expired')),
  hold_expires_at TEXT NOT NULL,
  base INTEGER NOT NULL,
  gst INTEGER NOT NULL,
  tcs INTEGER NOT NULL,
  total INTEGER NOT NULL,
  advance_due INTEGER NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0,
  utr TEXT,
  cancel_reason TEXT,
  -- Shown to the traveller on the booking and track pages; never the internal notes.
  note_to_traveller TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_departure ON bookings (collection, package_id, date, status);
CREATE INDEX IF NOT EXISTS bookings_hold_expiry ON bookings (status, hold_expires_at);

-- The seat ledger follows the bookings inside the statement that changes them: a hold's INSERT takes its seats
-- (and fails whole if that would pass `seats`), a hold that expires or a booking that is cancelled returns them.
CREATE TRIGGER IF NOT EXISTS bookings_take_seats AFTER INSERT ON bookings
WHEN NEW.status IN ('held', 'payment_claimed', 'confirmed')
BEGIN
  UPDATE departures SET taken = taken + NEW.seats
  WHERE collection = NEW.collection AND package_id = NEW.package_id AND date = NEW.date;
END;

CREATE TRIGGER IF NOT EXISTS bookings_return_seats AFTER UPDATE OF status ON bookings
WHEN OLD.status IN ('held', 'payment_claimed', 'confirmed') AND NEW.status IN ('cancelled', 'expired')
BEGIN
  UPDATE departures SET taken = taken - OLD.seats
  WHERE collection = OLD.collection AND package_id = OLD.package_id AND date = OLD.date;
END;
