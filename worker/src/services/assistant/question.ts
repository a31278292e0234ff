// Understanding before retrieval: what a travel agent would hear in a visitor's message. The kind of trip,
// where to, the budget (per person or per couple), how long, cheapest or shortest first, how many people,
// and which service — in English, Hinglish or Tanglish, misspelt or not. A follow-up ('which is the
// cheapest?', 'and for 4 people?') is read against the conversation so far.
import type { PackageType } from '#shared/catalog/collections';
import { HOME_CITIES, type Gazetteer, type Place } from './gazetteer';
import { normalizeTerm } from './knowledge-index';
import type { PlaceSounds } from './script';
import type { Speller } from './spelling';
import {
  CAR_WORDS,
  ATTRIBUTE,
  CHAT_FILLER,
  FOLLOW_UP,
  GENERIC_WORDS,
  HOW_TO,
  POLICY,
  INJECTION,
  RULES,
  NUMBER_PATTERN,
  ORDER_WORDS,
  PACKAGE_WORDS,
  PRICE_WORDS,
  SERVICE_WORDS,
  THEMES,
  TYPE_WORDS,
  URGENT,
  expandShortForms,
  numberOf,
  wordsOf,
  type Order,
  type ServiceTopic,
  type Theme,
} from './lexicon';
import { OFFERS, OFF_TOPIC, RENT, UNOFFERED_WORDS, YIELDS_TO_SERVICE, type Unoffered } from './out-of-scope';

/** `exact`: both nights and days given ('5N 6D'), so that length when we have it, the nearest when not. */
export type Days = { min: number; max: number; target: number | null; exact?: boolean };

export type Question = {
  text: string;
  /** The message as words we know, misspellings corrected: what retrieval searches for. */
  query: string;
  /** Lower-case words of the message, misspellings corrected ('kerela' → 'kerala'). */
  words: string[];
  /** Words neither we nor the catalog know, nor a clear misspelling of one ('python'). */
  unknownWords: string[];
  /** Words left once trip kinds, places, budgets and filler are understood ('houseboat', 'sunrise'): searched as they are. */
  subjectTerms: string[];
  /** The same words as the visitor wrote them, for the reply. */
  subjectWords: string[];
  places: Place[];
  /** Every place named is where they start ('trip from Chennai'): no destination was named. */
  fromOnly: boolean;
  packageTypes: PackageType[];
  /** The kind of trip comes from a well-known place we have no package for, not from the visitor's words. */
  kindFromPlace: boolean;
  themes: Theme[];
  order: Order | null;
  /** Highest price in rupees ('under 20k', 'below Rs 10,000', '1.5 lakh'). */
  priceCap: number | null;
  /** Lowest price in rupees ('above 50,000'). */
  priceFloor: number | null;
  /** Whether the budget is per person or for a couple; null when not said. */
  basis: 'person' | 'couple' | 'group' | null;
  days: Days | null;
  /** How many travel ('7 people', '12 of us', 'family of four'). */
  groupSize: number | null;
  /** 'a large group' with no number: a car that seats more than an SUV. */
  largeGroup: boolean;
  services: ServiceTopic[];
  wantsCar: boolean;
  asksPrice: boolean;
  /** Says tour, trip, package, holiday… */
  mentionsPackages: boolean;
  /** Says package, tour or holiday outright ('trip' alone may be a car or visa question: 'tempo for a Tirupati trip'). */
  namesPackage: boolean;
  /** 'only hotel, no package', 'package venam': a package is what they do not want. */
  noPackage: boolean;
  /** Asks what a package includes ('is food included', 'what is included'). */
  asksInclusions: boolean;
  /** A how-to or policy question ('how do I book', 'cancellation'). */
  howTo: boolean;
  /** Asks about a policy (refunds, cancellation, payment): the FAQ answers it even for a named package. */
  asksPolicy: boolean;
  /** Asks about the rules of a visit ('dress code', 'what to wear'). */
  asksRules: boolean;
  /** Asks about the office: hours, address, phone ('are you open on Sunday'). */
  asksContact: boolean;
  /** Something we do not offer is the subject ('bike rental', 'seva tickets', 'covid rules'). */
  unoffered: Unoffered | null;
  /** A general-knowledge question, not about travel with us ('capital of France', 'weather in Shimla'). */
  offTopic: boolean;
  /** Asks about tickets (darshan tickets, train tickets), which are not packages. */
  mentionsTickets: boolean;
  smallTalk: boolean;
  greeting: boolean;
  /** Asks about the assistant itself, or for a person ('who are you', 'talk to a human'). */
  aboutBot: boolean;
  injection: boolean;
  /** Nothing readable in it (emoji only, symbols). */
  empty: boolean;
  /** Says when: a month, festival or season ('in December', 'for Diwali', 'summer vacation'). */
  mentionsDate: boolean;
  /** Read as refining the previous question. */
  followUp: boolean;
};

export type Vocabulary = {
  gazetteer: Gazetteer;
  isKnownWord: (word: string) => boolean;
  /** The known word an unknown one clearly misspells, or null (spelling.ts). */
  correct: Speller;
  /** Words of our car names ('innova', 'tempo', 'dzire'): a question naming one is about cars. */
  carWords: Set<string>;
  /** Place names by how they sound, for questions typed in Tamil or Devanagari script (script.ts); built on first use. */
  placeSounds: () => PlaceSounds;
};

// Words that say 'a package' or 'a price' but not which one: left out when matching packages by subject.
const GENERIC = new Set(GENERIC_WORDS.map((word) => normalizeTerm(word) ?? word));

