// 'Did you mean': a word we do not know is read as the known word it is a likely misspelling of, as a
// search engine would, and only when that is clear. A correction keeps the first letter, allows one typo in a
// word of 5 to 7 letters and two from 8, never touches a shorter word ('pune' is not 'june') nor reads one
// as a four-letter word except for a letter too many ('baali' → 'bali'), and between
// equally close words takes the one that keeps more of the word's beginning ('europ' → 'europe', not 'euros';
// 'singapur' → 'singapore', not 'shingnapur'), giving up when that too is a tie. A real place we have no package for is itself a known word, so it is never 'corrected' into one
// we have ('amarnath' stays Amarnath, not Sarnath).
import { isEnglishWord } from './english-words';
import { editDistance, typosAllowed } from './lexicon';

/** How many corrections are remembered per catalog version (a visitor's typo is usually everyone's typo). */
const MEMO_LIMIT = 2000;

export type Speller = (word: string) => string | null;

/** Typos a known word may have been typed with: a four-letter one only with one letter too many ('baali'). */
const typosFor = (candidate: string, word: string) =>
  candidate.length === 4 && word.length === 5 ? 1 : typosAllowed(candidate);

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/** Of equally close words, the one meant, or null when that is unclear. */
function clearest(word: string, closest: string[]): string | null {
  if (!closest.length) return null;
  // The one that keeps more of the word's beginning, where typos are rarest.
  const kept = closest.map((candidate) => sharedStart(word, candidate));
  const most = Math.max(...kept);
  const tied = closest.filter((_, i) => kept[i] === most);
  // Forms of one word ('packags': 'package' or 'packages') are no real choice: the shorter.
  const shortest = tied.reduce((a, b) => (b.length < a.length ? b : a));
  const oneWord = tied.every((candidate) => candidate.startsWith(shortest) && candidate.length - shortest.length <= 2);
  return oneWord ? shortest : null;
}

/**
 * A word's consonants as they sound: vowels, 'h' and doubled letters dropped, 'ck' as 'k', a plural 's' gone
 * ('kashmeer' and 'kashmir' are both 'kshmr'; 'shakti' is 'skt' and 'shanti' 'snt').
 */
const consonants = (word: string) =>
  word
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/s$/, '')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');

/**
 * A corrector over `known` words: returns the word meant, or null when there is none or it is unclear.
 * A word becomes one of `places` only if its consonants agree (one may differ in a place of 8 letters or more:
 * 'swizerland'), so a different place is never made of it ('shakti' is not Shanti); when they agree, the
 * visitor's word length alone sets the typos allowed ('kashmeer' → 'kashmir').
 */
export function buildSpeller(
  known: Iterable<string>,
  places: ReadonlySet<string> = new Set(),
  concepts: ReadonlySet<string> = new Set(),
): Speller {
  // Known words by first letter and length: a word is only compared with those that could be it.
  const buckets = new Map<string, string[]>();
  for (const word of new Set(known)) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    const key = `${word[0]}${word.length}`;
    const list = buckets.get(key);
    if (list) list.push(word);
    else buckets.set(key, [word]);
  }
  const memo = new Map<string, string | null>();
  return (word) => {
    if (word.length < 5 || !/^[a-z]+$/.test(word)) return null;
    // A correctly spelt English word is never read as a place or a catalog word ('studies' is not 'Studios'),
    // only as a word of ours it is a common slip for ('beech' → 'beach').
    const english = isEnglishWord(word);
    const remembered = memo.get(word);
    if (remembered !== undefined) return remembered;
    let best = Infinity;
    let closest: string[] = [];
    const near = [-2, -1, 0, 1, 2].flatMap((step) => buckets.get(`${word[0]}${word.length + step}`) ?? []);
    for (const candidate of near) {
      if (english && !concepts.has(candidate)) continue;
      // A place whose consonants agree may take the typos the visitor's word allows ('kashmeer' → Kashmir).
      const place = places.has(candidate);
      const allowed = Math.min(typosAllowed(word), place && candidate.length > 4 ? 2 : typosFor(candidate, word));
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed || distance > best) continue;
      const sounds = allowed > 1 && candidate.length >= 8 ? 1 : 0;
      if (place && editDistance(consonants(word), consonants(candidate), sounds) > sounds) continue;
      if (distance < best) closest = [];
      best = distance;
      closest.push(candidate);
    }
    const meant = clearest(word, closest);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, meant);
    return meant;
  };
}
