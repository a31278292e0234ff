// The typed package query (issue 32): what a visitor asks of our packages as slots that code answers from
// the catalog's data — kind, places and places left out, tags, months, grade, party, budget, days, a sort
// over any numeric attribute, a comparison set and the package in focus. Read from the understood question
// (question.ts) plus the words for what packages are; a conversation's earlier turns, the bot's replies
// included, give the focus ('the second one', 'book it') and the query a follow-up changes one slot of.
import type { PackageType } from '#shared/catalog/collections';
import { FULL_MONTH_NAMES, PACKAGE_TAGS, type PackageTag, type TrekGrade } from '#shared/catalog/attributes';
import type { ChatTurn } from '#shared/schemas/chat';
import type { PackageDoc } from './knowledge';
import { GENERIC_THING, SORT_VALUES, START_ASKED, STAY_ASKED, hasTag, stem } from './catalog-answer';
import type { KnowledgeIndex } from './knowledge-index';
import { packageTexts } from './package-answer';
import { POLICY, THEME_TAGS, wordsOf } from './lexicon';
import { HOME_CITIES, STARTING_THERE, type Days, type Question } from './question';
import { OFFERS } from './out-of-scope';
import type { Fact, QuerySlots, SortKey } from './query-schema';

export type PackageQuery = {
  kind: QuerySlots['kind'];
  types: PackageType[];
  excludedTypes: PackageType[];
  /** Packages the places asked for point to (all of them, by how strongly). */
  places: Question['places'];
  excluded: PackageDoc[];
  /** What was left out, as the visitor named it ('Goa'). */
  excludedNames: string[];
  tags: PackageTag[];
  /** Kinds of trip left out ('international but no beach'); the rules read them, a model's slots do not yet. */
  excludedTags?: PackageTag[];
  /** 'under 2000 per day': the most one traveller pays a day. */
  perDayCap?: number | null;
  /** 'max 8 km walking a day': the longest day on foot accepted, in km (the rules read it, a model's slots do not yet). */
  maxWalkingKm?: number | null;
  /** The question's words: within the pool the slots decide, packages are ranked by how well they match them. */
  terms?: string;
  /** 'is it ok for kids?': whether the package in focus is for who travels. */
  suits?: PackageTag[];
  /** The package in focus, asked about for who travels, that is not one for them. */
  unsuited?: PackageDoc;
  /** A follow-up that changes one slot of a comparison or a list ('in 5 days?'): the packages it chooses among. */
  among?: PackageDoc[];
  months: number[];
  /** What the months were called ('December', 'the monsoon'), for the reply. */
  when: string | null;
  grade: TrekGrade | null;
  /** 'not too hard': this grade or easier. */
  maxGrade: TrekGrade | null;
  /** 'below 3000 m', 'under 2500m': the highest point the trip may reach, in metres. */
  maxAltitudeM: number | null;
  /** 'above 4000 m', '4000 m se upar': the least height the trip should reach (the rules read it). */
  minAltitudeM?: number | null;
  /** The youngest traveller's age ('my son is 13', 'for an 8 yr old'): packages run for it. */
  youngestAge: number | null;
  /** 'packages with flights included'. */
  includesFlights: boolean;
  /** 'which ones do NOT include flights?', 'without airfare': only packages whose price leaves flights out (the rules read it). */
  withoutFlights?: boolean;
  /** 'any offer running?' of no package: the packages with a running offer (the rules read it). */
  onOffer?: boolean;
  /** 'river rafting', 'toy train': things to do some day plans name (featuresOf; the rules read it). */
  features?: { name: string; plan: RegExp }[];
  children: number;
  /** 'no extra bed', 'without bed': the children share the adults' beds (the rules read it, a model's slots do not yet). */
  childNoBed?: boolean;
  /** '1 kid with bed, 1 without': how many children share a bed, when some do and some do not. */
  childrenNoBed?: number;
  adults: number | null;
  /** 'single room', 'own room': adults in a room of their own (the rules read it, a model's slots do not yet). */
  singles?: number;
  /** 'with GST', 'TCS?': the fare with its taxes asked (the rules read it, a model's slots do not yet). */
  taxes?: boolean;
  /** 'how much advance to book it?': the advance on the party's fare (the rules read it). */
  advance?: boolean;
  priceCap: number | null;
  /** 'between 25k and 30k', '50k+': the least the trip should cost a traveller (the rules read it, a model's slots do not yet). */
  priceFloor?: number | null;
  basis: Question['basis'];
  days: Days | null;
  sort: { key: SortKey; descending: boolean } | null;
  compare: PackageDoc[];
  focus: PackageDoc | null;
  fact: Fact | null;
  /** 'any of those with snow?', 'which one has snow?': the last list narrowed by what this message adds (the rules read it). */
  ofList?: boolean;
  /** 'what does it include?', 'what all is covered': the package's inclusions (the rules read it). */
  inclusions?: boolean;
  /** 'what happens on day 3?': that day of the package's plan (the rules read it). */
  day?: number | null;
  /** 'how many days, and flights included?': facts asked beside the first, each answered after it (the rules read it). */
  alsoFacts?: Fact[];
  /** '40k for both incl GST': the budget is the party's fare with its taxes (the rules read it). */
  taxedBudget?: boolean;
  /** 'which goes highest? we want to avoid it': the list sorted is of trips to avoid (the rules read it). */
  avoid?: boolean;
};

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  janvari: 1,
  january_: 1,
  february: 2,
  feb: 2,
  farvari: 2,
  march: 3,
  mar: 3,
  march_: 3,
  april: 4,
  apr: 4,
  aprail: 4,
  may: 5,
  june: 6,
  jun: 6,
  joon: 6,
  july: 7,
  jul: 7,
  julai: 7,
  august: 8,
  aug: 8,
  agast: 8,
  september: 9,
  sep: 9,
  sept: 9,
  sitambar: 9,
  october: 10,
  oct: 10,
  aktubar: 10,
  november: 11,
  nov: 11,
  navambar: 11,
  december: 12,
  dec: 12,
  disambar: 12,
};
/** Festivals and seasons as the months they fall in (India's school summer holidays are April to June). */
const SEASONS: [RegExp, number[], string][] = [
  [/\b(christmas|xmas)\b/, [12], 'Christmas'],
  [/\bnew year\b/, [12, 1], 'New Year'],
  [/\b(diwali|deepavali|divali)\b/, [10, 11], 'Diwali'],
  [/\b(dussehra|dasara|navratri|puja holidays?)\b/, [10], 'Dussehra'],
  [/\b(pongal|sankranti|sankranthi)\b/, [1], 'Pongal'],
  [/\bholi\b/, [3], 'Holi'],
  [/\bonam\b/, [8, 9], 'Onam'],
  [/\b(summer (holidays?|vacations?|break)|may holidays|summer)\b/, [4, 5, 6], 'the summer holidays'],
  [/\b(monsoon|rainy season|rains|baarish|barish|mazhai)\b/, [7, 8], 'the monsoon'],
  [/\bwinter\b/, [12, 1, 2], 'winter'],
];
const MONTH_NAMES = FULL_MONTH_NAMES;

const TAG_WORDS: [RegExp, PackageTag][] = [
  [/\b(beach|beaches|sea|seaside|coast|samundar|kadal)\b/, 'beach'],
  [/\b(hills?|hilly|hill stations?|mountains?|mountainous|pahad|pahadi|malai)\b/, 'hill'],
  [/\b(snow|snowfall|baraf|barf|ice|frozen|pani)\b/, 'snow'],
  [/\b(backwaters?|houseboat)\b/, 'backwaters'],
  [/\b(wildlife|safari|jungle|animals?|tigers?)\b/, 'wildlife'],
  [/\b(heritage|history|historical|forts?|palaces?|monuments?)\b/, 'heritage'],
  [
    /\b(honeymoon|honeymooners|romantic|newly married|just married|newlyweds?|after (the |our |my )?(wedding|marriage)|(wedding|marriage|shaadi|shadi) (ke )?(baad|after))\b/,
    'honeymoon',
  ],
  [/\b(family|families|kids?|children|child|bachon|bacche|bachche|kulandhai\w*|kuzhandhai\w*|pasanga)\b/, 'family'],
  [
    /\b(seniors?|senior citizens?|elderly|old parents|aged parents|grandparents|my parents|parents|wheel ?chair|wheelchair bound|walker|limited mobility|periyavanga|mom|mother|mummy|amma|maa|dad|father|appa|papa|in-?laws|bp|breathing|knee pain)\b/,
    'senior-friendly',
  ],
  [/\b(adventure|adventurous|thrill|thrilling|rafting)\b/, 'adventure'],
  [/\b(islands?|dweep)\b/, 'island'],
  [/\b(desert|sand dunes|dunes|registan)\b/, 'desert'],
  [/\b(city|cities|shopping)\b/, 'city'],
];

/** 'somewhere cool', 'escape the heat', 'thandi jagah': a place cooler than the plains in summer. */
const COOL =
  /\b(somewhere|some where|anywhere|any where|some place|someplace|places?|destinations?|spots?|jagah|idam|climate|weather) (that is |which is |with |thats |where its |where it is )?(cool|cooler|cold|chilly|pleasant)\b|\b(cool|cooler|chilly|thand[ia]+|thande|kulir\w*) (place|places|spot|spots|destination|jagah|idam|climate|weather|hills?)\b|\b(escape|beat|away from|avoid|run from) (the )?(summer )?heat\b|\bgarmi se (bachna|bachne|door|dur)\b/;

/** 'not too hard', 'easy or moderate': a grade and anything easier. */
const AT_MOST_MODERATE =
  /\b((not|nothing) (too |very |so |that )?(hard|difficult|tough|strenuous)|easy (or|to|n|and) moderate|moderate (or|n|and) easy|zyada mushkil nahi|romba kashtam illa)\b/;
const EASY = /\b(easy|easiest|easier|beginners?|first tim(e|er|ers)|novices?|aasaan|asaan|simple|sulabam)\b/;
const HARD = /\b(difficult|toughest|tough|hardest|hard|challenging|experienced|mushkil|kathin)\b/;
const MODERATE = /\bmoderate\b/;

