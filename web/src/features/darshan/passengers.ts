import { DARSHAN } from '#shared/constants';
import type { DarshanPassenger } from '#shared/schemas/darshan';

export const emptyPassenger = (): DarshanPassenger => ({ name: '', age: '', aadhaar: '' });

/**
 * The passenger cards for a typed ticket count (spec §4): existing entries are kept, new ones start empty,
 * and a count of 0 or anything not a whole number empties the list. Above the maximum the list stops at 10
 * cards; the form then says 'Maximum 10 tickets allowed'.
 */
export function resizePassengers(current: DarshanPassenger[], countText: string): DarshanPassenger[] {
  const count = Number(countText);
  if (countText.trim() === '' || !Number.isInteger(count) || count <= 0) return [];
  const size = Math.min(count, DARSHAN.maxTickets);
  return Array.from({ length: size }, (_, index) => current[index] ?? emptyPassenger());
}