/** Index of one concept list by first letter, so a typo check only looks at words that could match. */
function conceptMatcher<K extends string>(lists: Record<K, string[]>) {
  const singles = new Map<string, { key: K; word: string }[]>();
  const phrases: { key: K; phrase: string }[] = [];
  for (const key of Object.keys(lists) as K[]) {
    for (const entry of lists[key]) {
      if (entry.includes(' ')) phrases.push({ key, phrase: ` ${entry} ` });
      else singles.set(entry[0]!, [...(singles.get(entry[0]!) ?? []), { key, word: entry }]);
    }
  }
  // Words arrive with their misspellings corrected (spelling.ts), so a concept word matches exactly.
  return (words: string[], joined: string, used: Set<number>): K[] => {
    const found = new Set<K>();
    for (const { key, phrase } of phrases) {
      const at = joined.indexOf(phrase);
      if (at < 0) continue;
      found.add(key);
      const start = joined.slice(0, at + 1).split(' ').length - 2;
      phrase
        .trim()
        .split(' ')
        .forEach((_, k) => used.add(start + k));
    }
    words.forEach((word, i) => {
      if (used.has(i)) return; // part of a phrase already ('least expensive' is not also 'expensive')
      for (const candidate of singles.get(word[0]!) ?? []) {
        if (word === candidate.word) {
          found.add(candidate.key);
          used.add(i);
        }
      }
    });
    return [...found];
  };
}

const matchTypes = conceptMatcher(TYPE_WORDS);
const matchThemes = conceptMatcher(
  Object.fromEntries(Object.entries(THEMES).map(([key, value]) => [key, value.asked])) as Record<Theme, string[]>,
);
const matchOrders = conceptMatcher(ORDER_WORDS);
const matchServices = conceptMatcher(SERVICE_WORDS);
const matchUnoffered = conceptMatcher(UNOFFERED_WORDS);
const matchFlags = conceptMatcher({
  car: CAR_WORDS,
  packages: PACKAGE_WORDS,
  price: PRICE_WORDS,
  tickets: ['ticket', 'tickets', 'booking slot'],
});

// 'hazar' is Hindi for a thousand ('25 hazar').
const UNIT = '(k|thousand|thousands|hazar|hazaar|hajar|hajaar|lakhs?|lacs?|l)';
const AMOUNT = new RegExp(
  `(₹|rs\\.?|inr|rupees?)?\\s*(\\d+(?:[.,]\\d+)*)\\s*${UNIT}?\\b\\s*(rs|rupees?|inr|\\/-)?`,
  'gi',
);
/** 'between 10k and 20k', '10-15k', '15 to 20 thousand': a budget with both ends (the unit may come once, at the end). */
const RANGE = new RegExp(
  `(?:₹|rs\\.?\\s*)?(\\d+(?:[.,]\\d+)*)\\s*${UNIT}?\\s*(?:-|–|to|and|se)\\s*(?:₹|rs\\.?\\s*)?(\\d+(?:[.,]\\d+)*)\\s*${UNIT}?\\b`,
  'i',
);
const FLOOR_BEFORE = /(above|over|more than|minimum|min|at least|atleast|starting|>)\s*$/;
/** '50k+', '50,000 and above', '1 lakh se upar'. */
const FLOOR_AFTER = /^\s*(\+|plus\b|and above|or above|or more|and more|onwards|upwards|se upar|se zyada|ke upar)/;
const NOT_MONEY_AFTER =
  /^\s*(km|kms|kilometers?|ft|feet|m\b|metres?|meters?|days?|nights?|din|naal|people|persons|pax|adults|members|seats?|hours?|hrs|years?|yrs|am|pm|of us)/;

/** '1.5' lakh → 150000, '15' k → 15000, '15,000' → 15000. */
function rupees(digits: string, unit: string | undefined): number {
  const u = (unit ?? '').toLowerCase();
  const value = u ? Number(digits.replace(/,/g, '')) : Number(digits.replace(/[.,]/g, ''));
  return u.startsWith('l') ? value * 100000 : u ? value * 1000 : value;
}

/** 'under 30,000' → cap 30000, 'below 1.5 lakh' → 150000, '₹15000 trip' → 15000, 'above 50k' → floor 50000. */
export function budgetOf(text: string): { cap: number | null; floor: number | null } {
  const lower = text.toLowerCase();
  const range = RANGE.exec(lower);
  if (range && !NOT_MONEY_AFTER.test(lower.slice(range.index + range[0].length))) {
    const [, lowDigits, lowUnit, highDigits, highUnit] = range;
    const high = rupees(highDigits!, highUnit);
    const low = rupees(lowDigits!, lowUnit ?? highUnit);
    if ((lowUnit || highUnit || high > 2100) && low >= 500 && high > low) return { cap: high, floor: low };
  }
  let cap: number | null = null;
  let floor: number | null = null;
  for (const match of lower.matchAll(AMOUNT)) {
    const [whole, currency, digits, unit, after] = match;
    const rest = lower.slice(match.index + whole.length);
    if (!unit && NOT_MONEY_AFTER.test(rest)) continue;
    const amount = rupees(digits!, unit);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const before = lower.slice(0, match.index);
    const marked = Boolean(currency || unit || after);
    // 'under 5' is days or people, not rupees; a bare 2026 is a year.
    // 'under 2000 per day' is money all the same.
    const yearLike =
      amount >= 1900 &&
      amount <= 2100 &&
      !digits!.includes(',') &&
      !/\b(under|below|within|less than|upto|up to|max)\s*$/.test(before) &&
      !/^\s*(se kam|kulla|ke andar|or less|max|per day|a day|daily|budget)\b/.test(rest);
    if (amount < 500 || (!marked && (amount < 1000 || yearLike))) continue;
    const rounded = Math.round(amount);
    if (FLOOR_BEFORE.test(before) || FLOOR_AFTER.test(rest)) floor = rounded;
    else cap = rounded;
  }
  return { cap, floor };
}

