// How a train's times read on cards and the train screen.

/** '+1 day', '+2 days', or nothing for the same day. */
export function dayOffsetLabel(days: number): string {
  return days > 0 ? `+${days} day${days > 1 ? 's' : ''}` : '';
}

/** '15:50' → '15h 50m'. */
export function durationLabel(duration: string | undefined): string {
  if (!duration) return '';
  const [hours, minutes] = duration.split(':');
  return `${Number(hours)}h ${String(Number(minutes)).padStart(2, '0')}m`;
}

/** 'Daily', 'Tue, Sat', or 'Check running days' when the data does not know. */
export function runDaysLabel(days: string[] | null | undefined): string {
  if (!days) return 'Check running days';
  return days.length === 7 ? 'Daily' : days.join(', ');
}

/** A station as the form and the message show it: 'New Delhi (NDLS)'. */
export const stationLabel = (name: string | undefined, code: string | undefined) =>
  name && code ? `${name} (${code})` : (name ?? code ?? '');

/** The code a station field holds: the one picked, one in brackets at the end, or a bare code typed in. */
export function stationCodeOf(code: string, text: string): string {
  if (code) return code;
  const bracketed = /\(([A-Za-z]{1,5})\)\s*$/.exec(text);
  if (bracketed) return bracketed[1]!.toUpperCase();
  const bare = text.trim();
  return /^[A-Za-z]{2,5}$/.test(bare) ? bare.toUpperCase() : '';
}
