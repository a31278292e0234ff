// zod/mini: the package and ticket screens build their WhatsApp texts with this schema (shared/whatsapp.ts),
// and full zod would add about 13 KB gzip to their first load.
import * as z from 'zod/mini';
import { PASSENGERS_MIN, TICKET_TYPES, TRAVEL_CLASSES } from '../constants';

/** Passengers and guests: whole numbers from 1; anything else falls back to 1 (spec §5). */
export const headCount = z.pipe(
  z.transform((value: unknown) => {
    const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
    return Number.isInteger(n) && n >= PASSENGERS_MIN ? n : PASSENGERS_MIN;
  }),
  z.int().check(z.gte(PASSENGERS_MIN)),
);

const optionalText = z._default(z.string().check(z.trim(), z.maxLength(200)), '');

/** A ticket enquiry: nothing is required; empty values are sent as 'Not provided'. */
export const ticketEnquirySchema = z.object({
  type: z._default(z.enum(TICKET_TYPES), 'train'),
  from: optionalText,
  to: optionalText,
  date: optionalText,
  passengers: z._default(headCount, 1),
  location: optionalText,
  checkin: optionalText,
  checkout: optionalText,
  guests: z._default(headCount, 1),
  travelClass: z._default(z.enum(TRAVEL_CLASSES), 'Economy'),
});
export type TicketEnquiry = z.infer<typeof ticketEnquirySchema>;