/** Currency and unit words of a budget: never a subject to search for. */
const MONEY_WORDS = new Set(
  'k rs inr lakh lakhs lac lacs l thousand thousands hazar hazaar hajar hajaar rupee rupees'.split(' '),
);

/** Kept for callers that only need the highest price. */
export const priceCapOf = (text: string) => budgetOf(text).cap;

const DAYS = new RegExp(`${NUMBER_PATTERN}\\s*-?\\s*(days?|din|naal|nights?|raat|n\\b|d\\b)`, 'g');
const DAYS_MAX_BEFORE = /(within|max|maximum|upto|up to|not more than|at most|only|just)\s*$/;
/** '4 days only', '5 days max', '3 days leave': no longer than that. */
const DAYS_MAX_AFTER = /^\s*(only|max|maximum|at most|or less|tops|leave|off|chutti|lee?ve)\b/;
/** 'less than 5 days', 'under 5 days', '5 din se kam': shorter than that. */
const DAYS_BELOW_BEFORE = /(under|less than|fewer than|below|lesser than)\s*$/;
const DAYS_BELOW_AFTER = /^\s*(se kam|kku kammi|kku keezh|kkul)\b/;
const DAYS_MIN_BEFORE = /(at least|atleast|more than|minimum|min|over|above)\s*$/;
/** '10 days or more', '10 days and above', '10 din se zyada': at least that long. */
const DAYS_MIN_AFTER =
  /^\s*(or more|and more|or longer|and above|or above|plus|minimum|at least|atleast|onwards|se zyada|se jyada|se upar|ke upar|ku mela|kku mela|mela)\b/;

/** '3-4 days', 'between 5 and 7 days', '4 to 6 nights'. */
const DAYS_RANGE = new RegExp(
  `${NUMBER_PATTERN}\\s*(?:-|–|to|and|or)\\s*${NUMBER_PATTERN}\\s*-?\\s*(days?|din|naal|nights?|raat)\\b`,
);

/** '10+ days', '7+ nights': at least that long (the + is gone from the words, so read from the text). */
const DAYS_PLUS = /(\d{1,2})\s*\+\s*(days?|din|nights?|d\b|n\b)/i;

function daysOf(lower: string, weekend: boolean, text = ''): Days | null {
  const plus = DAYS_PLUS.exec(text);
  if (plus && Number(plus[1]) <= 30) {
    const n = Number(plus[1]) + (/^n/i.test(plus[2]!) ? 1 : 0);
    return { min: n, max: 60, target: null };
  }
  const range = DAYS_RANGE.exec(lower);
  const [low, high] = range ? [numberOf(range[1]!), numberOf(range[2]!)] : [null, null];
  if (range && low && high && low < high && high <= 30) {
    const extra = /^(night|raat)/.test(range[3]!) ? 1 : 0;
    return { min: low + extra, max: high + extra, target: null };
  }
  // A long weekend is three or four days; a couple of days two or three.
  if (/\blong weekend\b/.test(lower)) return { min: 2, max: 4, target: null };
  if (/\bcouple of days\b/.test(lower)) return { min: 2, max: 3, target: null };
  for (const match of lower.matchAll(DAYS)) {
    const n = numberOf(match[1]!);
    if (!n || n > 30) continue;
    const nights = /^(night|raat|n$)/.test(match[2]!);
    const days = nights ? n + 1 : n;
    const before = lower.slice(0, match.index);
    const after = lower.slice(match.index + match[0].length);
    if (DAYS_BELOW_BEFORE.test(before) || DAYS_BELOW_AFTER.test(after))
      return { min: 1, max: Math.max(1, days - 1), target: null };
    if (DAYS_MAX_BEFORE.test(before) || DAYS_MAX_AFTER.test(after)) return { min: 1, max: days, target: null };
    if (DAYS_MIN_BEFORE.test(before) || DAYS_MIN_AFTER.test(after)) return { min: days, max: 60, target: null };
    // '5N 6D', '6 days 5 nights': both given, so that length exactly.
    const other = [...lower.matchAll(DAYS)].find((each) => /^(night|raat|n$)/.test(each[2]!) !== nights);
    if (other && numberOf(other[1]!) === (nights ? days : n - 1))
      return { min: days - 1, max: days + 1, target: days, exact: true };
    return { min: days - 1, max: days + 1, target: days };
  }
  const weeks = /\b(?:(a|one|1|two|2) weeks?|(fortnight))\b/.exec(lower);
  if (weeks) {
    // A week is a day either side of seven, as '7 days' is; a fortnight is looser.
    const n = weeks[2] || ['two', '2'].includes(weeks[1]!) ? 14 : 7;
    const spread = n === 7 ? 1 : 2;
    return { min: n - spread, max: n + spread, target: n };
  }
  return weekend ? { min: 1, max: 3, target: null } : null;
}

const PEOPLE = `(people|persons|person|pax|adults|members|of us|of them|senior citizens|sr citizens|elders|logo|aadmi|travellers|travelers|passengers|guests|friends|log|logon|jan|peoples|members|seniors|ladies|boys|girls|students|guys|pasanga|pasangal|ponnunga|mandi|mandhi)`;
const GROUP = [
  new RegExp(`\\b${NUMBER_PATTERN}\\s*${PEOPLE}\\b`),
  new RegExp(`\\b(?:family|group|team|gang|batch|party) of ${NUMBER_PATTERN}\\b`),
  new RegExp(`\\bwe are ${NUMBER_PATTERN}\\b`),
  new RegExp(
    `\\bfor ${NUMBER_PATTERN}\\b(?!\\s*-?\\s*(days?|nights?|k\\b|thousand|lakh|rs|km|hours?|din|naal|yrs?|years?|yo\\b|saal|m\\b|ft\\b|feet|metres?|meters?))`,
  ),
  new RegExp(`\\b${NUMBER_PATTERN}\\s*(seater|seats?)\\b`),
  // Tamil '7 per' / '7 peru' is seven people; English 'per' is followed by what it is per.
  new RegExp(
    `\\b${NUMBER_PATTERN}\\s*(?:per|peru|perukku|pera)\\b(?!\\s*(person|couple|km|kms|kilometre|day|head|night|hour|pax|adult))`,
  ),
];

