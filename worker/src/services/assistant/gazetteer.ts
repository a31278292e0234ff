// Where a visitor wants to go, understood from the catalog itself: every proper noun in a package's title,
// description and itinerary is a place, plus a small table of other spellings (Bangalore/Bengaluru) and of
// the regions people name instead of a town (Tamil Nadu, Uttarakhand, Europe). A new package about a new
// place is understood as soon as it is in the catalog, with no code change. Well-known places we have no
// package for are known too, only to say so and to tell what kind of trip they mean (a temple town is a
// pilgrimage, a hill station the hills, a country abroad).
import type { PackageType } from '#shared/catalog/collections';
import { cityNameGroups } from '#shared/place-names';
import { isEnglishWord } from './english-words';
import { wordsOf, type Theme } from './lexicon';
import type { PackageDoc } from './knowledge';

/** One place under all its names. */
const ALIASES: string[][] = [
  // Renamed cities (Bengaluru/Bangalore…): the table station search uses too.
  ...cityNameGroups(),
  ['bengaluru', 'blr'],
  ['varanasi', 'kasi'],
  ['ooty', 'udhagamandalam', 'ootacamund', 'udhagai', 'uthagai'],
  ['coorg', 'kodagu', 'madikeri'],
  ['tirupati', 'tirumala', 'tirupathi', 'thirupathi', 'thirupati', 'tirumalai', 'balaji', 'venkateswara', 'ttd'],
  ['odisha', 'orissa'],
  ['vaishno devi', 'vaishnodevi', 'vaishno', 'katra'],
  ['shirdi', 'sai baba', 'saibaba'],
  ['mcleod ganj', 'mcleodganj', 'dharamshala', 'dharamsala'],
  ['dubai', 'uae', 'emirates', 'abu dhabi'],
  ['bali', 'indonesia'],
  ['thailand', 'thai'],
  ['maldives', 'male'],
  ['rameswaram', 'rameshwaram'],
  ['switzerland', 'swiss'],
  ['netherlands', 'holland', 'amsterdam'],
  ['kedarnath', 'kedar'],
  ['char dham', 'chardham', 'char dhaam'],
  ['andaman', 'andamans', 'port blair', 'havelock'],
  ['jammu', 'jammu and kashmir'],
  ['sri lanka', 'srilanka', 'lanka'],
  ['usa', 'america', 'united states'],
  ['uk', 'united kingdom', 'england', 'britain'],
  ['sabarimala', 'ayyappa', 'ayyappan', 'sabarimalai'],
  ['kailash', 'kailash mansarovar', 'mansarovar', 'manasarovar'],
  ['amritsar', 'golden temple'],
  ['kodaikanal', 'kodai'],
  ['everest base camp', 'ebc'],
];

/** Words that lead to a place ('to', 'visit') or follow one ('trip', 'visa', Hinglish 'ka', Tamil 'ku'). */
const PLACE_BEFORE = new Set('to in at from visit visiting via near reach and or vs'.split(' '));
const PLACE_AFTER = new Set(
  'trip trips tour tours package packages pkg holiday holidays visa island islands city airport country countries honeymoon beach se ka ki ke ku kku la and or vs'.split(
    ' ',
  ),
);

/** Regions visitors name instead of a town: a package in any of these places is in the region. */
/**
 * Cities our travellers set out from and we run no tour of: named beside what the trip should be ('my parents
 * in Chennai, something senior friendly in January', 'trekking club from Chennai'), they are where the trip
 * starts, not where it goes.
 */
