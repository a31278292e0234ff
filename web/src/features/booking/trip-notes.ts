import type { PackageType } from '#shared/catalog/collections';

// What the booking page tells every traveller besides their booking: what to carry and how cancelling works.

const ALWAYS = [
  'Photo ID for every traveller (Aadhaar, passport or voter ID)',
  'This booking reference',
  'Your regular medicines',
];

export const WHAT_TO_CARRY: Record<PackageType, string[]> = {
  domestic: [...ALWAYS, 'Comfortable walking shoes', 'A light jacket for hill stations'],
  devotional: [...ALWAYS, 'Traditional clothes for temple visits', 'A small bag for footwear at temples'],
  trekking: [
    ...ALWAYS,
    'Trekking shoes with ankle support',
    'Warm layers, gloves and a cap',
    'A rain jacket and a 40–50 litre backpack',
    'A medical fitness certificate',
  ],
  international: [
    'Passport valid for six months after return',
    'Visa and travel insurance papers',
    'PAN card (for TCS)',
    'This booking reference',
    'Your regular medicines',
  ],
};

export const CANCELLATION_POLICY = [
  '30 days or more before departure: everything paid is refunded except ₹1,000 per traveller.',
  '15 to 29 days before departure: half of the total is kept; the rest is refunded.',
  'Less than 15 days before departure: no refund.',
  'If we cancel a departure, everything paid is refunded within 7 working days.',
  'Refunds go back to the account you paid from.',
];