function groupOf(lower: string): number | null {
  const mixed = new RegExp(
    `\\b${NUMBER_PATTERN}\\s*adults?\\s*(?:and|&|\\+|,|with)?\\s*${NUMBER_PATTERN}\\s*(kids?|children|child|infants?|babies|baby)\\b`,
  ).exec(lower);
  if (mixed) return (numberOf(mixed[1]!) ?? 0) + (numberOf(mixed[2]!) ?? 0) || null;
  // '2 couples + 1 single', '3 couples and 2 friends': the couples' two each and the rest on top.
  const couplesAndMore = new RegExp(
    `\\b${NUMBER_PATTERN}\\s*couples?\\s*(?:and|&|\\+|,|with|plus)?\\s*${NUMBER_PATTERN}\\s*(?:singles?|friends?|guys?|girls?|people|persons?|adults?|more)\\b`,
  ).exec(lower);
  if (couplesAndMore) return 2 * (numberOf(couplesAndMore[1]!) ?? 0) + (numberOf(couplesAndMore[2]!) ?? 0) || null;
  const couples = new RegExp(`\\b${NUMBER_PATTERN}\\s*couples\\b`).exec(lower);
  if (couples) return 2 * (numberOf(couples[1]!) ?? 0) || null;
  for (const pattern of GROUP) {
    const match = pattern.exec(lower);
    const n = match ? numberOf(match[1]!) : null;
    if (n && n <= 60) return n;
  }
  return null;
}

const NO_PACKAGE =
  /\b(package|packages|tour) (venam|vendam|venda|vendaam|nahi chahiye|nahin chahiye|not needed|nahi|illama)\b|\b(no|not a|without( a)?|dont want( a)?) (package|tour package|tour)\b/;
/** 'that one', 'this trip', 'for it': the package talked about, named by pointing. */
const NAMES_ONE_TALKED_ABOUT = /\b(that|this|the same) (one|trip|tour|package|trek|yatra)\b|\bfor (it|that)\b/;
const TOTAL =
  /\b(total|overall|altogether|in all|for all( of us)?|for everyone|all together|sab milake|mottham|motham)\b/;
const CARRY_MONEY =
  /\b(take|carry|bring|allowed)\b.{0,30}\b(rupees|inr|cash|currency|money)\b|\b(rupees|inr|cash|currency|money)\b.{0,30}\b(take|carry|bring|allowed)\b/;