export const HOME_CITIES = new Set([
  'chennai',
  'madras',
  'bengaluru',
  'bangalore',
  'mumbai',
  'bombay',
  'hyderabad',
  'kolkata',
  'calcutta',
  'pune',
  'coimbatore',
  'trichy',
  'tiruchirappalli',
  'ahmedabad',
  'lucknow',
  'surat',
  'nagpur',
  'salem',
]);
const REGIONS: Record<string, string[]> = {
  kerala: [
    'munnar',
    'alleppey',
    'kochi',
    'thekkady',
    'guruvayur',
    'kovalam',
    'wayanad',
    'trivandrum',
    'kumarakom',
    'varkala',
    'sabarimala',
    'vagamon',
    'ponmudi',
  ],
  'tamil nadu': [
    'madurai',
    'rameswaram',
    'kanyakumari',
    'ooty',
    'coonoor',
    'kodaikanal',
    'chennai',
    'coimbatore',
    'mahabalipuram',
    'thanjavur',
    'tamil',
    'palani',
    'tiruvannamalai',
    'kanchipuram',
    'velankanni',
    'yercaud',
    'srirangam',
    'chidambaram',
  ],
  karnataka: [
    'bengaluru',
    'mysore',
    'coorg',
    'kudremukh',
    'hampi',
    'chikmagalur',
    'gokarna',
    'udupi',
    'dharmasthala',
    'murudeshwar',
    'kollur',
    'sringeri',
    'sakleshpur',
  ],
  'andhra pradesh': ['tirupati', 'kalahasti', 'srisailam', 'vizag', 'araku', 'andhra'],
  telangana: ['hyderabad'],
  maharashtra: [
    'mumbai',
    'pune',
    'shirdi',
    'nashik',
    'aurangabad',
    'lonavala',
    'mahabaleshwar',
    'ashtavinayak',
    'ellora',
  ],
  gujarat: ['dwarka', 'somnath', 'rajkot', 'jamnagar', 'ahmedabad', 'kutch'],
  rajasthan: ['jaipur', 'udaipur', 'jodhpur', 'jaisalmer', 'pushkar', 'mount abu'],
  'uttar pradesh': ['agra', 'varanasi', 'prayagraj', 'mathura', 'vrindavan', 'ayodhya', 'lucknow', 'sarnath'],
  uttarakhand: [
    'garhwal',
    'kumaon',
    'dehradun',
    'haridwar',
    'rishikesh',
    'kedarnath',
    'badrinath',
    'joshimath',
    'kathgodam',
    'govindghat',
    'sankri',
    'nainital',
    'mussoorie',
    'auli',
    'char dham',
    'yamunotri',
    'gangotri',
    'uttarkashi',
    'uttaranchal',
  ],
  himachal: [
    'shimla',
    'manali',
    'kullu',
    'solang',
    'mcleod ganj',
    'kangra',
    'spiti',
    'lahaul',
    'himachal pradesh',
    'dhauladhar',
  ],
  kashmir: ['srinagar', 'gulmarg', 'pahalgam', 'sonmarg', 'dal lake', 'amarnath'],
  punjab: ['amritsar'],
  'madhya pradesh': ['ujjain', 'omkareshwar', 'pachmarhi', 'khajuraho'],
  ladakh: ['leh', 'nubra', 'pangong', 'zanskar', 'khardung'],
  'west bengal': ['darjeeling', 'kolkata', 'sandakphu', 'njp', 'siliguri', 'bengal'],
  sikkim: ['gangtok', 'pelling', 'tsomgo', 'lachung'],
  'north east': [
    'sikkim',
    'gangtok',
    'darjeeling',
    'shillong',
    'meghalaya',
    'assam',
    'kaziranga',
    'tawang',
    'arunachal',
    'northeast',
  ],
  odisha: ['puri', 'konark', 'bhubaneswar'],
  jammu: ['katra', 'vaishno devi', 'patnitop'],
  'south india': ['kerala', 'tamil nadu', 'karnataka', 'andhra pradesh', 'telangana'],
  'north india': ['delhi', 'agra', 'jaipur', 'himachal', 'kashmir', 'uttarakhand', 'punjab', 'rajasthan', 'varanasi'],
  europe: [
    'paris',
    'france',
    'switzerland',
    'amsterdam',
    'netherlands',
    'germany',
    'italy',
    'schengen',
    'london',
    'european',
  ],
  'south east asia': ['thailand', 'singapore', 'bali', 'malaysia', 'vietnam', 'indonesia', 'southeast asia'],
  'middle east': ['dubai', 'abu dhabi', 'oman', 'qatar', 'gulf'],
  himalaya: [
    'uttarakhand',
    'himachal',
    'kashmir',
    'ladakh',
    'sikkim',
    'nepal',
    'dhauladhar',
    'everest',
    'kanchenjunga',
  ],
  // The range under its other spellings: the whole region, not a place inside it.
  himalayas: ['himalaya'],
  himalayan: ['himalaya'],
};

