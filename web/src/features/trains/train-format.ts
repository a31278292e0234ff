// Stations as the train forms, cards and messages write them.

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