const DISCOUNT = /\b(discounts?|coupons?|promo|cashback|offers?|concession)\b/;
/** A budget followed by the party it is for ('2 lakh for 4 adults', '1 lakh in 2 people', '60k for 3 of us'). */
const BUDGET_FOR_PARTY =
  /(?:\d\s*(?:k|lakhs?|lacs?|thousand|hazaa?r)|\d{4,}|lakhs?|lacs?)\s+(?:(?:budget|total|only)\s+)?(?:(?:for|in|me|mein|main|ku|kku|la)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s*(?:adults?|people|persons?|pax|log|logon|members|of us|ppl)?(?!\s*(?:days?|nights?|din|naal|n\b|d\b))|(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s*(?:adults|people|persons|pax|log|logon|members|ppl))\b/;
/** Words after a place that make it the starting point: 'Chennai to', Hindi 'se', Telugu 'nundi', Tamil 'irundhu'. */
const ORIGIN_AFTER = new Set(['to', 'se', 'nundi', 'nunchi', 'irundhu', 'irunthu', 'lerndhu']);
export { HOME_CITIES };
/** 'im in', 'we are in', 'staying in', 'based in': where the visitor is now, not where they want to go. */
const WHERE_THEY_ARE = /\b(im|i am|we are|we re|were|staying|based|living|currently|right now) (in|at)$/;
/**
 * A place word that names someone, not where to go: right after a person ('my daughter Manali is …', 'a boy
 * named Kashi') with the person's own verb after it.
 */
const PERSON_BEFORE =
  /\b(daughter|son|girl|boy|baby|kid|child|friend|cousin|niece|nephew|grandson|granddaughter|beti|beta|ponnu|paiyan|magal|magan)( is)?( named| called)?$/;
/** What a person does and a place does not ('Goa is good' stays a place: only these verbs make it a name). */
const PERSON_AFTER =
  /^(wants|wanted|loves|loved|likes|liked|turns|turning|says|said|asks|asked|keeps|gets|got|has|had|is turning|will turn|is \d|is only|is studying|is in class)\b/;
/**
 * … or the visitor's home or work: 'we are a Kerala family', 'I am from Jaipur', 'a Goa based couple', 'Darjeeling tea estate manager
 * here', 'Mysore family here' (a trip word in between, 'Goa trip here', keeps the place one to go to).
 */
const HOME_BEFORE = /\b(we are|we re|im|i am|i m)( an?| from| originally from)?$/;
const HOME_AFTER =
  /^(?:(?!trip|tour|package|holiday|plan|trek|yatra|visit|beach|honeymoon|for|with|to|and|or|our|my)\w+ ){0,3}(based|resident|residents|native|natives|manager|owner|teacher|doctor|engineer|farmer|planter|officer|businessman)\b|^(family|families|couple|people|folks|guys?|girls?|boys?|log) here\b/;
/** 'working in Munnar', 'I run a homestay in Goa': where they work. */
const WORK_THERE = /\b(work|works|working|job|posted|settled|homestay|hotel|shop|office|business) (in|at)$/;

/**
 * The positions of place words that name a person, a home or a job, not a destination; a job's words go with its
 * place ('Goa hotel owner' asks for no hotel).
 */
function notDestinations(words: string[], gazetteer: Vocabulary['gazetteer']): Set<number> {
  const at = new Set<number>();
  words.forEach((word, i) => {
    const before = words.slice(Math.max(0, i - 3), i).join(' ');
    const after = words.slice(i + 1, i + 5).join(' ');
    const job = HOME_AFTER.exec(after);
    const named =
      (PERSON_BEFORE.test(before) && (/(named|called)$/.test(before) || PERSON_AFTER.test(after))) ||
      (HOME_BEFORE.test(before) && !/^(in|at|to|going|planning|looking)\b/.test(after)) ||
      job !== null ||
      WORK_THERE.test(before);
    if (!named || !gazetteer.find([word]).length) return;
    at.add(i);
    const jobWords = job ? job[0].split(' ').length : 0;
    for (let k = 1; k <= jobWords; k++) at.add(i + k);
  });
  return at;
}
/** 'starting from Pune', 'starts in Chennai': a trip that starts there is asked for. */
export const STARTING_THERE = /\bstart\w* (from|in|at)\b|\bitself\b/;
/** What the trip should be, beside a place: a month, a length, a budget ('in January', '4-5 days', '30k'). */
const TRIP_WORDS =
  /\b(jan(uary)?|feb(ruary)?|march|april|may|june|july|aug(ust)?|sep(tember)?|oct(ober)?|nov(ember)?|dec(ember)?|summer|winter|monsoon|days?|nights?|weekend|budget|under|within)\b/;
const SPOUSE =
  /\b((me|myself|i) ?(and|&|n|with|\+) ?(my )?(wife|husband|hubby|spouse|partner)|(my )?(wife|husband|hubby|spouse|partner) ?(and|&|n|\+) ?(me|i|myself)|(hum|ham) donon?|donon? ((ka|ke|ki) )?(budget|bajat)|donon? (ke )?(liye|lie)|donon? (ka|ke|ki) (total|kharcha|kharch|kitna|price|cost|fare|amount)|(mere|mera|my) (saath|sath) (wife|husband|biwi|patni|pati)|(wife|husband|biwi|patni|pati) (bhi|saath|sath) (hai|h|aa rahi|aa rahe|ja rahi|ja rahe)|with (my )?(wife|husband|hubby|spouse)|both of us|two of us|2 of us|we two|husband (and |& |n )?wife|wife (and |& |n )?husband|hubby (and |& )?wife|pati patni|mr (and|&) mrs)\b/;
/** When they travel: a month, a festival, a season or school holidays. */
const DATE =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|diwali|deepavali|dussehra|dasara|navratri|christmas|new year|pongal|sankranti|onam|holi|eid|ugadi|summer|winter|monsoon|vacation|school holidays?)\b/;
/** 'are you open on Sunday', 'office address', 'where are you located'. */
const CONTACT =
  /\b(are you open|open (on|today|tomorrow|now|on sundays?)|opening hours|working hours|office (hours|timings?|address|location)|your (address|office|location)|where is your office|where are you( located)?|closed on|head office|branch|branches|office (in|at|near)|have (an? )?office)\b/;

// Thanks, greetings and questions about the assistant itself, read from the words alone ('ok thank you 🙏').
const SMALL_TALK =
  /^((thanks?|thank|you|so|much|a|lot|thx|ty|ok|okay|k|bye|goodbye|good|great|cool|nice|super|nandri|dhanyavad|shukriya|got|it|fine|alright|sure|done)( |$))+$/;
const GREETING =
  /^((hi+|hello+|helo|hlo|hey+|namaste|namaskar|namaskaram|vanakkam|good morning|good afternoon|good evening|there|visbot|sir|madam|ji|all)( |$))+$/;
const ABOUT_BOT =
  /\b(who are you|your name|are you (a )?(bot|human|robot|real|person|ai)|what are you|how are you|talk to (a )?(human|person|agent|someone|executive)|customer care|call me back|callback)\b/;

/** A question is read from its first words: past these it is a letter, not a question, and costs CPU time. */
const MAX_WORDS = 40;
/** Characters of a message that are read: room for its first words, so a long text cannot cost more. */
const MAX_CHARS = 400;
/** Unknown words of one message that are looked up for a correction. */
const MAX_CORRECTIONS = 8;
/** Earlier messages that still shape a follow-up, and how much of each is read. */
const MAX_EARLIER = 4;
const MAX_EARLIER_CHARS = 200;

/**
 * Two known words typed without the space between them ('goapackage', 'tirupatidarshan', 'carrental'), each
 * at least 3 letters and one of them at least 4; null when no split, or more than one, gives known words.
 */
function splitWord(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < 7) return null;
  const splits: string[] = [];
  for (let at = 3; at <= word.length - 3; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (Math.max(head.length, tail.length) < 4) continue;
    if (vocabulary.isKnownWord(head) && vocabulary.isKnownWord(tail)) splits.push(`${head} ${tail}`);
  }
  return splits.length === 1 ? splits[0]! : null;
}

