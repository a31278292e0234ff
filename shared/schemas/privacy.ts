import * as z from 'zod';
import { indianMobile } from './mobile';

// Deletion requests (DPDP Act 2023): the visitor's side on /#/privacy and the console's list.

/** A reference as our pages give it: VISA-261126-K7Q2MXPA, BK-261126-K7Q2MXPA, in any case, spaces around. */
export const anyReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]+-\d{6}-[A-Z0-9]{6,12}$/, 'Enter the reference we gave you, e.g. VISA-261126-K7Q2MXPA');

/** POST /api/privacy/deletion-requests → 202, the same answer whether or not anything matched. */
export const deletionRequestSchema = z.object({ reference: anyReference, mobile: indianMobile });
export type DeletionRequest = z.input<typeof deletionRequestSchema>;
export const deletionReceivedSchema = z.object({ data: z.object({ received: z.literal(true) }) });

export const DELETION_STATUSES = ['pending', 'done', 'dismissed'] as const;
export const adminDeletionRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  matched: z.enum(['submission', 'lead', 'booking']).nullable(),
  status: z.enum(DELETION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequestSchema>;
export const adminDeletionRequestsSchema = z.object({ data: z.array(adminDeletionRequestSchema) });
export const adminDeletionAnswerSchema = z.object({ data: adminDeletionRequestSchema });
