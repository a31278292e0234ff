// What a package's build-drawn link-preview card shows, and the file name that says so. The build
// (scripts/make-preview-images.mjs) writes og/{word}/{id}-{key}.png; the share page names that file only when
// the package today would be drawn with the same key, so an edited price or title (or an offer that ended)
// never reaches a WhatsApp preview: the page falls back to the price-less default card until the next build.
import { formatStay, priceText } from '../package-format';
import type { PackagePrice } from './price';

export type CardFacts = { title: string; pill: string; note: string; image: string };

/** The texts and artwork drawn on the card, on India's `today` (an offer's price while it runs). */
export const cardFacts = (
  item: { title: string; image: string; price: PackagePrice; nights: number; days: number },
  today: string,
): CardFacts => ({ title: item.title, pill: priceText(item.price, today), note: formatStay(item), image: item.image });

/** 8 hex digits of FNV-1a over the facts: the same in Node (the build) and the worker. */
export function cardKey(facts: CardFacts): string {
  let hash = 0x811c9dc5;
  for (const char of [facts.title, facts.pill, facts.note, facts.image].join('\n')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Where the build writes a package's card, relative to the site's root (no leading slash). */
export const cardPath = (word: string, id: string, facts: CardFacts) => `og/${word}/${id}-${cardKey(facts)}.png`;