/** Reads one message on its own. */
export function readQuestion(message: string, vocabulary: Vocabulary): Question {
  const text = expandShortForms(message.slice(0, MAX_CHARS));
  const lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const unknownWords: string[] = [];
  let words = wordsOf(text)
    .slice(0, MAX_WORDS)
    .flatMap((word) => {
      if (vocabulary.isKnownWord(word) || /\d/.test(word)) return [word];
      // A question has a few typos; a wall of unknown words is not worth correcting word by word.
      const room = unknownWords.length < MAX_CORRECTIONS;
      const meant = room ? (vocabulary.correct(word) ?? splitWord(word, vocabulary)) : null;
      if (!meant) unknownWords.push(word);
      return meant ? meant.split(' ') : [word];
    });
  // A place word that is a person, a home or a job ('my daughter Manali', 'a Kerala family') is no word of the trip.
  const others = notDestinations(words, vocabulary.gazetteer);
  if (others.size) words = words.filter((_, i) => !others.has(i));
  const joined = ` ${words.join(' ')} `;
  const used = new Set<number>();
  const packageTypes = matchTypes(words, joined, used);
  const themes = matchThemes(words, joined, used);
  const orders = matchOrders(words, joined, used);
  const services = matchServices(words, joined, used);
  const unofferedFound = matchUnoffered(words, joined, used);
  // 'ticket mattum venum, package venam', 'no package, only tickets': the package is what they do not want.
  const matched = matchFlags(words, joined, used);
  const noPackage = NO_PACKAGE.test(` ${wordsOf(text).join(' ')} `);
  const flags = noPackage ? matched.filter((flag) => flag !== 'packages') : matched;
  const { cap, floor } = budgetOf(text);
  words.forEach((word, i) => {
    if (/^\d/.test(word) || numberOf(word) || CHAT_FILLER.has(word) || MONEY_WORDS.has(word)) used.add(i);
  });
  const free = words.filter((_, i) => !used.has(i));
  const found = vocabulary.gazetteer.find(free);
  // 'from Chennai', 'Chennai to Tirupati', 'Chennai se', 'Chennai nundi' name where they start, not where
  // they want to go (unless it is the only place named).
  // 'I'm in Delhi on a visit', 'staying in Pune right now' say where they are, as 'from Delhi' does.
  const origins = new Set(
    words.filter(
      (_, i) =>
        words[i - 1] === 'from' ||
        (ORIGIN_AFTER.has(words[i + 1] ?? '') && i + 2 < words.length) ||
        WHERE_THEY_ARE.test(words.slice(Math.max(0, i - 3), i).join(' ')),
    ),
  );
  // ('a trip starting from Pune itself' asks for one that starts there: the city is then what they look for.)
  const otherwise =
    !STARTING_THERE.test(lower) &&
    (packageTypes.length > 0 || themes.length > 0 || cap !== null || floor !== null || TRIP_WORDS.test(lower));
  const destinations = found.filter(
    (place) =>
      !place.forms.some((form) => form.split(' ').some((word) => origins.has(word))) &&
      !(otherwise && HOME_CITIES.has(place.name.toLowerCase())),
  );
  const places = destinations.length ? destinations : found;
  // A well-known place we have no package for still says what kind of trip is meant (Sabarimala: a pilgrimage).
  let kindFromPlace = false;
  for (const place of places) {
    if (place.served || !place.kind) continue;
    const { type, theme } = place.kind;
    if (type && !packageTypes.length) {
      packageTypes.push(type);
      kindFromPlace = true;
    }
    if (theme && !themes.includes(theme)) themes.push(theme);
  }
  // Starting points are places too, not words to search packages for.
  const placeWords = new Set(found.flatMap((place) => place.forms.flatMap((form) => form.split(' '))));
  const subjectTerms = [
    ...new Set(
      free
        .filter((word) => !placeWords.has(word))
        .map(normalizeTerm)
        .filter((term): term is string => Boolean(term) && !GENERIC.has(term!)),
    ),
  ];
  // As the visitor wrote them, where they wrote them correctly; else as corrected.
  const written = new Map(text.split(/[\s\p{P}\p{S}]+/u).map((word) => [normalizeTerm(word) ?? '', word]));
  const subjectWords = subjectTerms.map((term) => written.get(term) ?? term);
  // 'budget 20k' states a budget, not a wish for the cheapest; 'cheap trip under 20k' asks for both.
  const budgetOnly =
    cap !== null && orders.length === 1 && orders[0] === 'cheapest' && !/cheap|low|sast|afford|econom/.test(lower);
  const order = budgetOnly ? null : (orders[0] ?? null);
  // 'me and my wife' is two people paying as a couple, not a honeymoon.
  const spouse = SPOUSE.test(lower);
  const couple =
    spouse ||
    /\bcouple\b(?! of)/.test(lower) ||
    /\b(per couple|for (a )?couple|for two|for 2(?!\s*(?:days?|nights?|din|naal|hours?|hrs?|km|kms|k\b))( people| persons| of us)?|for both|couple budget|for us two)\b/.test(
      lower,
    );
  // A couple is two travellers ('for a couple', 'me and my wife'): what both pay is compared.
  const groupSize = groupOf(lower) ?? (couple && !/\bcouples\b/.test(lower) ? 2 : null);
  const basis = /\b(per person|per head|each|pp|per pax|per adult)\b/.test(lower)
    ? 'person'
    : // '2 lakh for 4 adults', '1 lakh mein 2 log': the amount is what the party named right after it pays.
      groupSize && groupSize > 1 && BUDGET_FOR_PARTY.test(lower)
      ? 'group'
      : couple && (groupSize ?? 2) === 2
        ? 'couple'
        : // 'family of 6, 1 lakh total', '2 people, 1 lakh in all': the budget is for everyone.
          groupSize && groupSize > 1 && TOTAL.test(lower)
          ? 'group'
          : // A group's budget without 'total' is read per head, and the answer says so.
            groupSize && groupSize > 2
            ? 'person'
            : null;
  // 'how much Indian rupees can I take abroad': money carried on a trip is the forex desk's question.
  if (CARRY_MONEY.test(lower) && !services.includes('forex') && !flags.includes('packages')) services.push('forex');
  // 'a bus for 20 people' is a vehicle to hire, not a bus ticket.
  const hiresBus = groupSize !== null && groupSize >= 8 && words.includes('bus') && !flags.includes('tickets');
  // 'bus from Bangalore to Goa', 'Kodaikanal ku bus' is a bus ticket: a bus with a place and no group to carry.
  if (words.includes('bus') && found.length && !hiresBus && !services.includes('bus')) services.push('bus');
  const wantsCar = flags.includes('car') || hiresBus || words.some((word) => vocabulary.carWords.has(word));
  // A bike is the question only when they ask to rent one ('Ladakh bike trip' is the Ladakh tour); a discount
  // with a service named is that service's ('flight discount for seniors').
  // 'any offers or discounts running?': the offers we run answer it (query.ts), not 'no special prices here'.
  const unoffered =
    unofferedFound.find((topic) =>
      topic === 'special-prices' && OFFERS.test(lower)
        ? false
        : topic === 'bikes'
          ? !services.includes('insurance') && (RENT.test(lower) || (!flags.includes('packages') && !found.length))
          : topic === 'special-prices' && (found.length || NAMES_ONE_TALKED_ABOUT.test(lower)) && !DISCOUNT.test(lower)
            ? false // A child's price on a package we name (or 'that one') is in the catalog ('Andaman 2 adults 2 kids price').
            : !YIELDS_TO_SERVICE.has(topic) || !services.length,
    ) ?? null;
  const asksTravel = flags.includes('packages') || services.length > 0 || wantsCar || flags.includes('tickets');
  return {
    text,
    query: words.join(' '),
    words,
    unknownWords,
    subjectTerms,
    subjectWords,
    places,
    fromOnly: places.length > 0 && !destinations.length,
    packageTypes,
    kindFromPlace,
    themes,
    order,
    priceCap: cap,
    priceFloor: floor,
    basis,
    days: daysOf(lower, themes.includes('weekend'), text),
    groupSize,
    largeGroup: /\b(large|big|huge|bada|periya) (group|family|team|gang|party)\b/.test(lower),
    services,
    wantsCar,
    asksPrice: flags.includes('price') || /\bhow much\b/.test(lower),
    mentionsPackages: flags.includes('packages'),
    noPackage,
    namesPackage: !noPackage && /\b(packages?|pkg|tours?|holidays?|itinerar(y|ies)|vacations?)\b/.test(lower),
    asksInclusions: /\b(includ\w*|inclusions?|food|meals?|breakfast|covered)\b/.test(lower),
    howTo: HOW_TO.test(lower),
    asksPolicy: POLICY.test(lower),
    asksRules: RULES.test(lower),
    asksContact: CONTACT.test(lower),
    unoffered,
    offTopic: !unoffered && !asksTravel && OFF_TOPIC.test(lower),
    mentionsTickets: flags.includes('tickets'),
    smallTalk: words.length > 0 && SMALL_TALK.test(words.join(' ')),
    greeting: words.length > 0 && GREETING.test(words.join(' ')),
    aboutBot: ABOUT_BOT.test(words.join(' ')),
    injection: INJECTION.test(lower),
    empty: words.length === 0,
    mentionsDate: DATE.test(lower),
    followUp: false,
  };
}