/** Words that leave out what follows ('other than Goa', 'not a trek', 'except Dubai'). */
const EXCLUDE_BEFORE =
  /\b(other than|except|excluding|apart from|but not|not|non|without|bina|instead of|no|nothing|outside|(already|have|has|had|we ve|ive) (done|visited|seen|covered|been to|gone to|went to)|(?<!(never|not|ever|havent|haven t) )been to)\s+(an?\s+|the\s+|in\s+(the\s+)?|(too|very|so|that|much)\s+)?$/;
/** Hinglish and Tanglish put it after ('Goa ke alawa', 'Goa thavira', 'Goa illama'). */
const EXCLUDE_AFTER =
  /^\s*(ke alawa|ke alava|ke siva|chhodke|chodke|chhod ke|chod ke|chhodkar|chodkar|chhod kar|chod kar|ko chhod|thavira|thavara|illama|illaama|venda|vendam|vendaam|venam|venaam|nahi|nahin|already|done already|ho aaye|ho aye|ho chuke|dekh liya|dekh chuke|kar liya|kar chuke|poitom|poittom|poyitom|poi vandhom|poitu vandhom|paathachu|pathachu|mudinjachu)\b/;

/** 'the cheaper one' of a comparison, by what the word compares. */
const COMPARATIVE =
  /\b(cheaper|costlier|shorter|longer|higher|lower|easier|harder|tougher|sast[ae] wal[ae]|kammiyana|vilai kammi)\b/;
const COMPARATIVES: Record<string, { key: SortKey; descending: boolean }> = {
  cheaper: { key: 'price', descending: false },
  costlier: { key: 'price', descending: true },
  shorter: { key: 'days', descending: false },
  longer: { key: 'days', descending: true },
  higher: { key: 'altitude', descending: true },
  lower: { key: 'altitude', descending: false },
  easier: { key: 'grade', descending: false },
  harder: { key: 'grade', descending: true },
  tougher: { key: 'grade', descending: true },
  'sasta wala': { key: 'price', descending: false },
  'saste wala': { key: 'price', descending: false },
  'sasta wale': { key: 'price', descending: false },
  'saste wale': { key: 'price', descending: false },
  kammiyana: { key: 'price', descending: false },
  'vilai kammi': { key: 'price', descending: false },
};
const FIRST_FEW = /\b(?:first|top|these|those|the)\s+(two|2|three|3)\b|\bboth\b/;
/** The package that wins on `sort` of `docs`. */
function bestBy(docs: PackageDoc[], sort: { key: SortKey; descending: boolean }): PackageDoc {
  const value = (doc: PackageDoc) => SORT_VALUES[sort.key](doc) ?? (sort.descending ? -Infinity : Infinity);
  return [...docs].sort((a, b) => (sort.descending ? value(b) - value(a) : value(a) - value(b)))[0]!;
}
const CONJUNCTION = new Set(['and', 'n', 'or', 'nor', 'aur', 'um', 'or', '&']);
const COMPARE =
  /\b(compare|comparison|vs|versus|difference|differences|or|ya|illa|better|which one|kaunsa|konsa|edhu)\b/;

/** 'to avoid that one', 'we will skip it', 'usse bachna': what is asked for is what they will not take. */
const AVOID = /\b(avoid|skip|stay away|steer clear|bachna|bachana|thavirkka)\b/;
const PER_DAY = /\b(per day|a day|daily|per din|oru naalukku|prati din)\b/;
const ALTITUDE_HIGH = /\b(highest|higher|tallest|high altitude|sabse uncha|uncha|uyaramana|most altitude)\b/;
const ALTITUDE_LOW =
  /\b(lowest (in )?(altitude|height)|low altitude|least (altitude|height)|less altitude|kam altitude|lower altitude|not (very |too )?high|lowest trek)\b/;

const FACTS: [RegExp, Fact][] = [
  [
    /\b(how high|altitude|elevation|height|kitna uncha|evlo uyaram)\b|\b(above|over|below|under|more than|less than) \d[\d,]*\s*(m|mtrs?|metres?|meters?|ft|feet)\b/,
    'altitude',
  ],
  [
    /\b(best time|when to go|when should|when is (it )?best|best months?|good time|ideal time|right time|which months?|season|good in|kab jaye|kab jaaye|kab jana|kab jaana|kab jayen|eppo pogalam|eppo poga)\b|\b(sahi|sahee|accha|acha|achha|best|right|ideal|nalla|sariyana) (time|mahina|mahine|month|months|samay|season|neram|maasam)\b|\bkab (ja|jaa|jaane|jane|jayein|ghoom\w*)\b|\beppo (po|pona|ponaa|ponum|pogalaam|pogala)\b|\b(any|every|all|each) (month|months|season)\b|\b(all|whole) (the )?year\b|\byear round\b/,
    'months',
  ],
  [
    /\b(how many (days|nights)|how long|duration|kitne din|kitni raat|ethana naal|evvalavu naal|ethanai naal|ethanai iravu)\b/,
    'days',
  ],
  [/\b(year old|years old|min(imum)? age|age limit|age)\b/, 'age'],
  [
    /\b(flights?|airfare|air ?fare|air tickets?)\b.*\b(includ\w*|extra|separate|excluded|part of)\b|\b(includ\w*)\b.*\bflights?\b/,
    'flights',
  ],
  [/\b(how (hard|difficult|tough)|difficulty|grade)\b/, 'grade'],
  [/\b(walk(ing)?|on foot|paidal|pedal|chal(na|ni|ta|te)|nadai|nadakk\w*|km a day|kms? per day)\b/, 'walking'],
  [/\b(how much|price|cost|rate|evlo|kitne ka|kitna|fare|amount|gst|tcs|tax|taxes|offers?|deals?)\b/, 'price'],
];

/** 'single room', 'own room', 'a separate room for amma': adults who take a room of their own. */
const SINGLE_ROOM =
  /\b(single (tent|room|occupancy|supplement)|(own|separate|seperate|private|alag) room|room (of|to) (his|her|my|their) own)\b/;
/** 'with GST', 'TCS evlo', 'final amount including taxes': the fare with its taxes. */
const TAXES = /\b(gst|tcs|taxes?|all inclusive|all in|final (amount|price|cost|bill))\b/;
/** 'advance to book', 'deposit', 'token amount': what is paid now of the party's fare. */
const ADVANCE = /\b(advance|deposit|token (amount|money)|booking amount|munpanam)\b/;
/** How to pay ('by card?', 'EMI?', 'refund?') beside the advance asks the payment rules, not a figure. */
const PAYING = /\b(pay|paying|payment|card|cards|upi|emi|instal\w*|cancel\w*|refund\w*)\b/;
const advanceAsked = (lower: string) => ADVANCE.test(lower) && !PAYING.test(lower);
/** 'child price', 'rate for a kid', 'bachche ka kitna': the package's own child price asked. */
const CHILD_PRICE =
  /\b(child|children|kids?|son|daughter|bachch\w*|bacche|kulandhai\w*|kuzhandhai\w*)\b.*\b(price|rate|cost|fare|charge|how much|kitna|evlo|bed)\b|\b(price|rate|cost|fare|charge|how much|kitna|evlo)\b.*\b(child|children|kids?|bachch\w*|bacche|kulandhai\w*|kuzhandhai\w*)\b/;
const CHILD_COUNT = /\b(\d+|one|two|three|four)\s+(kids?|children|child|bachche|kulandhaigal)\b/;
const SMALL_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, a: 1, oru: 1, ek: 1 };
/** 'one without a bed', 'one child bed nahi', 'oruvarukku bed vendam': how many of the children need no bed. */
const COUNTED_NO_BED =
  /\b(one|1|a|oru|ek|two|2)\s+(?:(?:kids?|child|children|kuzhandhai\w*|kulandhai\w*|bachch\w*|bacche)\s+(?:ko\s+)?)?(?:(?:no|without|w\/o|bina)\s+(?:an?\s+)?(?:extra\s+)?bed|bed\s+(?:nahi|nahin|venda|vendam|not needed|illa))\b/;
/** '1 kid with bed, 1 kid without bed', 'one with bed and one without': the number without a bed, when both are said. */
const MIXED_BEDS =
  /\bwith (?:an? )?(?:extra )?bed\b.*?\b(\d+|one|two|three|a)\s+(?:(?:kids?|child|children)\s+)?(?:without|no|w\/o)\b/;

/**
 * 'total with GST for the Goa package', 'single room price for the Kashi trip', 'TCS on Dubai?': a package's
 * fare, not the tax FAQ or the hotel desk. Only a package named or in focus makes it one (the caller checks).
 */
export function asksPackageFare(question: Question): boolean {
  const lower = question.words.join(' ');
  const otherPolicy = POLICY.test(lower.replace(/\b(gst|tcs|advance|deposit)\b/g, ''));
  return (
    (TAXES.test(lower) || SINGLE_ROOM.test(lower) || advanceAsked(lower)) &&
    !otherPolicy &&
    question.services.every((service) => service === 'hotels')
  );
}

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, last: 99 };
// Not 'first time' or 'last minute': those say when, not which one.
const ORDINAL =
  /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|last)(?!\s+(?:time|timer|timers|minute|year|week|month|day|days)\b)(?:\s+(one|option|package|trek|tour|trip))?\b/;
/** The places of a list a message names ('the first and third', '2nd vs last'). */
const ordinalsOf = (lower: string) => [
  ...new Set([...lower.matchAll(new RegExp(ORDINAL.source, 'g'))].map((m) => ORDINALS[m[1]!]!)),
];

/** 'what does it include?', 'what all is covered?', 'inclusions?': what the package's price includes. */
const INCLUSIONS_ASKED =
  /\bwhat(s| is| are| all| else)? (is |are |all |does (it|that|this|the \w+) |do they )?(included|includes|include|covered|cover|covers)\b|\binclusions?\b|\bkya kya (included|shamil|milega)\b|\benna enna (include|irukku)\b/;
