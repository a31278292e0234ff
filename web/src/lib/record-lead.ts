import { API } from '#shared/api-paths';
import type { LeadRequest } from '#shared/schemas/leads';
import { config } from './config';

/**
 * Records an enquiry as a lead (POST /api/leads) without waiting for it: the caller opens WhatsApp at once,
 * whatever becomes of this request. `keepalive` lets the request finish while the visitor's tab loses focus
 * to WhatsApp or closes. A darshan enquiry is only counted: `{ kind: 'darshan' }`, never a personal field.
 */
export function recordLead(lead: LeadRequest): void {
  try {
    void fetch(`${config.apiBase}${API.leads}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead),
    }).catch(() => undefined); // nothing to tell the visitor: the WhatsApp hand-off is the enquiry
  } catch {
    // A browser that refuses the request outright changes nothing for the visitor either.
  }
}
