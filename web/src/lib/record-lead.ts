import { type LeadRequest, leadRequestSchema } from '#shared/schemas/leads';
import { api } from './api';
import { renewTurnstile, turnstileHeaders } from './turnstile';

/**
 * Records an enquiry as a lead (POST /api/leads) without waiting for it: the caller opens WhatsApp at once,
 * whatever becomes of this request. `keepalive` lets the request finish while the visitor's tab loses focus
 * to WhatsApp or closes. A darshan enquiry is only counted: `{ kind: 'darshan' }`, never a personal field.
 * A lead the worker would refuse (a blank form gives nothing to follow up) is not sent at all.
 */
export function recordLead(lead: LeadRequest): void {
  if (!leadRequestSchema.safeParse(lead).success) return;
  try {
    // Nothing to tell the visitor either way: the WhatsApp hand-off is the enquiry.
    const headers = turnstileHeaders('/api/leads');
    api.leads.$post({ json: lead }, { headers, init: { keepalive: true } }).catch(() => undefined);
    renewTurnstile('/api/leads');
  } catch {
    // A browser that refuses the request outright changes nothing for the visitor either.
  }
}