/** 'day 3', 'the 4th day', 'second day': a day of a package's plan asked about. */
const DAY_ASKED =
  /\bday\s*-?\s*(\d{1,2})\b(?!\s*(?:days?|nights?|people|persons|adults|k\b))|\b(\d{1,2})(?:st|nd|rd|th)\s+day\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+day\b/;
const DAY_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
function dayAskedOf(lower: string): number | null {
  const match = DAY_ASKED.exec(lower);
  if (!match) return null;
  const day = match[3] ? DAY_ORDINALS.indexOf(match[3]) + 1 : Number(match[1] ?? match[2]);
  return day >= 1 && day <= 30 ? day : null;
}

/** The one package of the last list a message picks ('the 2nd one', 'visa for the last one'), or null. */
export function pickedFrom(lower: string, list: PackageDoc[]): PackageDoc | null {
  const ordinals = ordinalsOf(lower);
  return ordinals.length === 1 && list.length ? (list[Math.min(ordinals[0]!, list.length) - 1] ?? null) : null;
}

const ANY_KIND = /\b(not just|not only|any (type|kind|category)|all (types|kinds)|of any (type|kind))\b/;
/** 'which of these', 'any of them', 'which ones': a question of the whole last list. */
const AMONG_LIST = /\b(which|any|all) (of|among) (these|those|them|the above)\b|\bwhich ones\b|\binme se\b|\bithula\b/;
/** 'which one has snow?' after a list: of that list too. */
const WHICH_ONE = /\bwhich (one|ones) (has|have|is|are|with|got)\b|\bkaunsa wala\b|\bedhula\b/;
/** 'ok in May?', 'may mein jaana theek rahega?': whether to go then, of the package talked about. */
const GO_THEN = /\b(ok|okay|theek|thik|good|fine|possible|safe|sahi|nalla|nalladha|sari)\b/;

/** 'other than that one', 'something else': the package in focus is left out. */
const OTHER_THAN_FOCUS =
  /\b(other than|apart from|except|besides|instead of|not) (it|that|this|that one|this one|the same|same one)\b|\b(something else|anything else|another|some other|different one|koi aur|kuch aur|dusra|doosra|vera edhavadhu|vera)\b/;
const REFERS =
  /\b(it|that|this|that one|this one|the same|same one|that trek|that tour|that package|this package|the package|adhu|ye|yeh|wo|woh)\b/;
const BOOK = /\b(book|booking|reserve|enquire|confirm)\b/;
// ('sabse sasta' is the cheapest, not cheaper.)
const CHEAPER = /\b(cheaper|less expensive|lower (price|budget|cost)|more affordable|(?<!sabse )sasta|kam price)\b/;
const SHORTER = /\b(shorter|fewer days|less days|kam din)\b/;
const EASIER = /\b(easier|less difficult|not so (hard|difficult|tough))\b/;
/** 'something lower', 'not as high': below the package in focus (not a lower price). */
const LOWER = /\b(lower(?! (price|budget|cost|rate|fare))|less high|not (as|so) high|less altitude|kam unch\w*)\b/;

/** 'below 3000 m', 'under 2500m', 'nothing above 500 m': a ceiling on altitude, in metres. */
const ALTITUDE_CAP =
  /\b(?:below|under|less than|lower than|(?:not|nothing|no|never) (?:above|over|higher than|more than)|max(?:imum)?|upto|up to|within|kam)\s*(\d[\d,]*)\s*(m|mtrs?|metres?|meters?|ft|feet)\b/;
const ALTITUDE_CAP_AFTER =
  /\b(\d[\d,]*)\s*(m|mtrs?|metres?|meters?|ft|feet)\s*(?:se kam|kku keezh|or less|or lower|max)\b/;
const SIBLING_AGE =
  /\b(?:brother|sister|nephew|niece|cousin|grandson|granddaughter|grandchild|bhai|behen|thambi|thangachi)\s+(?:is\s+)?(?:aged?\s+)?(\d{1,2})\b/;
/** The youngest traveller's age: '8 yr old', 'son is 13', 'age 10', '12 vayasu', '13 saal'. */
const AGE =
  /\b(\d{1,2})\s*(?:-|\s)?(?:yrs?|years?|yo|saal|vayasu|vayasu aagudhu)(?:\s*-?\s*old)?\b|\b(?:son|daughter|kid|child|boy|girl|he|she|beta|beti|paiyan|ponnu)\s+(?:is\s+)?(?:aged?\s+)?(\d{1,2})\b|\bage\s*(?:is\s*)?(\d{1,2})\b/;
const FLIGHTS_INCLUDED =
  /\b((with|including|incl|inclusive of) (the )?(return )?(flights?|air ?fare|air tickets?)|(flights?|air ?fare|air tickets?|flight tickets?) (are |is )?(included|inclusive|incl|part of)|(includ\w*|covers?) (the )?(return )?(flights?|air ?fare|air tickets?|flight tickets?))\b/;
/** 'do NOT include flights', 'without airfare', 'flights not included': packages that leave the flights out. */
const FLIGHTS_LEFT_OUT =
  /\b(not|dont|don't|doesnt|doesn't|without|excluding|exclude|excludes|minus)\s+(?:\w+\s+){0,2}?(flights?|air ?fare|air tickets?)\b|\b(flights?|air ?fare|air tickets?) (are |is )?(not included|excluded|separate|extra)\b/;

/**
 * 'packages with flights included', 'flights included?' of the package in focus: what packages are, not the
 * flight-booking service.
 */
export const asksPackagesWithFlights = (question: Question, focus: PackageDoc | null = null) =>
  question.services.every((service) => service === 'flight') &&
  (question.mentionsPackages || question.packageTypes.length > 0 || question.places.length > 0 || focus !== null) &&
  (FLIGHTS_INCLUDED.test(question.words.join(' ')) || FLIGHTS_LEFT_OUT.test(question.words.join(' ')));

/** 'no extra bed', 'without a bed', 'bina bed', 'bed venda': a child sharing the adults' beds. */
const NO_BED =
  /\b(no|without|w\/o|bina|no need (of|for)|(does|do|will|would) ?(not|nt|n t) need|doesnt need|dont need|won t need) (an? )?(extra |separate |own )?beds?\b|\bbeds? (not needed|not required)\b|\b(extra )?bed (nahi|nahin|not needed|venda|vendam|illa|illama|ke bina)\b|\bsharing (the |our |parents )?bed\b|\b(will|can|to|would) share\b(?! (a |the |our )?(room|cab|car|taxi))|\bsleeps? with (us|me|parents|mom|dad|amma|appa)\b/;
/** 'the 3 year old', 'the younger one', 'the baby': one child of several, the one without a bed. */
const ONE_CHILD =
  /\b(the|our|my) (\d{1,2} ?(yrs?|years?|yo)( old)?|younger|youngest|little|small|smaller|baby|infant|toddler|elder|older|eldest)( one| kid| child| son| daughter| boy| girl)?\b/;
/** 'with a bed', 'needs a bed', 'wants her own bed': a child who takes a bed of their own. */
const WITH_BED = /\b(with|needs?|wants?) (an? |his |her |their )?(extra |separate |own )?bed\b/;
/** '11 yr with bed, 6 yr without bed': children named by age, each with or without a bed; how many without. */
function bedsByAge(lower: string, children: number): number | undefined {
  // 'the 2 yr old doesn't need a bed': that one child.
  if (children >= 2 && ONE_CHILD.test(lower) && [...lower.matchAll(new RegExp(NO_BED.source, 'g'))].length === 1)
    return 1;
  if (children < 2 || !WITH_BED.test(lower)) return undefined;
  const without = [...lower.matchAll(new RegExp(NO_BED.source, 'g'))].length;
  return without ? Math.min(without, children - 1) : undefined;
}
/** 'going alone', 'solo trip', 'just me', 'akela': one traveller. */
const SOLO =
  /\b(going alone|travell?ing alone|alone|solo|just me|only me|by myself|myself only|akela|akeli|akele|naan mattum|thaniya|thaniyaa)\b/;
/** 'and Goa?', 'what about Bali', 'if we switch to Bali', 'Bali instead': the question before, of another package. */
const SWITCH =
  /^\s*(and|n|what about|how about|wat about|and if|what if|if we)\b|\b(instead|switch(ed)? to|change to|go for)\b/;
/** 'next cheapest', 'the next one', 'agla wala', 'adutha': the one after in the same ranking. */
const NEXT =
  /\b(next|agla|agli|agle|adutha|aduththa|aduttha) (cheapest|costliest|shortest|longest|highest|lowest|easiest|one|option|wala|wali|best)\b|^\s*(and )?(the )?next\s*$/;
/** 'for the same 4 of us', 'same family', 'same group': the party named before. */
const SAME_PARTY = /\bsame (\d+ |two |three |four |five |six )?(of us|family|group|party|people|members|lot|log)\b/;
/** 'total', 'kitna padega', 'evlo aagum': what all of them pay. */
const PARTY_TOTAL =
  /\b(total|overall|altogether|in all|all together|kul|kitna padega|kitne padenge|kitna hoga|mottham|motham|evlo aagum|evlo agum)\b/;

/** The youngest age a message names, or null. */
export function youngestAgeOf(lower: string): number | null {
  const match = AGE.exec(lower);
  // 'my sister is 11' is a child's age; 'going with my sister (60)' is not what a trip's minimum age asks.
  const sibling = SIBLING_AGE.exec(lower);
  const age = match
    ? Number(match[1] ?? match[2] ?? match[3])
    : sibling && Number(sibling[1]) < 18
      ? Number(sibling[1])
      : null;
  return age !== null && age >= 1 && age <= 90 ? age : null;
}

/** 'max 8 km a day', 'not more than 10 km walking', 'walk under 6 kms': a ceiling on the longest day on foot. */
const WALK_CAP =
  /\b(?:max(?:imum)?|under|below|less than|within|upto|up to|not more than|at most|only)\s*(\d{1,2})\s*(?:km|kms|kilomet(?:re|er)s?)\b|\b(\d{1,2})\s*(?:km|kms|kilomet(?:re|er)s?)\s*(?:max|or less|only)\b/;