/** The kind of trip a well-known place means: only used for a place no package of ours is about. */
export type PlaceKind = { type?: PackageType; theme?: Theme };
const KINDS: { kind: PlaceKind; places: string[] }[] = [
  {
    kind: { type: 'devotional' },
    places: [
      'amarnath',
      'sabarimala',
      'kailash',
      'amritsar',
      'ayodhya',
      'mathura',
      'vrindavan',
      'ujjain',
      'omkareshwar',
      'srisailam',
      'sringeri',
      'udupi',
      'dharmasthala',
      'kollur',
      'murudeshwar',
      'palani',
      'tiruvannamalai',
      'kanchipuram',
      'srirangam',
      'chidambaram',
      'velankanni',
      'ajmer',
      'bodh gaya',
      'pandharpur',
      'kolhapur',
      'mantralayam',
      'bhadrachalam',
      'kamakhya',
      'pashupatinath',
      'muktinath',
    ],
  },
  {
    kind: { type: 'trekking' },
    places: [
      'everest base camp',
      'annapurna',
      'kalsubai',
      'rajmachi',
      'kumara parvatha',
      'chembra',
      'har ki dun',
      'goechala',
      'kheerganga',
      'nag tibba',
    ],
  },
  {
    kind: { theme: 'hills' },
    places: [
      'kodaikanal',
      'yercaud',
      'coonoor',
      'kotagiri',
      'valparai',
      'wayanad',
      'vagamon',
      'ponmudi',
      'chikmagalur',
      'sakleshpur',
      'araku',
      'mahabaleshwar',
      'panchgani',
      'lonavala',
      'matheran',
      'mount abu',
      'mussoorie',
      'nainital',
      'ranikhet',
      'almora',
      'lansdowne',
      'kasauli',
      'dalhousie',
      'tawang',
      'shillong',
      'meghalaya',
      'cherrapunji',
      'spiti',
      'kasol',
      'pachmarhi',
      'kalimpong',
      'pelling',
    ],
  },
  { kind: { theme: 'snow' }, places: ['auli', 'sonmarg', 'rohtang'] },
  {
    kind: { theme: 'beach' },
    places: [
      'gokarna',
      'varkala',
      'kovalam',
      'puducherry',
      'mahabalipuram',
      'lakshadweep',
      'diu',
      'daman',
      'alibaug',
      'tarkarli',
      'vizag',
      'digha',
    ],
  },
  {
    kind: { type: 'international' },
    places: [
      'australia',
      'new zealand',
      'japan',
      'china',
      'usa',
      'uk',
      'canada',
      'vietnam',
      'malaysia',
      'sri lanka',
      'nepal',
      'bhutan',
      'egypt',
      'turkey',
      'russia',
      'mauritius',
      'seychelles',
      'kenya',
      'south africa',
      'hong kong',
      'korea',
      'azerbaijan',
      'kazakhstan',
      'cambodia',
      'philippines',
      'greece',
      'spain',
      'italy',
      'germany',
      'france',
      'london',
      'oman',
      'qatar',
    ],
  },
];

// Capitalised words in itineraries that are not places.
const NOT_PLACES = new Set(
  (
    'day arrive arrival drive departure depart return fly transfer check visit meet start descend summit trek walk morning evening afternoon ' +
    'sunrise sunset optional early overnight board move back cross pray attend complete acclimatisation medical spa shopping city ' +
    'lord sri shri holy mata temple national park museum gate station airport road railway garden gardens the and a of in on at ' +
    'four five six seven eight nine ten two three one india indian day by ac two-day unesco ' +
    // Months and weekdays ('Goa in December'), grades, and title or landmark words that alone name no place.
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday easy moderate difficult ' +
    'special delight escape highlights mystery grand heritage holiday honeymoon mountain god hindi chinese ' +
    'red black sun rock bay hall fame wings marine coral inner line mall tiger volvo'
  ).split(' '),
);

/**
 * A place under all its names; `within` is the region of a town the table knows but no package names yet
 * (Hampi → Karnataka); `kind` what a well-known place means when no package of ours is about it.
 */
export type Place = { name: string; forms: string[]; within?: Place; kind?: PlaceKind; served: boolean };
/** A field's words as a set (one-word names) and as padded text (names of several words). */
type Field = { words: Set<string>; text: string };
type PackageText = { title: Field; summary: Field; intro: Field; plan: Field };
export type Gazetteer = {
  /** The places a question names, by exact name (up to three words); spelling is corrected before. */
  find(words: string[]): Place[];
  /** Every word of every place name, for the spelling corrector. */
  words: string[];
  /** How strongly a package is about a place: 3 in its title, 2 in its description or intro, 1 in its day plan, 0 not at all. */
  strength(doc: PackageDoc, place: Place): number;
};

const fieldOf = (text: string): Field => {
  const words = wordsOf(text);
  return { words: new Set(words), text: ` ${words.join(' ')} ` };
};
const titleCase = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