/** Names what to look for: a trip kind, place, theme, service, car or subject word of its own. */
const hasSubject = (q: Question) =>
  q.places.length > 0 ||
  q.packageTypes.length > 0 ||
  q.themes.some((theme) => theme !== 'weekend') ||
  q.services.length > 0 ||
  q.wantsCar ||
  q.subjectTerms.length > 0;
/** Narrows or orders without naming a subject. */
const hasModifier = (q: Question) =>
  q.order !== null ||
  q.priceCap !== null ||
  q.priceFloor !== null ||
  q.days !== null ||
  q.groupSize !== null ||
  q.largeGroup ||
  q.asksPrice ||
  q.basis !== null;

/** What a service asks of the visitor or charges: its papers, photos and fees. */
const SERVICE_DETAIL =
  /\b(documents?|docs|papers?|photos?|photographs?|fees?|charges?|kagaz\w*|kaagaz\w*|aavanam\w*)\b/;

/** Reads `current` as a refinement of `previous` when it is one; else returns it as it is. */
export function refine(previous: Question | null, current: Question): Question {
  if (!previous || current.smallTalk || current.greeting || current.empty || current.injection) return current;
  const said = current.words.join(' ');
  const opener = FOLLOW_UP.test(said);
  // 'how many days is it', 'hotel details?', 'is it good for kids?': about the trip (or car) just discussed.
  const asksAbout =
    hasSubject(previous) &&
    !current.unknownWords.length &&
    !current.places.length &&
    !current.packageTypes.length &&
    // 'is flight included?' asks what the package covers, not for a flight booking; 'hotel details?' its
    // stay, but 'hotel booking' is the hotel service.
    (current.asksInclusions || !current.services.some((service) => service !== 'hotels')) &&
    !(current.services.includes('hotels') && /\b(book|booking|reserve|reservation)\b/.test(said)) &&
    !current.mentionsTickets &&
    (!current.wantsCar || previous.wantsCar) &&
    ATTRIBUTE.test(said);
  // 'abroad' after 'honeymoon packages': a bare kind or theme adds to the trip asked about.
  const aboutTrip = previous.places.length > 0 || previous.packageTypes.length > 0 || previous.themes.length > 0;
  const narrows =
    aboutTrip &&
    current.words.length <= 3 &&
    !current.places.length &&
    !current.mentionsPackages &&
    !current.services.length &&
    !current.wantsCar &&
    ((current.packageTypes.length > 0 && !previous.packageTypes.length) ||
      (current.themes.length > 0 && !previous.themes.length));
  // 'urgent hai, next week travel' after a passport question: the same service, asked in a hurry.
  const hurried =
    previous.services.length > 0 &&
    !current.services.length &&
    !current.places.length &&
    !current.packageTypes.length &&
    URGENT.test(said);
  // 'which documents?', 'fees?' after a visa question: a detail of the same service, for the same place.
  const serviceDetail =
    previous.services.length > 0 &&
    !current.services.length &&
    !current.places.length &&
    !current.packageTypes.length &&
    !current.mentionsPackages &&
    SERVICE_DETAIL.test(said);
  const refines =
    asksAbout ||
    narrows ||
    hurried ||
    serviceDetail ||
    (!hasSubject(current) && hasModifier(current)) ||
    (opener &&
      (hasModifier(current) ||
        current.places.length > 0 ||
        current.packageTypes.length > 0 ||
        current.themes.length > 0));
  if (!refines) return current;
  const pick = <T>(mine: T[], theirs: T[]) => (mine.length ? mine : theirs);
  // 'and if they cancel 10 days before?' after 'how can I pay?': a rule asked anew is searched by its own
  // words, not the last answer's ('advance' would bring the payment entry back).
  const policyAsked = POLICY.exec(current.words.join(' '))?.[1]?.slice(0, 4);
  const ownWords = Boolean(policyAsked) && !previous.words.some((word) => word.startsWith(policyAsked!));
  return {
    ...current,
    text: `${previous.text} ${current.text}`,
    query: ownWords ? current.query : `${previous.query} ${current.query}`,
    unknownWords: current.unknownWords,
    words: ownWords ? current.words : [...previous.words, ...current.words],
    subjectTerms: asksAbout
      ? previous.subjectTerms
      : current.places.length
        ? current.subjectTerms
        : pick(current.subjectTerms, previous.subjectTerms),
    subjectWords: asksAbout
      ? previous.subjectWords
      : current.places.length
        ? current.subjectWords
        : pick(current.subjectWords, previous.subjectWords),
    places: pick(current.places, previous.places),
    fromOnly: current.places.length ? current.fromOnly : previous.fromOnly,
    packageTypes: pick(current.packageTypes, previous.packageTypes),
    kindFromPlace: current.packageTypes.length ? current.kindFromPlace : previous.kindFromPlace,
    themes: pick(current.themes, previous.themes),
    order: current.order ?? previous.order,
    priceCap: current.priceCap ?? previous.priceCap,
    priceFloor: current.priceFloor ?? previous.priceFloor,
    basis: current.basis ?? previous.basis,
    // 'hotel details?' of a package is about its stay, not a hotel booking.
    asksInclusions: current.asksInclusions || (asksAbout && current.services.includes('hotels')),
    days: current.days ?? previous.days,
    groupSize: current.groupSize ?? previous.groupSize,
    largeGroup: current.largeGroup || (current.groupSize === null && previous.largeGroup),
    services: asksAbout ? previous.services : pick(current.services, previous.services),
    wantsCar: current.wantsCar || (previous.wantsCar && !current.mentionsPackages && current.packageTypes.length === 0),
    asksPrice: current.asksPrice || previous.asksPrice,
    mentionsPackages: current.mentionsPackages || previous.mentionsPackages,
    namesPackage: current.namesPackage || previous.namesPackage,
    howTo: current.howTo,
    asksPolicy: current.asksPolicy,
    asksRules: current.asksRules,
    mentionsTickets: current.mentionsTickets || previous.mentionsTickets,
    followUp: true,
  };
}

