import type { Lead } from '#shared/schemas/leads';
import { leadsStoreFor } from '../../storage/leads-d1';

// Reference ids like LEAD-261124-K7Q2MXPA: date, then 8 characters without look-alikes (0/O, 1/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newLeadId(now: Date): string {
  const suffix = [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `LEAD-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

export async function recordLead(env: { DB: D1Database }, lead: Lead, now: Date): Promise<string> {
  const id = newLeadId(now);
  await leadsStoreFor(env).create({ id, lead, now });
  return id;
}

export const countDarshanEnquiry = (env: { DB: D1Database }, now: Date) => leadsStoreFor(env).countDarshan(now);