export function buildGazetteer(packages: PackageDoc[]): Gazetteer {
  const forms = new Map<string, Set<string>>();
  const display = new Map<string, string>();
  const add = (name: string, ...more: string[]) => {
    const set = forms.get(name) ?? new Set([name]);
    for (const form of more) set.add(form);
    forms.set(name, set);
  };
  for (const group of ALIASES) for (const name of group) add(name, ...group);
  for (const [region, members] of Object.entries(REGIONS)) {
    add(region, ...members.flatMap((member) => [member, ...(forms.get(member) ?? [])]));
  }
  const parents = new Map<string, string>();
  for (const [region, members] of Object.entries(REGIONS)) {
    for (const member of members) {
      if (!forms.has(member)) add(member);
      if (!REGIONS[member] && !parents.has(member)) parents.set(member, region);
    }
  }
  const kinds = new Map<string, PlaceKind>();
  for (const { kind, places } of KINDS) {
    for (const place of places) {
      if (!forms.has(place)) add(place);
      kinds.set(place, kind);
    }
  }

  // Proper nouns in the catalog: capitalised words that the catalog never writes in lower case.
  const texts = new Map<string, PackageText>();
  const lowerWords = new Set<string>();
  const capitalised = new Map<string, string>();
  for (const doc of packages) {
    const { details } = doc.source;
    const all = [doc.title, doc.summary, details.intro, ...details.itinerary].join(' ');
    for (const raw of all
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^A-Za-z]+/)) {
      if (!raw) continue;
      if (/^[a-z]/.test(raw)) lowerWords.add(raw);
      else if (/^[A-Z][a-z]{2,}$/.test(raw)) capitalised.set(raw.toLowerCase(), raw);
    }
    texts.set(doc.id, {
      title: fieldOf(doc.title),
      summary: fieldOf(doc.summary),
      intro: fieldOf(details.intro),
      plan: fieldOf(details.itinerary.join(' ')),
    });
  }
  // A common English word ('Studios', 'Flowers') is a place only as a word of a package's title.
  const titleWords = new Set(packages.flatMap((doc) => wordsOf(doc.title)));
  for (const [word, written] of capitalised) {
    if (lowerWords.has(word) || NOT_PLACES.has(word) || (isEnglishWord(word) && !titleWords.has(word))) continue;
    add(word);
    display.set(word, written);
  }
  // A name that is also a common English word and no title's ('male' of Malé, 'turkey') is a place only where it is
  // used as one: after a word that leads to a place or before a trip word ('male only group' is no Malé).
  const plainWord = (name: string) => !name.includes(' ') && isEnglishWord(name) && !titleWords.has(name);
  const usedAsPlace = (words: string[], i: number) =>
    words.length <= 2 || PLACE_BEFORE.has(words[i - 1] ?? '') || PLACE_AFTER.has(words[i + 1] ?? '');
  const allTexts = [...texts.values()].flatMap((text) => [text.title, text.summary, text.intro, text.plan]);
  const servedMemo = new Map<string, boolean>();
  /** Whether any package names the place under one of its names. */
  const served = (name: string) => {
    let known = servedMemo.get(name);
    if (known === undefined) {
      known = [...forms.get(name)!].some((form) =>
        allTexts.some((field) => (form.includes(' ') ? field.text.includes(` ${form} `) : field.words.has(form))),
      );
      servedMemo.set(name, known);
    }
    return known;
  };
  /** What the table says of a place under any of its names ('ayyappa' is Sabarimala, in Kerala). */
  const lookup = <T>(table: Map<string, T>, name: string) =>
    table.get(name) ??
    ALIASES.find((group) => group.includes(name))
      ?.map((form) => table.get(form))
      .find((value) => value !== undefined);
  const placeOf = (name: string): Place => {
    const parent = lookup(parents, name);
    const kind = lookup(kinds, name);
    return {
      name: display.get(name) ?? titleCase(name),
      forms: [...forms.get(name)!],
      served: served(name),
      ...(parent ? { within: placeOf(parent) } : {}),
      ...(kind ? { kind } : {}),
    };
  };

  return {
    words: [...new Set([...forms.values()].flatMap((set) => [...set].flatMap((form) => form.split(' '))))],
    find(words) {
      const found: Place[] = [];
      const used = new Set<number>();
      for (let size = 3; size >= 1; size--) {
        for (let i = 0; i + size <= words.length; i++) {
          if (Array.from({ length: size }, (_, k) => i + k).some((k) => used.has(k))) continue;
          const name = words.slice(i, i + size).join(' ');
          if (!forms.has(name) || (size === 1 && plainWord(name) && !usedAsPlace(words, i))) continue;
          found.push(placeOf(name));
          for (let k = i; k < i + size; k++) used.add(k);
        }
      }
      return found.filter((place, i) => found.findIndex((other) => other.name === place.name) === i);
    },
    strength(doc, place) {
      const text = texts.get(doc.id);
      if (!text) return 0;
      // A region is not where a trip only starts: 'from Chennai' does not make Tirupati a Tamil Nadu tour.
      const forms = REGIONS[place.name.toLowerCase()]
        ? place.forms.filter((form) => !HOME_CITIES.has(form))
        : place.forms;
      const has = (field: Field) =>
        forms.some((form) => (form.includes(' ') ? field.text.includes(` ${form} `) : field.words.has(form)));
      return has(text.title) ? 3 : has(text.summary) || has(text.intro) ? 2 : has(text.plan) ? 1 : 0;
    },
  };
}
