// Gentle hints for the ticket forms. Nothing there is required (spec §5), so these never block sending.
import { indiaToday } from '#shared/dates';

export function pastDateHint(value: string, today = indiaToday()): string | undefined {
  return value && value < today ? 'This date is in the past. Please check it before you send.' : undefined;
}

export function checkoutHint(checkin: string, checkout: string): string | undefined {
  if (!checkin || !checkout) return undefined;
  if (checkout < checkin) return 'Check-out is before check-in. Please check the dates.';
  if (checkout === checkin) return 'Check-out is on the check-in day. Hotels usually need at least one night.';
  return undefined;
}
