import { defineMessages } from '../messages';

/** /tirupati-tickets: the darshan form and what to know before booking. */
export const darshan = defineMessages('darshan', {
  title: 'Tirupati Darshan Booking',
  intro:
    "Special Entry Darshan at Tirumala for your family: send the pilgrims' details and we arrange the tickets, travel and stay.",
  formLabel: 'Darshan booking',
  tickets: 'Number of tickets',
  ticketsHint: '1 to 10 tickets, one per person.',
  date: 'Preferred darshan date',
  alternate: 'Alternate date',
  optional: '(optional)',
  window: 'Bookings open for {from} to {to}.',
  people: 'Passenger details',
  person: 'Person {n}',
  name: 'Full name (as on Aadhaar)',
  age: 'Age',
  aadhaar: 'Aadhaar number',
  noteLabel: 'Note:',
  note: 'All fields are mandatory, except the alternate date. When you tap Book Darshan you will be redirected to WhatsApp to send these details to our team, who will confirm availability and pricing.',
  submit: 'Book Darshan',
  beforeTitle: 'Before you book',
  before1:
    'Special Entry Darshan (₹{fee}) quotas are released by TTD in advance and fill fast; an alternate date helps us secure a slot.',
  before2: 'Each pilgrim needs their own ticket and must carry the original Aadhaar card entered here.',
  before3:
    'Traditional dress is required at Tirumala: dhoti or kurta-pyjama for men, saree or churidar with dupatta for women.',
  before4: 'Reach the reporting point at Tirumala on time: a missed slot cannot be moved.',
});