/** About a trip: a place, kind or theme, and no service or car asked. */
const isTrip = (q: Question) =>
  (q.places.length > 0 || q.packageTypes.length > 0 || q.themes.length > 0) && !q.services.length && !q.wantsCar;

/** The visitor's earlier messages, oldest first, folded into what the conversation is about. */
export function readConversation(history: string[], text: string, vocabulary: Vocabulary): Question {
  let context: Question | null = null;
  /** The last trip talked about, for 'and the package price?' after a detour to a service. */
  let trip: Question | null = null;
  const next = (message: string) => {
    const current = readQuestion(message, vocabulary);
    // After a detour (a visa, the dress code), 'the package price?' or 'and for 4 people, total?' is about the
    // trip again; a group size after a car question stays with the car.
    const detour = context !== null && !isTrip(context);
    const aboutTrip = current.namesPackage || (current.groupSize !== null && !context?.wantsCar && !current.wantsCar);
    const back = detour && trip && aboutTrip && !current.places.length && !current.packageTypes.length;
    // 'about 3 days, 600 km?', 'and if we are 10?' after a car question: the car's days, distance or seats.
    const carStill =
      context?.wantsCar &&
      !current.wantsCar &&
      !isTrip(current) &&
      !current.mentionsPackages &&
      !current.services.length &&
      (current.days !== null || current.groupSize !== null || /\d\s*(km|kms|kilomet)/.test(current.text.toLowerCase()));
    context =
      context && carStill
        ? {
            ...context,
            text: `${context.text} ${current.text}`,
            words: [...context.words, ...current.words],
            days: current.days ?? context.days,
            groupSize: current.groupSize ?? context.groupSize,
            followUp: true,
          }
        : refine(back ? trip : context, current);
    if (isTrip(context)) trip = context;
    return context;
  };
  for (const turn of history.slice(-MAX_EARLIER)) next(turn.slice(0, MAX_EARLIER_CHARS));
  return next(text);
}