const WALKING = /\b(walk(ing)?|on foot|paidal|nadai|nadakk\w*|trek|treks|trekking|hike|hiking)\b/;

/** 'little walking', 'cannot walk much', 'bad knees', 'paidal kam', 'ghutno me dard': no long day on foot. */
const LITTLE_WALKING =
  /\b(little|less|minimal|not much|not too much|no long|without much|light|easy) (walking|walk|walks)\b|\b(can ?not|cannot|can t|cant|unable to|difficult to|hard to|struggles? to) walk\b|\bknees?\b|\bghut(a|n)\w*|\b(kam|zyada nahi|jyada nahi|jada nahi) (paidal|chal\w*)|\b(paidal|walking)\b.{0,25}\b(kam|nahi|nahin|mushkil)\b|\bnadakka (mudiyadhu|mudiyathu|kashtam)\b/;
/** A short walk a day (temple queues and ghats, not a trek or a hill climb): the ceiling of 'little walking'. */
const SHORT_WALK_KM = 5;

/** The walking ceiling a message names (only with walking or a trek in it: a car's km are another thing), or null. */
function walkingCapOf(lower: string): number | null {
  if (LITTLE_WALKING.test(lower) && !WALK_CAP.test(lower)) return SHORT_WALK_KM;
  if (!WALKING.test(lower)) return null;
  const match = WALK_CAP.exec(lower);
  const km = match ? Number(match[1] ?? match[2]) : null;
  return km !== null && km >= 1 && km <= 40 ? km : null;
}

/** 'above 4000 m', 'crosses 4,200 metres', '4000 m se upar', '4000m+': a floor on altitude, in metres. */
const ALTITUDE_FLOOR =
  /(?<!\b(?:not|nothing|no|never) )\b(?:above|over|more than|higher than|beyond|cross(?:es|ing)?|at least|min(?:imum)?|reach(?:es|ing)?)\s*(\d[\d,]*)\s*(m|mtrs?|metres?|meters?|ft|feet)\b/;
const ALTITUDE_FLOOR_AFTER =
  /\b(\d[\d,]*)\s*(m|mtrs?|metres?|meters?|ft|feet)\s*(?:se upar|se zyada|se jyada|ke upar|ku mela|kku mela|kku mel|or more|or higher|and above|plus|\+)/;
/** 'nothing too high', 'no high altitude', 'zyada unchai nahi': the trip should stay low. */
const ALTITUDE_AVOIDED =
  /\b(not|nothing|no|avoid|without|never) (too |very |so |that |at |at a |in |much |great )?(high|heights?|high altitudes?|altitude)\b(?! (in |on )?(price|budget|cost|rate))|\b(unchai|oonchai|uyaram|uyarama)\b.{0,25}\b(nahi|nahin|mat|vendam|venda|illa|illama)\b/;
/**
 * Where 'high altitude' begins for the body (the usual medical line, 2,500 m): the ceiling of a trip that should
 * not be high, when no number is given. Treks are ranked lowest first instead: every trek climbs.
 */
const HIGH_ALTITUDE_M = 2500;

/** An altitude in metres a pattern names ('below 3000 m', '10,000 ft' → 3,048 m), or null. */
function altitudeOf(lower: string, ...patterns: RegExp[]): number | null {
  const match = patterns.map((pattern) => pattern.exec(lower)).find(Boolean);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  const metres = /^f/.test(match[2]!) ? Math.round(value * 0.3048) : value;
  return metres >= 100 && metres <= 9000 ? metres : null;
}

