import { compactIndiaDate } from '#shared/dates';
import type { Lead } from '#shared/schemas/leads';
import type { Deps } from '../../env';
import { leadsStoreFor } from '../../storage/leads-d1';

// Reference ids like LEAD-261124-K7Q2MXPA: date, then 8 characters without look-alikes (0/O, 1/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DRAWS = 3;

export function newLeadId(now: Date, random: Deps['random']): string {
  // 256 is a multiple of 32: byte % 32 is uniform.
  const suffix = Array.from(random(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `LEAD-${compactIndiaDate(now)}-${suffix}`;
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

/** Stores the lead under a fresh id; an id already taken (40 random bits a day make it rare) is drawn again. */
export async function recordLead(
  env: { DB: D1Database },
  deps: Pick<Deps, 'now' | 'random'>,
  lead: Lead,
): Promise<string> {
  const now = deps.now();
  for (let draw = 1; ; draw++) {
    const id = newLeadId(now, deps.random);
    try {
      await leadsStoreFor(env).create({ id, lead, now });
      return id;
    } catch (error) {
      if (draw >= DRAWS || !isUniqueViolation(error)) throw error;
    }
  }
}

export const countDarshanEnquiry = (env: { DB: D1Database }, now: Date) => leadsStoreFor(env).countDarshan(now);
