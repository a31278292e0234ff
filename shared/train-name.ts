// Train names as visitors read them. The railway data set and the v3 API write names in capitals and cut to
// a column width ('KAVERI EXPRE'); we show them whole: the cut words spelt out, title case, codes kept.

const WORDS: Record<string, string> = {
  EXP: 'Express',
  EXPR: 'Express',
  EXPRE: 'Express',
  EXPRES: 'Express',
  EX: 'Express',
  SF: 'Superfast',
  SPL: 'Special',
  PASS: 'Passenger',
  PASSR: 'Passenger',
  JN: 'Junction',
  MAIL: 'Mail',
};

/** 'KAVERI EXPRE' → 'Kaveri Express'; 'MMCT RAJDHANI' → 'MMCT Rajdhani'; a name in mixed case is left as written. */
export function readableTrainName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  const part = (word: string) => {
    const plain = word.replace(/\.$/, '');
    if (WORDS[plain]) return WORDS[plain];
    // Station codes and other short capitals (SBC, NGP) stay as they are.
    if (plain.length <= 4 && !/[AEIOU].*[AEIOU]/.test(plain)) return word;
    return word.charAt(0) + word.slice(1).toLowerCase();
  };
  return trimmed
    .split(' ')
    .map((word) => word.split('-').map(part).join('-'))
    .join(' ');
}
