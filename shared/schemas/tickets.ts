import * as z from 'zod';
import { PASSENGERS_MIN, TICKET_TYPES, TRAVEL_CLASSES } from '../constants';

/** Passengers and guests: whole numbers from 1; anything else falls back to 1 (spec §5). */
export const headCount = z.preprocess((value) => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= PASSENGERS_MIN ? n : PASSENGERS_MIN;
}, z.number().int().min(PASSENGERS_MIN));

const optionalText = z.string().trim().max(200).default('');

/** A ticket enquiry: nothing is required; empty values are sent as 'Not provided'. */
export const ticketEnquirySchema = z.object({
  type: z.enum(TICKET_TYPES).default('train'),
  from: optionalText,
  to: optionalText,
  date: optionalText,
  passengers: headCount.default(1),
  location: optionalText,
  checkin: optionalText,
  checkout: optionalText,
  guests: headCount.default(1),
  travelClass: z.enum(TRAVEL_CLASSES).default('Economy'),
});
export type TicketEnquiry = z.infer<typeof ticketEnquirySchema>;
