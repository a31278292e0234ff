// Full-text retrieval over the knowledge documents with minisearch: titles and keywords weigh most,
// plurals fold to singular ('tours' finds 'tour'), prefixes match ('dars' finds 'darshan') and long words
// forgive one typo ('thailnad'). Pure and synchronous: built once per catalog version, queried per request.
import MiniSearch from 'minisearch';
import { buildGazetteer } from './gazetteer';
import type { KnowledgeDoc, PackageDoc } from './knowledge';
import { GENERIC_WORDS, LEXICON_WORDS, wordsOf } from './lexicon';
import { UNOFFERED_WORDS } from './out-of-scope';
import { placeSounds, type PlaceSounds } from './script';
import { buildSpeller } from './spelling';
import type { Vocabulary } from './question';

const STOP_WORDS = new Set(
  (
    'a an the and or of to in on for with at by from into is are was were be been being do does did done i im me my mine ' +
    'we our ours you your yours it its this that these those what whats which who whom whose how when where why can could ' +
    'would should will shall may might must have has had having get got need needs want wants wanted please tell know ' +
    'about any some there here am us hi hello hey also just like much many more most than then so if as not no yes ok ' +
    'okay kindly sir madam rs inr let lets give show share go going there their them they he she his her up s t ' +
    'll ve re d m'
  ).split(' '),
);

/** Lower-cases, strips accents and punctuation, drops stop words and folds simple plurals. */
export function normalizeTerm(term: string): string | null {
  let word = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (!word || STOP_WORDS.has(word)) return null;
  if (/^\d+$/.test(word) && (word.length < 3 || /^0+$/.test(word))) return null; // '30,000' leaves '30' and '000'
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  return word;
}

/** The normalized terms of a text, in order, without duplicates. */
export function termsOf(text: string): string[] {
  const terms = text
    .split(/[\s\p{P}\p{S}]+/u)
    .map(normalizeTerm)
    .filter((term): term is string => Boolean(term));
  return [...new Set(terms)];
}

export type Hit = { doc: KnowledgeDoc; score: number };

export type KnowledgeIndex = {
  readonly docs: KnowledgeDoc[];
  /** What the question reader needs from this catalog version: its places and the words it knows. */
  readonly vocabulary: Vocabulary;
  /** Best first. Only documents that truly contain a query word (or a typo of a long one) are returned. */
  search(text: string, filter?: (doc: KnowledgeDoc) => boolean): Hit[];
  /** Close spellings from the index for a query that found nothing ('keral' → 'kerala'). */
  suggest(text: string): string[];
};

/** Words of car names that mean something else in a travel question ('business class', 'luxury'). */
const NOT_CAR_WORDS = new Set(['class', 'force', 'series', 'benz', 'luxury', 'similar']);

/** A query's first terms decide; a letter-long query would otherwise cost a fuzzy lookup per word. */
const MAX_QUERY_TERMS = 24;

const fuzzyFor = (term: string) => (term.length >= 6 ? 0.2 : false);

/**
 * `stationNames` (busiest first) add towns the catalog does not name to what a Tamil or Devanagari word may be
 * read as ('விழுப்புரம்' → villupuram); a catalog place always wins over a station that sounds the same.
 */
/** A station name's town ('Villupuram Jn' → 'villupuram', 'Chennai Egmore' → 'chennai'). */
const stationTowns = (names: string[]) =>
  names.map((name) => name.toLowerCase().split(/[\s.-]+/)[0]!).filter((town) => /^[a-z]{4,}$/.test(town));

export function createKnowledgeIndex(docs: KnowledgeDoc[], stationNames: string[] = []): KnowledgeIndex {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const mini = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'keywords', 'summary', 'body'],
    storeFields: [],
    tokenize: (text) => text.split(/[\s\p{P}\p{S}]+/u),
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      boost: { title: 3, keywords: 2.5, summary: 1.3, body: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: fuzzyFor,
      weights: { prefix: 0.5, fuzzy: 0.35 },
      combineWith: 'OR',
    },
  });
  mini.addAll(docs);
  const known = new Set([
    ...LEXICON_WORDS,
    ...GENERIC_WORDS,
    ...Object.values(UNOFFERED_WORDS).flatMap((list) => list.join(' ').split(' ')),
  ]);
  for (const doc of docs)
    for (const word of wordsOf(`${doc.title} ${doc.summary} ${doc.body} ${doc.keywords}`)) known.add(word);
  const carWords = new Set(
    docs
      .filter((doc) => doc.kind === 'cars')
      .flatMap((doc) =>
        wordsOf(doc.title).filter(
          (word) => word.length >= 3 && !/\d/.test(word) && !LEXICON_WORDS.has(word) && !NOT_CAR_WORDS.has(word),
        ),
      ),
  );
  const gazetteer = buildGazetteer(docs.filter((doc): doc is PackageDoc => doc.kind === 'packages'));
  for (const word of gazetteer.words) known.add(word);
  let sounds: PlaceSounds | undefined;
  const vocabulary: Vocabulary = {
    gazetteer,
    isKnownWord: (word) => known.has(word) || STOP_WORDS.has(word),
    correct: buildSpeller([...known, ...STOP_WORDS], new Set(gazetteer.words), LEXICON_WORDS),
    carWords,
    placeSounds: () => (sounds ??= placeSounds(gazetteer.words, stationTowns(stationNames))),
  };

  return {
    docs,
    vocabulary,
    search(text, filter) {
      const query = termsOf(text).slice(0, MAX_QUERY_TERMS).join(' ');
      if (!query) return [];
      return mini
        .search(query, filter ? { filter: (result) => filter(byId.get(result.id)!) } : undefined)
        .map((result) => ({ doc: byId.get(result.id)!, score: result.score }));
    },
    suggest(text) {
      const query = termsOf(text).join(' ');
      if (!query) return [];
      return mini
        .autoSuggest(query, { fuzzy: (term) => (term.length >= 4 ? 0.25 : false), prefix: true, combineWith: 'OR' })
        .slice(0, 3)
        .map((suggestion) => suggestion.suggestion);
    },
  };
}
