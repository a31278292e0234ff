/**
 * Indian phone numbers as people type them: '+91 98400 12345', '098400-12345', '9840012345',
 * '044 4859 2040'. Normalised to E.164 ('+919840012345'). Other countries' numbers are accepted
 * when written with their '+' prefix. Returns null when it cannot be a phone number.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (/^\+\d{8,15}$/.test(compact)) {
    if (compact.startsWith('+91')) return /^\+91\d{10}$/.test(compact) ? compact : null;
    return compact;
  }
  if (!/^\d+$/.test(compact)) return null;
  let national = compact;
  if (national.length === 12 && national.startsWith('91')) national = national.slice(2);
  else if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  if (!/^[1-9]\d{9}$/.test(national)) return null;
  return `+91${national}`;
}
