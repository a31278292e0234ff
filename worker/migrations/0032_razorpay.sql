-- Razorpay (optional): the order a booking's card / netbanking payment goes to, and the payment that paid it
-- (a webhook delivered twice is counted once).
ALTER TABLE bookings ADD COLUMN razorpay_order_id TEXT;
ALTER TABLE bookings ADD COLUMN razorpay_payment_id TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS bookings_razorpay_order ON bookings (razorpay_order_id)
  WHERE razorpay_order_id IS NOT NULL;