/** The packages (or cars) an earlier bot reply named, in the order it named them. */
export function packagesIn<Doc extends { title: string }>(text: string, packages: Doc[]): Doc[] {
  return packages
    .map((doc) => ({ doc, at: text.indexOf(doc.title) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.doc);
}

/** Words of a title that single a package out ('kedarkantha', 'golden triangle'), none of the generic ones. */
const GENERIC_TITLE = new Set(
  'and the with tour trek trekking package holiday yatra darshan special road by of in to winter weekend peak lake crossover mystery escape delight highlights temples honeymoon beach'.split(
    ' ',
  ),
);
/** A kind of trip in a title ('Rajasthan Heritage', 'Andaman Islands'): alone it asks for the kind, not that package. */
const TAG_WORDS_IN_TITLES = new Set(PACKAGE_TAGS.flatMap((tag) => [tag, `${tag}s`]));

/** Packages a message names by their title words, in the order named ('compare goa and andaman'). */
function packagesNamed(words: string[], packages: PackageDoc[]): PackageDoc[] {
  // A word in several titles ('kerala') means the package named after it ('Kerala Backwaters & Munnar', not
  // 'Guruvayur and Kerala Temples'), when one is.
  const leads = (word: string) => packages.filter((doc) => wordsOf(doc.title)[0] === word);
  words = words.filter((word) => word.length >= 3);
  const found: { doc: PackageDoc; at: number }[] = [];
  for (const doc of packages) {
    const all = wordsOf(doc.title);
    const title = all.filter((word) => word.length >= 3 && !GENERIC_TITLE.has(word) && !TAG_WORDS_IN_TITLES.has(word));
    // Two title words typed as one ('chardham', 'goldentriangle') name it too.
    const joined = all.slice(1).map((word, i) => `${all[i]}${word}`);
    const at = words.findIndex(
      (word) => (title.includes(word) || joined.includes(word)) && (!leads(word).length || leads(word).includes(doc)),
    );
    if (at >= 0) found.push({ doc, at });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.doc);
}

/**
 * Whether a package named is of the kind asked, or named by more than a place ('a temple tour within Kerala' is no
 * Kerala Backwaters tour, 'kerala backwaters & munnar with the guruvayur temples' names both whatever the kind).
 */
function ofKindAsked(doc: PackageDoc, question: Question, types: PackageType[]): boolean {
  if (!types.length || types.includes(doc.packageType)) return true;
  const places = new Set(question.places.flatMap((place) => place.forms.flatMap((form) => form.split(' '))));
  const said = wordsOf(doc.title).filter(
    (word) => word.length >= 3 && !GENERIC_TITLE.has(word) && question.words.includes(word),
  );
  return said.some((word) => !places.has(word));
}

/** Months a message names, directly or as a festival or season. */
export function monthsOf(lower: string): { months: number[]; when: string | null } {
  const words = wordsOf(lower);
  const named = words.flatMap((word) =>
    MONTHS[word] &&
    (word !== 'may' ||
      /\b(in|for|during|this|next|of) may\b|\bmay (month|holidays?|vacation|mein|me|main|la|il|le|maasam)\b|^may in\b|^may$/.test(
        lower,
      ))
      ? [MONTHS[word]!]
      : [],
  );
  if (named.length) return { months: [...new Set(named)], when: named.map((m) => MONTH_NAMES[m - 1]).join(' or ') };
  for (const [pattern, months, name] of SEASONS) if (pattern.test(lower)) return { months, when: name };
  return { months: [], when: null };
}

/** Tags that say who travels, not where: a follow-up with only these keeps the kind of trip talked about. */
const WHO_TAGS: ReadonlySet<PackageTag> = new Set(['family', 'senior-friendly', 'honeymoon']);

/** 'which is cheaper?' of the last two packages the replies were about, one after the other (none named now). */
const WHICH = /\b(which|kaunsa|konsa|kaun|edhu|ethu|evadhu)\b/;
function discussedOf(lower: string, context: Context): PackageDoc[] {
  const discussed = (context.focuses ?? []).slice(-2);
  return WHICH.test(lower) && discussed.length === 2 ? discussed : [];
}

type Context = {
  query: PackageQuery | null;
  list: PackageDoc[];
  focus: PackageDoc | null;
  /** The packages the replies were about, one after another, the latest last ('book both' totals the last two). */
  focuses?: PackageDoc[];
};

/**
 * Things to do that a day plan names ('river rafting', 'a toy train', 'cable car', 'snorkelling'): asked for,
 * the packages whose plans have them are the answer, whatever kind or tag the word also suggests. What the
 * visitor may write, and how a plan writes it.
 */
const FEATURES: { name: string; asked: RegExp; plan: RegExp }[] = [
  { name: 'river rafting', asked: /\b(river )?raft(ing)?\b/, plan: / rafting / },
  { name: 'a toy train', asked: /\btoy trains?\b|\bheritage train\b|\bmountain railway\b/, plan: / toy train / },
  { name: 'a houseboat', asked: /\bhouse ?boats?\b/, plan: / houseboats? / },
  { name: 'a cable car', asked: /\b(cable cars?|ropeways?|gondolas?)\b/, plan: / (cable car|ropeway|gondola)s? / },
  { name: 'a shikara ride', asked: /\bshikaras?\b/, plan: / shikaras? / },
  { name: 'a camel ride', asked: /\bcamels?\b/, plan: / camels? / },
  { name: 'snorkelling', asked: /\bsnorkel\w*\b/, plan: / snorkel\w* / },
  { name: 'scuba diving', asked: /\b(scuba|diving|dive)\b/, plan: / (scuba|diving|dive) / },
  { name: 'a cruise', asked: /\b(cruises?|dhow)\b/, plan: / (cruises?|dhow) / },
  { name: 'a helicopter', asked: /\b(helicopter|heli)\b/, plan: / helicopter / },
  { name: 'skiing', asked: /\bski(ing)?\b/, plan: / ski(ing)? / },
  { name: 'paragliding', asked: /\bparaglid\w*\b/, plan: / paraglid\w* / },
  { name: 'monasteries', asked: /\bmonaster(y|ies)\b|\bgompas?\b/, plan: / monaster(y|ies) / },
  { name: 'tea gardens', asked: /\btea (gardens?|estates?|plantations?|museum|factory|hills?)\b/, plan: / tea / },
  { name: 'a spice plantation', asked: /\bspices?\b/, plan: / spices? / },
  { name: 'waterfalls', asked: /\bwater ?falls?\b/, plan: / waterfalls? / },
  { name: 'hot springs', asked: /\bhot springs?\b/, plan: / hot springs? / },
  {
    name: 'a light and sound show',
    asked: /\b(light (and|&|n) sound|sound (and|&) light|laser) show\b/,
    plan: / (light and sound|laser|sound and light) show /,
  },
  { name: 'the Ganga aarti', asked: /\b(ganga )?aarti\b/, plan: / aarti / },
  { name: 'a Kathakali show', asked: /\bkathakali\b/, plan: / kathakali / },
  { name: 'a sunrise point', asked: /\bsunrise\b/, plan: / sunrise / },
  { name: 'a glacier', asked: /\bglaciers?\b/, plan: / glaciers? / },
  { name: 'dolphins', asked: /\bdolphins?\b/, plan: / dolphins? / },
  { name: 'a camp night', asked: /\b(camps?|camping|tented camps?)\b/, plan: / camps? / },
  { name: 'a boat ride', asked: /\bboat (ride|trip|tour)s?\b|\bboating\b/, plan: / boat / },
];

/** The things to do asked for that some day plan names (none when no plan names them: said by the usual reply). */
export function featuresOf(question: Question, packages: PackageDoc[]): { name: string; plan: RegExp }[] {
  const lower = ` ${question.words.join(' ')} `;
  return FEATURES.filter(
    (feature) => feature.asked.test(lower) && packages.some((doc) => feature.plan.test(packageTexts(doc).all)),
  );
}

/** Reads the query of one message, against what the conversation had in focus. */
export function readQuery(question: Question, index: KnowledgeIndex, context: Context): PackageQuery {
  const packages = index.docs.filter((doc): doc is PackageDoc => doc.kind === 'packages');
  const lower = ` ${question.words.join(' ')} `;
  const text = question.text.toLowerCase();
  const { gazetteer } = index.vocabulary;

  // Left out: a place or package name, a kind of trip ('not a trek') right after a word that excludes.
  const words = question.words;
  const excludedAt = new Set<number>();
  words.forEach((_, i) => {
    const before = words.slice(Math.max(0, i - 4), i).join(' ') + ' ';
    const after = ' ' + words.slice(i + 1, i + 3).join(' ');
    if (EXCLUDE_BEFORE.test(before) || EXCLUDE_AFTER.test(after)) excludedAt.add(i);
  });
  // 'other than Kashmir and Himachal', 'except Dubai, Singapore n Bali': the list goes on after 'and'.
  // Hinglish and Tanglish name the list first: 'Goa aur Andaman ke alawa', 'Goa and Andaman thavira'.
  words.forEach((word, i) => {
    if (!CONJUNCTION.has(words[i - 1] ?? '') || CONJUNCTION.has(word)) return;
    if ([i - 2, i - 3, i - 4].some((j) => excludedAt.has(j))) excludedAt.add(i);
  });
  for (let i = words.length - 1; i >= 0; i--) {
    if (CONJUNCTION.has(words[i]!) || !CONJUNCTION.has(words[i + 1] ?? '')) continue;
    if ([i + 2, i + 3, i + 4].some((j) => excludedAt.has(j))) excludedAt.add(i);
  }
  const excludedWords = words.filter((_, i) => excludedAt.has(i));
  const named = packagesNamed(words, packages);
  const features = featuresOf(question, packages);
  const excluded = packagesNamed(excludedWords, packages).concat(
    question.places
      .filter((place) => place.forms.some((form) => form.split(' ').some((word) => excludedWords.includes(word))))
      // Left out means anywhere near it: a trek whose day plan only passes through the place goes too.
      .flatMap((place) => packages.filter((doc) => gazetteer.strength(doc, place) >= 1)),
  );
  if (context.focus && OTHER_THAN_FOCUS.test(lower) && !excluded.includes(context.focus)) excluded.push(context.focus);
  const kindExcluded = (pattern: RegExp) => excludedWords.some((word) => pattern.test(word));
  // A hill station is a town to stay in: neither a trek nor a pilgrimage, unless they say so; so is a cool place
  // to spend the summer in.
  const cool = COOL.test(lower);
  const hillStation = (/\bhill stations?\b/.test(lower) || cool) && !question.packageTypes.length;
  const excludedTypes: PackageType[] = [
    ...(kindExcluded(/^(trek|treks|trekking|hike|hiking)$/) || hillStation ? (['trekking'] as const) : []),
    ...(kindExcluded(/^(temple|temples|pilgrimage|devotional|yatra|darshan)$/) || hillStation
      ? (['devotional'] as const)
      : []),
    // 'island but not abroad', 'no foreign trip': the kind of trip, not a place.
    ...(kindExcluded(/^(abroad|international|foreign|overseas|videsh)$/) ? (['international'] as const) : []),
    ...(kindExcluded(/^(domestic|india|indian)$/) ? (['domestic'] as const) : []),
  ];
  // A home city they start from ('from Chennai') is no place to look for: the trip's own words decide.
  const homeOnly =
    question.fromOnly &&
    !STARTING_THERE.test(lower) &&
    question.places.every((place) => HOME_CITIES.has(place.name.toLowerCase()));
  const places = homeOnly
    ? []
    : question.places.filter(
        (place) => !place.forms.some((form) => form.split(' ').some((word) => excludedWords.includes(word))),
      );
  // 'any type, not just treks': every kind of trip.
  const anyKind = ANY_KIND.test(lower);
  if (anyKind) excludedTypes.length = 0;
  const types = anyKind ? [] : question.packageTypes.filter((type) => !excludedTypes.includes(type));

  const tags = new Set<PackageTag>();
  const excludedTags = new Set<PackageTag>();
  for (const [pattern, tag] of TAG_WORDS) {
    const match = pattern.exec(lower);
    if (match) (excludedWords.includes(match[1]!.split(' ')[0]!) ? excludedTags : tags).add(tag);
  }
  // 'a family of 4', 'my family' say how many travel, not that the trip must be a family one.
  const familyParty = /\b(family of|my family|our family|same family|with family \d|family \d)\b/.test(lower);
  if (familyParty && !/\b(family (trip|tour|holiday|friendly|package)|for (a |the |my )?family\b(?! of))/.test(lower))
    tags.delete('family');
  for (const theme of question.themes)
    if (THEME_TAGS[theme] && !excludedTags.has(THEME_TAGS[theme]!) && !(familyParty && THEME_TAGS[theme] === 'family'))
      tags.add(THEME_TAGS[theme]!);
  // A honeymoon is the trip; a health word beside it ('husband has BP') is a condition the altitude or walking
  // slots keep, not a trip for seniors.
  if (tags.has('honeymoon')) tags.delete('senior-friendly');
  // 'somewhere cool': the hills (every snow trip but Europe's cities is in them), in the month asked.
  if (cool) tags.add('hill');
  // A winter trek is a snow trek.
  if (/\bwinter\b/.test(lower) && question.packageTypes.includes('trekking')) tags.add('snow');
  // Temples and treks are kinds of package, not tags; a place's own kind is its type already.
  const { months, when } = monthsOf(text);
  // As written: 'difficulty' asks how hard, it does not ask for hard treks.
  const maxGrade: TrekGrade | null = AT_MOST_MODERATE.test(text) ? 'moderate' : null;
  const grade: TrekGrade | null = maxGrade
    ? null
    : HARD.test(text)
      ? 'difficult'
      : MODERATE.test(text)
        ? 'moderate'
        : EASY.test(text)
          ? 'easy'
          : null;
  if (grade === 'easy' && !question.packageTypes.length && !/\btrek|hike/.test(lower)) tags.delete('adventure');

  const mixed = /\b(\d+)\s*adults?\s*(?:and|&|\+|,|with)?\s*(\d+)\s*(kids?|children|child|infants?|babies|baby)\b/.exec(
    lower,
  );
  const withChild =
    /\b(with|and|plus) (a|one|1|my|our|the) (kid|child|baby|son|daughter)\b|\b(kulandhai\w*|kuzhandhai\w*|bachcha|bacche)\b/.test(
      lower,
    );
  const youngestAge = youngestAgeOf(lower);
  // 'my 12 yr old', 'son is 13': a child, priced as one.
  // 'child rate for 3 kids', 'price for a child without bed': the package's child price, for that many.
  const childCount = CHILD_COUNT.exec(lower);
  const childPriceAsked = CHILD_PRICE.test(lower)
    ? childCount
      ? (SMALL_NUMBERS[childCount[1]!] ?? Number(childCount[1]))
      : 1
    : 0;
  // '1 kid with bed, 1 kid without bed': the children of both kinds, counted together.
  const bedSplit = MIXED_BEDS.test(lower)
    ? [...lower.matchAll(new RegExp(CHILD_COUNT.source, 'g'))].reduce(
        (sum, m) => sum + (SMALL_NUMBERS[m[1]!] ?? Number(m[1])),
        0,
      )
    : 0;
  // 'me, my wife and two kids': the children counted, priced or not.
  const counted = childCount ? (SMALL_NUMBERS[childCount[1]!] ?? Number(childCount[1])) : 0;
  const children = bedSplit
    ? bedSplit
    : mixed
      ? Number(mixed[2])
      : withChild || (youngestAge !== null && youngestAge < 18) || counted
        ? Math.max(1, childPriceAsked, counted)
        : childPriceAsked;
  // '1 kid with bed, 1 without': how many of the children share the adults' beds.
  const noBedSplit = MIXED_BEDS.exec(lower) ?? COUNTED_NO_BED.exec(lower);
  // ('12 yr with bed and 7 without': 7 is an age, not how many; a count is fewer than the children.)
  const splitCount = noBedSplit ? (SMALL_NUMBERS[noBedSplit[1]!] ?? Number(noBedSplit[1])) : undefined;
  const childrenNoBed = splitCount !== undefined && splitCount < children ? splitCount : undefined;
  // 'going alone', 'solo': one adult in a room of their own, as the booking screen prices a lone traveller.
  const solo = SOLO.test(lower);
  const singles = SINGLE_ROOM.test(lower) || solo ? 1 : 0;
  // 'me and my 11 yr old son' is two travellers, one of them the child.
  // '2 adults with a 5 yr old': the adults are counted apart from the child.
  const adultsNamed = /\b(\d+)\s*(?:adults?|grown ?ups|elders|bade|periyavargal)\b/.exec(lower);
  // 'with my wife and 6 yr old son': the couple are two adults, the child on top.
  const spouse = /\b(wife|husband|spouse|hubby|partner|couple)\b/.test(lower) && question.groupSize === 2;
  const adults = solo
    ? 1
    : mixed
      ? Number(mixed[1])
      : adultsNamed
        ? Number(adultsNamed[1])
        : spouse
          ? 2
          : question.groupSize && question.groupSize > children
            ? Math.max(1, question.groupSize - children)
            : children &&
                /\b(me|i|myself) (and|with|&|n|plus) my\b|\bmy \w+( \w+)? and (me|i|myself)\b|\b(main|mai) aur (mera|meri)\b|\b(beta|beti|bachcha) aur (main|mai)\b|\bnaanum\b/.test(
                  lower,
                )
              ? 1
              : null;

  // 'total for 2 adults and a kid': what the party pays is the fare with its taxes (the booking screen's total).
  // The advance is a share of that fare, taxes included.
  const advance = advanceAsked(lower);
  const taxes = TAXES.test(lower) || advance || (PARTY_TOTAL.test(lower) && (adults !== null || children > 0));

  // 'trek under 2000 per day': the budget is a day's, not the trip's.
  const perDayCap = question.priceCap !== null && PER_DAY.test(lower) ? question.priceCap : null;
  let sort: PackageQuery['sort'] = null;
  if (
    PER_DAY.test(lower) &&
    (question.order === 'cheapest' || /\b(value|sasta|cheap|cheapest|lowest cost|least)\b/.test(lower))
  )
    sort = { key: 'perDay', descending: false };
  else if (ALTITUDE_LOW.test(lower) || ALTITUDE_AVOIDED.test(lower)) sort = { key: 'altitude', descending: false };
  else if (ALTITUDE_HIGH.test(lower)) sort = { key: 'altitude', descending: true };
  else if (question.order)
    sort = {
      key: question.order === 'cheapest' || question.order === 'priciest' ? 'price' : 'days',
      descending: question.order === 'priciest' || question.order === 'longest',
    };
  else if (/\b(easiest)\b/.test(lower)) sort = { key: 'grade', descending: false };
  else if (/\b(toughest|hardest|most difficult)\b/.test(lower)) sort = { key: 'grade', descending: true };

  // 'which goes highest? dad has BP, we want to avoid it': the superlative over every trip, who travels being the
  // reason to ask, not a filter.
  const avoid = sort !== null && AVOID.test(lower);
  if (avoid) for (const tag of WHO_TAGS) tags.delete(tag);

  // The package in focus: one picked from the last list, one named, or the one talked about.
  const ordinals = ordinalsOf(lower);
  const picked = pickedFrom(lower, context.list);
  // 'any temple tour within Kerala?': a kind of trip asked of a place is that kind there, not the package of
  // another kind named after the place (Kerala Backwaters).
  const chosen = named.filter((doc) => !excluded.includes(doc) && ofKindAsked(doc, question, types));
  // 'book the cheaper one' after a comparison: the one of the comparison that wins on that.
  const comparative = COMPARATIVE.exec(lower);
  // 'which is cheaper per day then?' after two packages asked one after the other: those two, compared.
  const lastCompared =
    context.query?.kind === 'compare' ? context.query.compare : comparative ? discussedOf(lower, context) : [];
  const comparativeSort = comparative
    ? PER_DAY.test(lower) && COMPARATIVES[comparative[1]!]!.key === 'price'
      ? { key: 'perDay' as const, descending: COMPARATIVES[comparative[1]!]!.descending }
      : COMPARATIVES[comparative[1]!]!
    : null;
  // 'book the cheaper one' picks it; 'which is cheaper per day?' compares them again on that.
  const picksOne = BOOK.test(lower) || !/\b(which|kaunsa|konsa|kaun|edhu|ethu|evadhu)\b/.test(lower);
  const winner =
    comparativeSort && lastCompared.length && !chosen.length && picksOne ? bestBy(lastCompared, comparativeSort) : null;
  const recompare = comparativeSort && lastCompared.length && !chosen.length && !picksOne ? comparativeSort : null;
  // 'compare the first two', 'both': the first packages of the last list.
  const firstFew = FIRST_FEW.exec(lower);
  // 'compare the first and third', '2nd vs last': the packages of the last list at those places.
  const fromList =
    ordinals.length >= 2 && context.list.length >= 2
      ? [...new Set(ordinals.map((n) => context.list[Math.min(n, context.list.length) - 1]!))]
      : firstFew && context.list.length >= 2
        ? context.list.slice(0, firstFew[1] === 'three' || firstFew[1] === '3' ? 3 : 2)
        : [];
  // 'for the same 4 of us', 'the same family': who travels is the party of the conversation so far.
  // A party said before stays when this message says none and asks the fare again ('advance for it?', 'with GST?')
  // or moves the same question to another package ('and Andaman?', 'what if we switch to Bali?'); so do its taxes.
  const before = context.query;
  const partyBefore = before && (before.adults !== null || before.children > 0 || (before.singles ?? 0) > 0);
  const switches = SWITCH.test(text) && (chosen.length > 0 || places.length > 0);
  const keepsParty =
    partyBefore && adults === null && children === 0 && singles === 0 && youngestAge === null && (taxes || switches);
  const same = SAME_PARTY.test(lower) || keepsParty ? before : null;
  const taxesKept = taxes || (same !== null && switches && Boolean(before?.taxes));
  const partyOnly =
    adults !== null || children > 0 || youngestAge !== null || singles > 0 || taxesKept || same !== null;
  // A fact of a place with one package of its own ('chardham walking per day', 'roopkund height?') is that package's.
  const day = dayAskedOf(lower);
  const asksFact = FACTS.some(([pattern]) => pattern.test(lower)) || day !== null;
  const placeOwn = packages.filter((doc) => places.some((place) => gazetteer.strength(doc, place) >= 2));
  // 'the kerala one' after a detour: of the packages the words could mean, the one talked about before.
  const meant = [...chosen, ...placeOwn];
  const talkedAbout =
    chosen.length !== 1 && meant.length
      ? ([context.focus, ...context.list, ...lastCompared].find((doc) => doc && meant.includes(doc)) ?? null)
      : null;
  let focus =
    winner ??
    picked ??
    (chosen.length === 1 ? chosen[0]! : null) ??
    (partyOnly || asksFact ? talkedAbout : null) ??
    // ('Kasi yatra for 2, total with GST?': a kind that is the place's own package's kind names nothing else.)
    ((asksFact || partyOnly) && placeOwn.length === 1 && types.every((type) => type === placeOwn[0]!.packageType)
      ? placeOwn[0]!
      : null);
  // 'how many days n price for 2?', '3 adults 2 kids how much', 'my son is 11, can he come': a fact or a
  // party with nothing else named is asked of the package in focus (a child's word is no kind of trip).
  const namesNothing =
    !places.length &&
    !types.length &&
    (!question.themes.length ||
      (partyOnly && question.themes.every((theme) => theme === 'family' || theme === 'senior')));
  const refers =
    REFERS.test(lower) || BOOK.test(lower) || (namesNothing && (words.length <= 6 || asksFact || partyOnly));
  // 'which of these include flights?' narrows the last list; it asks of no one package.
  const ofTheList =
    (AMONG_LIST.test(lower) || WHICH_ONE.test(lower)) && context.list.length > 1 && !picked && !chosen.length;
  if (!focus && refers && !question.places.length && !ofTheList) focus = context.focus;
  // 'is it good for kids?', 'ok for my parents?' of the package in focus: whether it is one for them.
  const whoTags = [...tags].filter((tag) => WHO_TAGS.has(tag));
  const suitsAsked =
    !places.length &&
    !types.length &&
    whoTags.length > 0 &&
    whoTags.length === tags.size &&
    !question.order &&
    (REFERS.test(lower) || /\b(ok|okay|good|fine|suitable|theek|sahi|safe|possible|nalladha|ok ah)\b/.test(lower));
  if (suitsAsked && !focus) focus = context.focus;
  const fits = (doc: PackageDoc) => whoTags.every((tag) => hasTag(doc, tag));
  const suits = suitsAsked && focus && fits(focus) ? whoTags : undefined;
  // Not one for them ('my dad is 68, ok?' of Ladakh): said, and the trips of that kind that are.
  const unsuited = suitsAsked && focus && !fits(focus) ? focus : undefined;
  if (unsuited) focus = null;
  // 'which one is higher' after a comparison: the comparison's packages decide.
  // Two packages of different kinds compared ('Europe or the Char Dham yatra', 'Darjeeling vs the Sandakphu trek'):
  // a kind word beside one of them names that one, it does not leave the other out.
  const namedNotExcluded = named.filter((doc) => !excluded.includes(doc));
  const compareSet =
    chosen.length >= 2 && (COMPARE.test(lower) || PER_DAY.test(lower))
      ? chosen
      : namedNotExcluded.length >= 2 && COMPARE.test(lower)
        ? namedNotExcluded
        : fromList.length && !chosen.length
          ? fromList
          : !chosen.length && !winner && lastCompared.length && (sort || recompare || COMPARE.test(lower))
            ? lastCompared
            : [];

  let fact: Fact | null = null;
  for (const [pattern, name] of FACTS) {
    // 'good in December' filters by the month; 'best time?' asks for it.
    if (name === 'months' && months.length) continue;
    if (pattern.test(lower)) {
      fact = name;
      break;
    }
  }
  // 'kitne din ka hai, flight included?': a second fact asked beside the first (the price is on the package's line).
  const alsoFacts = fact
    ? FACTS.filter(
        ([pattern, name]) =>
          name !== fact && name !== 'price' && !(name === 'months' && months.length) && pattern.test(lower),
      ).map(([, name]) => name)
    : [];
  // 'can I do it in June?' of the package in focus: whether it is in season then (a place named with a month,
  // 'Ladakh in February?', lists what is in season too).
  if (
    !fact &&
    months.length &&
    focus &&
    !excluded.includes(focus) &&
    types.every((type) => type === focus!.packageType) &&
    !places.length &&
    !chosen.length &&
    (REFERS.test(lower) ||
      (namesNothing && GO_THEN.test(lower) && !/\b(which|any|options?|others?|kaunsa|konsa|edhu)\b/.test(lower)))
  )
    fact = 'months';
  // 'what kind of hotel?', 'starts from which city?', 'how many jyotirlingas?' of a package: its own details.
  if (
    !fact &&
    focus &&
    (STAY_ASKED.test(lower) || START_ASKED.test(lower) || /\bhow many\b/.test(lower) || day !== null)
  )
    fact = 'price';
  // 'my son is 13, can he do Roopkund?': whether the package takes that age.
  if (youngestAge !== null && focus && !fact) fact = 'age';
  // '3 adults 2 kids how much' of the package in focus: what that party pays.
  if (partyOnly && focus && !fact && question.priceCap === null) fact = 'price';
  // A package picked from the list ('the second one') is shown on its own.
  // ('how much advance to book it?' asks a figure of the fare, not for the booking page.)
  const kind: PackageQuery['kind'] =
    BOOK.test(lower) && focus && !advance
      ? 'book'
      : compareSet.length >= 2
        ? 'compare'
        : focus && (fact || picked || suits)
          ? 'fact'
          : 'list';
  return {
    kind,
    types,
    excludedTypes,
    places,
    excluded,
    excludedNames: excludedWords
      .filter(
        (word) =>
          excluded.some((doc) => wordsOf(doc.title).includes(word)) ||
          question.places.some((place) => place.forms.includes(word)),
      )
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
    tags: [...tags].filter((tag) => !(partyOnly && tag === 'family' && focus)),
    excludedTags: [...excludedTags],
    perDayCap,
    // ('my knees are weak so we will skip the longest': a ranking to avoid, not a cap on what is listed.)
    maxWalkingKm: avoid ? null : walkingCapOf(lower),
    terms: question.query,
    suits,
    unsuited,
    // 'valley of flowers': a package named by its title words is the one meant, whatever else the words are.
    // ('river rafting' names no package by 'river': the day plan that has it decides.)
    among: chosen.length && !places.length && !types.length && kind === 'list' && !features.length ? chosen : undefined,
    months,
    when,
    grade,
    maxGrade,
    maxAltitudeM:
      altitudeOf(lower, ALTITUDE_CAP, ALTITUDE_CAP_AFTER) ??
      (ALTITUDE_AVOIDED.test(lower) && !types.includes('trekking') ? HIGH_ALTITUDE_M : null),
    minAltitudeM: altitudeOf(lower, ALTITUDE_FLOOR, ALTITUDE_FLOOR_AFTER),
    youngestAge,
    includesFlights: FLIGHTS_INCLUDED.test(lower) && !FLIGHTS_LEFT_OUT.test(lower),
    onOffer: OFFERS.test(lower) && !focus && !chosen.length,
    withoutFlights: FLIGHTS_LEFT_OUT.test(lower),
    features,
    ...(same
      ? {
          children: same.children,
          childNoBed: same.childNoBed,
          childrenNoBed: same.childrenNoBed,
          singles: same.singles,
          adults: same.adults,
        }
      : {
          children,
          childNoBed: NO_BED.test(lower),
          childrenNoBed: childrenNoBed ?? bedsByAge(lower, children),
          singles,
          adults,
        }),
    taxes: taxesKept,
    advance,
    priceCap: perDayCap !== null ? null : question.priceCap,
    priceFloor: question.priceFloor,
    basis: question.basis,
    days: question.days,
    sort: recompare ?? sort,
    compare: compareSet,
    focus,
    fact,
    alsoFacts,
    inclusions: INCLUSIONS_ASKED.test(lower),
    day,
    ofList: ofTheList,
    avoid,
    // ('budget 1 lakh total' is what they spend, not a fare with taxes: only a tax word makes it one.)
    taxedBudget: TAXES.test(lower) && question.priceCap !== null,
  };
}

/** Whether the query needs what packages are (attributes, exclusions, comparisons, focus), not only text search. */
export function needsAttributes(query: PackageQuery): boolean {
  return (
    query.kind !== 'list' ||
    query.excluded.length > 0 ||
    query.excludedTypes.length > 0 ||
    (query.excludedTags?.length ?? 0) > 0 ||
    (query.perDayCap ?? null) !== null ||
    (query.priceFloor ?? null) !== null ||
    (query.maxWalkingKm ?? null) !== null ||
    (query.among?.length ?? 0) > 0 ||
    // What a package is for (honeymoon, seniors, snow) is its tags, never words that happen to be in its text.
    query.tags.length > 0 ||
    query.months.length > 0 ||
    query.grade !== null ||
    query.maxGrade !== null ||
    query.maxAltitudeM !== null ||
    (query.minAltitudeM ?? null) !== null ||
    query.youngestAge !== null ||
    query.includesFlights ||
    Boolean(query.withoutFlights) ||
    Boolean(query.onOffer) ||
    Boolean(query.ofList) ||
    (query.features?.length ?? 0) > 0 ||
    query.children > 0 ||
    (query.sort !== null && query.sort.key !== 'price' && query.sort.key !== 'days') ||
    // 'under 40k for both incl GST': the fare with its taxes decides, which only the catalog's prices give.
    Boolean(query.taxedBudget) ||
    // 'the longest trek? we want to skip it': the ranking itself is the answer, not a search for the reason's words.
    Boolean(query.avoid)
  );
}

/** What the conversation had: the last query, the last list the bot gave and the package in focus. */
export function contextOf(history: ChatTurn[], index: KnowledgeIndex, read: (text: string) => Question): Context {
  const packages = index.docs.filter((doc): doc is PackageDoc => doc.kind === 'packages');
  let context: Context = { query: null, list: [], focus: null };
  let detour = false;
  for (const turn of history) {
    if (turn.role === 'user') {
      const question = read(turn.text);
      // A detour (a visa, a car) leaves the trip being talked about as it was, its reply's packages too; one
      // that picks a package of the list ('visa for the 2nd one') moves the focus to it.
      // ('which of these include flights?' asks of the packages, no detour.)
      // ('single room price for Darjeeling?' asks the package's fare, no detour to the hotel desk either.)
      detour =
        (question.services.length > 0 &&
          !asksPackagesWithFlights(question, context.focus) &&
          !asksPackageFare(question)) ||
        question.wantsCar;
      if (detour) {
        const picked = pickedFrom(` ${question.words.join(' ')} `, context.list);
        if (picked) context = { ...context, focus: picked };
        continue;
      }
      context = { ...context, query: withContext(readQuery(question, index, context), context.query) };
      continue;
    }
    const list = detour && context.focus ? [] : packagesIn(turn.text, packages);
    if (list.length) {
      const focuses = (context.focuses ?? []).filter((doc) => doc !== list[0]);
      context = { ...context, list, focus: list[0]!, focuses: [...focuses, list[0]!] };
    }
  }
  return context;
}

/**
 * A message that names nothing to look for ('other than Goa', 'within 25000', 'which of these is cheapest')
 * narrows the last query: its own slots replace the last one's, what it leaves out is added.
 */
export function withContext(query: PackageQuery, previous: PackageQuery | null): PackageQuery {
  // 'something easy for mummy' after a temple trip: who travels changes, the kind of trip stays.
  const whoOnly =
    query.kind === 'list' &&
    !query.places.length &&
    !query.types.length &&
    query.tags.length > 0 &&
    query.tags.every((tag) => WHO_TAGS.has(tag));
  const kindBefore = previous?.types.length
    ? previous.types
    : (query.unsuited ?? previous?.focus)
      ? [(query.unsuited ?? previous!.focus)!.packageType]
      : [];
  // Without the bot's replies ('andaman trip' → 'is it good for kids?') the place talked about stays too.
  if (whoOnly && kindBefore.length)
    return {
      ...query,
      types: kindBefore,
      places: query.unsuited ? [] : previous!.places,
      excluded: query.unsuited ? [query.unsuited] : query.excluded,
    };
  // 'any of those with snow?', 'which of these are in India?': the last query with the kind of trip added, its
  // budget and month kept.
  if (previous && query.ofList && query.kind === 'list' && !query.places.length) {
    const narrowed = withContext({ ...query, tags: [], types: [], ofList: false }, previous);
    return {
      ...narrowed,
      types: query.types.length ? query.types : narrowed.types,
      tags: [...new Set([...narrowed.tags, ...query.tags])],
      ofList: true,
    };
  }
  const names = query.places.length || query.types.length || query.tags.length || query.kind !== 'list';
  if (!previous || names) return query;
  return {
    ...previous,
    kind: 'list',
    focus: null,
    fact: null,
    compare: [],
    excluded: [...previous.excluded, ...query.excluded],
    excludedNames: [...previous.excludedNames, ...query.excludedNames],
    excludedTypes: [...previous.excludedTypes, ...query.excludedTypes],
    months: query.months.length ? query.months : previous.months,
    when: query.when ?? previous.when,
    grade: query.grade ?? previous.grade,
    maxGrade: query.maxGrade ?? previous.maxGrade,
    maxAltitudeM: query.maxAltitudeM ?? previous.maxAltitudeM,
    maxWalkingKm: query.maxWalkingKm ?? previous.maxWalkingKm ?? null,
    youngestAge: query.youngestAge ?? previous.youngestAge,
    includesFlights: query.includesFlights || previous.includesFlights,
    children: query.children || previous.children,
    childNoBed: query.childNoBed || previous.childNoBed,
    childrenNoBed: query.childrenNoBed ?? previous.childrenNoBed,
    singles: query.singles || previous.singles,
    taxes: query.taxes || previous.taxes,
    adults: query.adults ?? previous.adults,
    priceCap: query.priceCap ?? previous.priceCap,
    // A new budget replaces the old one whole: 'within 25000' after 'between 30k and 40k' drops the floor.
    priceFloor:
      query.priceCap !== null ? (query.priceFloor ?? null) : (query.priceFloor ?? previous.priceFloor ?? null),
    basis: query.basis ?? previous.basis,
    days: query.days ?? previous.days,
    sort: query.sort ?? previous.sort,
  };
}

/** 'something cheaper', 'easier', 'shorter', 'in 5 days?': the last query with one slot changed. */
export function changeOneSlot(
  previous: PackageQuery,
  question: Question,
  focus: PackageDoc | null,
  context?: Context,
): PackageQuery | null {
  const lower = ` ${question.words.join(' ')} `;
  // 'the cheaper one' after a comparison picks one of it (readQuery), it does not widen the search; nor does
  // 'which is cheaper?' after two packages talked about one after the other.
  if (previous.kind === 'compare' && COMPARATIVE.test(lower)) return null;
  if (context && COMPARATIVE.test(lower) && discussedOf(lower, context).length) return null;
  const base = { ...previous, kind: 'list' as const, focus: null, fact: null, compare: [] };
  // 'next cheapest?', 'agla wala?' after a ranking: the same ranking without the one it put first.
  if (NEXT.test(lower) && focus && previous.sort) return { ...base, excluded: [...previous.excluded, focus] };
  // A place has one or two packages: 'cheaper' or 'shorter' than it looks at the same kind of trip anywhere
  // (a tour's cheaper one is a tour, not a weekend trek).
  const wider = focus ? { places: [], types: previous.types.length ? previous.types : [focus.packageType] } : {};
  // 'something shorter and easier for my 12 yr old, in May': every change asked of the package in focus at once,
  // with who travels and when as this message says; the first change asked decides the order.
  const changes: Partial<PackageQuery>[] = [];
  if (CHEAPER.test(lower) && focus?.priceValue)
    changes.push({
      ...wider,
      priceCap: focus.priceValue - 1,
      priceFloor: null,
      basis: null,
      sort: { key: 'price', descending: false },
    });
  if (SHORTER.test(lower) && focus?.days)
    changes.push({
      ...wider,
      days: { min: 1, max: focus.days - 1, target: null },
      sort: { key: 'days', descending: false },
    });
  if (LOWER.test(lower) && focus?.source.maxAltitudeM)
    changes.push({
      ...wider,
      maxAltitudeM: focus.source.maxAltitudeM - 1,
      sort: { key: 'altitude', descending: false },
    });
  if (EASIER.test(lower))
    changes.push(
      // Easier than a difficult trek is moderate or easy; than any other, easy.
      focus?.source.grade === 'difficult'
        ? { grade: null, maxGrade: 'moderate', sort: { key: 'grade', descending: false } }
        : { grade: 'easy', sort: { key: 'grade', descending: false } },
    );
  if (changes.length) {
    const { months, when } = monthsOf(lower);
    return Object.assign({ ...base }, ...changes.reverse(), {
      youngestAge: youngestAgeOf(lower) ?? previous.youngestAge,
      ...(months.length ? { months, when } : {}),
    });
  }
  // 'can we do it in 5 days?': the same trip, that long.
  if (question.days && !question.places.length && !question.packageTypes.length && focus)
    // 'it' is the package in focus: its length is the answer, with a shorter or longer plan on request.
    return REFERS.test(lower)
      ? { ...base, kind: 'fact', fact: 'days', focus, days: question.days }
      : previous.kind === 'compare'
        ? // After a comparison: which of the compared ones is that long, the nearest said when none is.
          { ...base, days: question.days, among: previous.compare, sort: null }
        : { ...base, days: question.days };
  return null;
}

/**
 * 'lunch included?', 'does the houseboat have AC?', 'ferry ticket include aa?', 'helicopter included hai?': a
 * thing asked of one package, answered from its inclusions, exclusions, stay and day plan (catalog-answer.ts).
 * `firm` is an includes-word ('included', 'shamil'): a thing the package does not list is then a plain no; 'is
 * there …?', 'do you provide …?', 'do we bring …?' only answer when the package names it.
 */
const ASKS_INCLUDED =
  /\b(includ\w*|inclusive|covered|covers|part of|shamil|saamil|serthu|sethu)\b|\bdoes\b.*\b(have|has|get|cover|visit|go to|take us to)\b/;
const ASKS_THERE =
  /\b(u|you) (give|provide|arrange|organi[sz]e|handle|take care of)\b|\b(provided|arranged|organi[sz]ed|taken care( of)?)\b|\b(have|need|got) to (bring|carry)\b|\b(should|must) (we|i) (bring|carry)\b|\b(is there|are there|(is|are) (\w+ ){1,3}there|do (we|i) get|will (we|i) get|irukka|iruka|irukuma|(hai|milega|milegi|milta|milti|hota|hoti) kya|kya (milega|milegi))\b/;
const ASKS_OTHER_FIRST =
  /\bwhat(s| is| are| all| else)? (is |are )?(included|includes|covered)\b|\binclusions\b|\bhow many\b|\b(how much|price of|price for|cost of|cost for|kitna|kitne|evlo|evvalavu)\b|\b(first|second|third|last|cheapest|costliest)\b/;
/** Words that ask, point or name the trip, never the thing asked about. */
const NOT_A_THING = new Set(
  `a an the is are was be been it its this that these those there their them they we i me my our you your u us
  does do did will would can could shall should has have had get got any some also too of in on at to for from with
  by and or ya aur n um and also about please pls plz ok okay kindly tell know what which how much many
  give provide provided provides arrange bring carry own need needed ur visit visits go goes take cover
  include includes included including inclusive inclusion inclusions covered covers cover part price cost rate
  package packages pkg trip trips tour tours holiday yatra trek trekking plan itinerary
  hai hain kya ka ki ke ko me mein se mai main bhi toh to na la le il aa ah ahh irukka iruka irukuma kidaikuma
  undaa unda milega milegi milenge shamil saamil serthu sethu venum vendum worried worry scared
  something anything everything else other others extra more all whats
  total kitna kitne evlo evvalavu how people log logon person persons adults kids children child liye hoga padega`.split(
    /\s+/,
  ),
);

/** The package asked and the words of the thing asked of it, or null when the question is not that. */
export function inclusionAsked(
  question: Question,
  index: KnowledgeIndex,
  context: Context,
): { doc: PackageDoc; words: string[]; firm: boolean; place: boolean } | null {
  // As typed: the speller may break a word it does not know ('covered' → 'cove red').
  const typed = wordsOf(question.text);
  const lower = ` ${typed.join(' ')} `;
  const firm = ASKS_INCLUDED.test(lower);
  // 'which of these include flights?' asks of the whole list (readQuery narrows it); 'what's included?', 'how
  // many jyotirlingas does it cover?', 'price for 2, flights included?', 'the cheapest, what's included?' ask
  // for something else first.
  if (
    (!firm && !ASKS_THERE.test(lower)) ||
    AMONG_LIST.test(lower) ||
    ASKS_OTHER_FIRST.test(lower) ||
    question.groupSize !== null ||
    question.order !== null
  )
    return null;
  // 'total with GST', 'all inclusive price', 'single room' ask the fare; 'visa … is there?' the service; 'can the
  // darshan ticket be cancelled, hai kya?' the rule.
  if (TAXES.test(lower) || SINGLE_ROOM.test(lower) || (!firm && (question.services.length || question.asksPolicy)))
    return null;
  const packages = index.docs.filter((doc): doc is PackageDoc => doc.kind === 'packages');
  const { gazetteer } = index.vocabulary;
  // ('sabarimala in your guruvayur kerala temples trip?': the temples trip, not the Kerala tour 'kerala' names.)
  const named = packagesNamed(question.words, packages).filter((doc) =>
    ofKindAsked(doc, question, question.packageTypes),
  );
  const placed = packages.filter((doc) => question.places.some((place) => gazetteer.strength(doc, place) >= 2));
  const nothingElse =
    !question.places.length &&
    !question.packageTypes.length &&
    question.priceCap === null &&
    !monthsOf(lower).months.length;
  // ('goa package, water sports?': 'water' is a word of the Maldives Water Villa's title too; the place decides.)
  // 'does that include the darshan ticket?': 'that' is the package in focus, whatever other titles say darshan.
  const pointed = REFERS.test(lower) && !placed.length && named.length !== 1 ? context.focus : null;
  const doc =
    pointed ??
    (named.length === 1
      ? named[0]!
      : placed.length === 1 && (!named.length || named.includes(placed[0]!))
        ? placed[0]!
        : !named.length && nothingElse
          ? context.focus
          : null);
  // 'Kerala temple tour hai kya? 3 days': a kind of trip or a length asked is a list, not a thing of the package.
  if (!doc || question.days !== null || question.packageTypes.some((type) => type !== doc.packageType)) return null;
  // The package's own name is not the thing asked ('sabarimala' of the Guruvayur trip is).
  // A title word before a ticket or fee is the thing asked, though ('darshan ticket' of the Tirupati Darshan trip).
  const own = new Set(wordsOf(doc.title).map(stem));
  const words = typed.filter(
    (word, i) =>
      !NOT_A_THING.has(word) && (!own.has(stem(word)) || GENERIC_THING.has(typed[i + 1] ?? '')) && !/^\d/.test(word),
  );
  // 'Shirdi package covers Shani Shingnapur also?': places of its own title asked after the one that named it.
  const titlePlaces = question.places
    .map((place) => ({ place, at: typed.indexOf(place.forms[0]!.split(' ')[0]!) }))
    .filter(
      ({ place, at }) =>
        at >= 0 && place.forms.some((form) => ` ${wordsOf(doc.title).join(' ')} `.includes(` ${form} `)),
    )
    .sort((a, b) => a.at - b.at)
    .slice(1)
    .flatMap(({ place }) => place.forms[0]!.split(' '));
  const thing = words.length ? words : firm ? titlePlaces : [];
  const placeWords = new Set(question.places.flatMap((place) => place.forms.flatMap((form) => form.split(' '))));
  return thing.length ? { doc, words: thing, firm, place: thing.every((word) => placeWords.has(word)) } : null;
}
