import { Hono } from 'hono';
import { leadRequestSchema } from '#shared/schemas/leads';
import type { AppEnv } from '../env';
import { log } from '../log';
import { SUBMIT_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { countDarshanEnquiry, recordLead } from '../services/admin/leads';
import { firstNameOf, notify } from '../services/notify/notify';
import { jsonBody } from '../validate';

/**
 * POST /api/leads: a WhatsApp enquiry recorded as the visitor presses the button (201 with its id). A darshan
 * enquiry carries Aadhaar numbers, so only `{ kind: 'darshan' }` is accepted and counted (202). JSON only
 * (the request guard refuses other bodies with 415).
 */
export const leadRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
  jsonBody(leadRequestSchema),
  async (c) => {
    const lead = c.req.valid('json');
    const now = c.get('deps').now();
    if (lead.kind === 'darshan') {
      await countDarshanEnquiry(c.env, now);
      log('info', 'lead.darshan_counted', { requestId: c.get('requestId') });
      return c.json({ result: 'counted' as const }, 202);
    }
    const id = await recordLead(c.env, c.get('deps'), lead);
    log('info', 'lead.stored', {
      requestId: c.get('requestId'),
      id,
      kind: lead.kind,
      withContact: Boolean(lead.mobile),
    });
    c.get('defer')(
      notify(c.env, { kind: lead.kind, reference: id, firstName: firstNameOf(lead.name) }, c.get('deps').fetch),
    );
    return c.json({ result: 'success' as const, id }, 201);
  },
);
