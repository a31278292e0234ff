// The words a travel agent hears in a question, in English, Hinglish and Tanglish, grouped by what they mean,
// and the forgiving match that lets 'pilgrimmage', 'cheepest' or 'honeymon' count as the word meant.
import type { PackageTag } from '#shared/catalog/attributes';
import type { PackageType } from '#shared/catalog/collections';

/** Lower-case words of a text, accents and punctuation gone ('₹' and digits kept apart for budgets). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Optimal string alignment distance (a swap of two letters costs one), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Typos allowed for a word of this length: none under 5 letters ('pune' is not 'june'), one up to 7, two from 8. */
export const typosAllowed = (word: string) => (word.length < 5 ? 0 : word.length < 8 ? 1 : 2);

/** True when `word` is `target` or a likely misspelling of it. */
export function sameWord(word: string, target: string): boolean {
  if (word === target) return true;
  const allowed = Math.min(typosAllowed(word), typosAllowed(target));
  return allowed > 0 && word[0] === target[0] && editDistance(word, target, allowed) <= allowed;
}

/**
 * Words that say 'a package', 'a price' or 'when' but not which trip: never a subject to search for, and known
 * words, so never split or 'corrected' ('fortnight' is not 'fort night'). Festivals and seasons are dates.
 */
export const GENERIC_WORDS = (
  'tour package trip holiday vacation travel plan option available offer cost price cheap budget under below within less upto ' +
  'log logon naalukku oru max maximum rupee lakh thousand day night person people family couple best good nice suggest recommend list place visit ' +
  'month week weekend suggestion idea something anything good great top famous popular nearby near around go going want ' +
  'looking look plan planning book booking enquiry detail details information info total complete full with per head each ' +
  'rs inr above over more least most only also other another new next first last year time date when how much many which ' +
  'one ones it them these those that kind type sort tell available availability help now today tomorrow price rate cost ' +
  'friendly suitable ideal perfect safe fun enjoy enjoyable relax relaxing peaceful off free leave where go can ' +
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec ' +
  'season holidays vacation diwali christmas pongal school leave leaves days nights din naal between range around ' +
  'mahina mahine mahino maasam samay neram ' +
  'approx approximately roughly adult adults fortnight group groups solo alone single friend friends total overall ' +
  'summer monsoon rainy spring autumn husband wife spouse hubby partner wifey both things thing party ' +
  'dasara dussehra navratri holi onam sankranti ugadi eid shravan sawan puja vacations ' +
  'tax taxes gst tcs inclusive occupancy supplement room rooms ' +
  'student students college classmates colleagues staff gang buddies squad batchmates'
).split(' ');

/** 'urgent', 'need it fast', 'travelling next week': the fast scheme of the service asked, when it has one (Tatkaal). */
export const URGENT =
  /\b(urgent|urgently|asap|fast|quick|quickly|jaldi|emergency|next week|this week|tomorrow|in \d+ days)\b/;

/** Words that carry no meaning for the search in Hindi and Tamil chat ('Goa trip kitna hai', 'Ooty ku evvalavu'). */
export const CHAT_FILLER = new Set(
  (
    'ka ki ke ko se me mein main hai hain tha kya koi wala wali wale aur bhi ji bhai bro yaar liye chahiye chaiye chahie ' +
    'karna karni jana jaana jaana hai ghumne ghoomne batao bataiye bolo dikhao milega milegi hoga sakte sakta ' +
    'ku kku ukku kulla kulle ulla la ah enna venum vendum veenum vendam vendaam venda irukka iruka irukku sollunga sollu pannanum ponum poganum da bro anna sir madam ' +
    'mujhe hume humein hum hamare mera meri mere apna kar karo kare kaise kab kahan kidhar konsa konsi wahan saath sath andar tak pe par ' +
    'wali jagah aagum aaguma enakku ennaku naanga namma pogalam edhu enga kudunga ' +
    'andi kavali kaavali undi unda ledu velali vellali cheppandi emaina theek thik sahi accha achha kam naaku maaku ' +
    // Kannada: 'Mysore ge package beku', 'Coorg ge hogbeku', and Telugu 'avtundi' (it comes to).
    'ge ige beku bekagide hogbeku hogakke hogona ide ideya kodi heli nodakke nodbeku aagutte agutte aagatte ' +
    'avtundi avutundi cheyali cheyyali chupinchandi dekhni dekhna dekhne ' +
    // Turns of a chat that change one thing: 'actually we are 11 now', 'ok then for 5 days'.
    'actually now instead then ok okay so also zyada jyada zyaada upar mela ' +
    // Tamil 'if not available', 'can it be done', 'only': 'ticket kidaikalana package irukka?'.
    'kidaikala kedaikala kidaikalana kedaikalana kidaikkalana kidaikkala kidaikuma kidaikkuma kedaikuma kidaikum kidaikkum ' +
    'mudiyuma mudiyadha mudiyalana illana illaina mattum panna'
  ).split(' '),
);

/** 'how much' in the visitor's words: asks for the price of what they name. */
export const PRICE_WORDS = [
  'price',
  'cost',
  'rate',
  'rates',
  'charges',
  'fare',
  'kitna',
  'kitne',
  'kitni',
  'evvalavu',
  'evlo',
  'evalo',
  'vilai',
  'entha',
  'enta',
  'amount',
  'tariff',
  'eshtu',
  'yeshtu',
  'estu',
];

export const TYPE_WORDS: Record<PackageType, string[]> = {
  international: [
    'international',
    'intl',
    'abroad',
    'foreign',
    'overseas',
    'videsh',
    'videsi',
    'outside india',
    'out of india',
    'other country',
    'another country',
  ],
  domestic: [
    'domestic',
    'within india',
    'in india',
    'inside india',
    'indian tour',
    'desh',
    // Hinglish and Tanglish put the 'in' after: 'india me', 'india la', 'indiala'.
    'india me',
    'india mein',
    'india main',
    'india la',
    'indiala',
    'india kulla',
  ],
  devotional: [
    'devotional',
    'pilgrimage',
    'pilgrim',
    'temple',
    'temples',
    'yatra',
    'yathra',
    'jatra',
    'spiritual',
    'religious',
    'darshan',
    'dharshan',
    'darshanam',
    'mandir',
    'mandhir',
    'kovil',
    'koil',
    'tirth',
    'teerth',
    'tirtha',
    'holy',
    'god',
    'punya',
    'bhakti',
    'devotee',
  ],
  trekking: [
    'trek',
    'treks',
    'trekking',
    'treking',
    'hike',
    'hikes',
    'hiking',
    'trekker',
    'trail',
    'summit',
    'adventure',
  ],
};

export type Theme = 'honeymoon' | 'beach' | 'hills' | 'snow' | 'family' | 'senior' | 'weekend' | 'easy';
/** What a visitor says for the theme, and what a package's own text says when it fits it. */
export const THEMES: Record<Theme, { asked: string[]; fits: string[] }> = {
  honeymoon: {
    asked: [
      'honeymoon',
      'honeymooners',
      'romantic',
      'newly married',
      'just married',
      'newlywed',
      'newlyweds',
      'anniversary',
      'shaadi',
    ],
    fits: ['honeymoon', 'couple', 'romantic', 'candle light', 'for two', 'pool villa', 'water villa'],
  },
  beach: {
    asked: [
      'beach',
      'beaches',
      'sea',
      'seaside',
      'island',
      'islands',
      'coast',
      'coastal',
      'samundar',
      'samudra',
      'kadal',
      'snorkelling',
      'snorkeling',
      'scuba',
    ],
    fits: ['beach', 'beaches', 'island', 'islands', 'lagoon', 'lagoons', 'by the sea', 'snorkelling'],
  },
  hills: {
    asked: [
      'hill',
      'hills',
      'hill station',
      'hillstation',
      'mountain',
      'mountains',
      'pahad',
      'pahaad',
      'pahadi',
      'malai',
      'valley',
      'cool place',
      'cool climate',
    ],
    fits: ['hill', 'hills', 'hill station', 'mountain', 'tea estates', 'tea gardens', 'valley', 'valleys', 'himalaya'],
  },
  snow: {
    asked: ['snow', 'snowfall', 'ski', 'skiing', 'barf', 'baraf', 'ice', 'frozen', 'glacier', 'snowy'],
    fits: ['snow', 'frozen', 'glacier', 'glacial'],
  },
  family: {
    asked: [
      'family',
      'families',
      'kids',
      'children',
      'child',
      'parivar',
      'kudumbam',
      'family friendly',
      'bacche',
      'bachche',
      'bachon',
      'pillalu',
      'pasanga',
      'kuzhandhaigal',
      'kutty',
    ],
    fits: ['family', 'families', 'kids', 'children'],
  },
  senior: {
    asked: [
      'senior',
      'seniors',
      'senior citizen',
      'senior citizens',
      'elderly',
      'old parents',
      'aged parents',
      'grandparents',
      'old age',
      'parents',
      'maa papa',
      'mummy papa',
      'mom dad',
      'mom and dad',
      'amma appa',
      'amma nanna',
      'ammi abbu',
      'mata pita',
      'in laws',
    ],
    fits: ['senior', 'seniors', 'senior citizens', 'unhurried', 'comfortable', 'stress free', 'helicopter'],
  },
  weekend: { asked: ['weekend', 'weekends', 'long weekend', 'short break', 'saturday', 'sunday'], fits: ['weekend'] },
  // How hard a trip is: 'a trek for beginners' is a grade, not a place.
  easy: {
    asked: [
      'easy',
      'beginner',
      'beginners',
      'first timer',
      'first timers',
      'first time',
      'novice',
      'novices',
      'newbie',
      'newbies',
      'not difficult',
      'not too difficult',
      'no experience',
      'without experience',
    ],
    fits: ['easy', 'easy to moderate', 'beginner', 'beginners', 'first timers', 'gentle'],
  },
};

/** The catalog tag a theme filters on (the tag is also the theme's word in an answer: 'hill', 'senior-friendly'). */
export const THEME_TAGS: Partial<Record<Theme, PackageTag>> = {
  honeymoon: 'honeymoon',
  beach: 'beach',
  hills: 'hill',
  snow: 'snow',
  family: 'family',
  senior: 'senior-friendly',
};

export type Order = 'cheapest' | 'priciest' | 'shortest' | 'longest';
export const ORDER_WORDS: Record<Order, string[]> = {
  cheapest: [
    'cheap',
    'cheapest',
    'cheaper',
    'lowest',
    'low cost',
    'low budget',
    'budget',
    'affordable',
    'economical',
    'economy',
    'least expensive',
    'inexpensive',
    'less price',
    'low price',
    'lowest price',
    'minimum price',
    'sasta',
    'sastha',
    'saste',
    'sasti',
    'kammi',
    'kam price',
    'less cost',
    'least cost',
    // 'not too expensive' asks for the cheaper ones, not the priciest.
    'not expensive',
    'not too expensive',
    'not very expensive',
    'not so expensive',
    'not costly',
    'not too costly',
    'not very costly',
  ],
  priciest: [
    'most expensive',
    'expensive',
    'costliest',
    'costly',
    'luxury',
    'luxurious',
    'premium',
    'lavish',
    'highest price',
    'mehenga',
    'mehnga',
    'five star',
    '5 star',
  ],
  shortest: [
    'shortest',
    'shorter',
    'short',
    'quick',
    'quickest',
    'fewest days',
    'less days',
    'lesser days',
    'minimum days',
    'chhota',
    'chota',
  ],
  longest: ['longest', 'longer', 'long', 'most days', 'more days', 'maximum days', 'extended', 'lamba'],
};

/** Services visitors ask about by name; the word 'package' alone is never one. */
export type ServiceTopic =
  'visa' | 'passport' | 'forex' | 'flight' | 'bus' | 'train' | 'hotels' | 'insurance' | 'cargo' | 'corporate';
export const SERVICE_WORDS: Record<ServiceTopic, string[]> = {
  // What immigration asks to see ('proof of funds', 'bank statement') is a visa question.
  visa: ['visa', 'visas', 'evisa', 'e visa', 'embassy', 'schengen', 'vfs', 'proof of funds', 'funds', 'immigration'],
  passport: ['passport', 'passports', 'tatkaal', 'tatkal passport', 'psk', 'passport seva'],
  forex: [
    'forex',
    'currency',
    'currencies',
    'cash',
    'carry cash',
    'travel money',
    'foreign exchange',
    'exchange rate',
    'dollar',
    'dollars',
    'euro',
    'euros',
    'dirham',
    'lrs',
    'travel card',
    'forex card',
    'money exchange',
    'money transfer',
    'transfer money',
    'send money',
    'remittance',
    'remit',
    'baht',
    'ringgit',
    'riyal',
    'dinar',
    'pound',
    'pounds',
    'sterling',
    'yen',
    'yuan',
    'rupiah',
    'usd',
    'aed',
    'sgd',
    'gbp',
    'eur',
  ],
  flight: ['flight', 'flights', 'air ticket', 'air tickets', 'airline', 'airlines', 'plane', 'aeroplane'],
  bus: ['bus ticket', 'bus tickets', 'bus booking', 'volvo', 'sleeper bus', 'redbus'],
  train: [
    'train',
    'trains',
    'railway',
    'irctc',
    'rail',
    'vande bharat',
    'shatabdi',
    'rajdhani',
    'duronto',
    'tatkal ticket',
    'sleeper class',
  ],
  hotels: [
    'hotel',
    'hotels',
    'resort',
    'resorts',
    'homestay',
    'room',
    'rooms',
    'accommodation',
    'lodge',
    'suite',
    'suites',
  ],
  insurance: ['insurance', 'insure', 'insured', 'policy cover', 'medical cover', 'mediclaim'],
  cargo: ['cargo', 'courier', 'parcel', 'shipping', 'shipment', 'luggage shipping'],
  corporate: [
    'corporate',
    'company travel',
    'business travel',
    'office trip',
    'employees',
    'gst invoice',
    'gstin',
    'offsite',
    'mice',
  ],
};

/** A car, cab or vehicle: the car rental answer (unless it is 'vehicle insurance'). */
export const CAR_WORDS = [
  'car',
  'cars',
  'cab',
  'cabs',
  'taxi',
  'taxis',
  'vehicle',
  'vehicles',
  'van',
  'minibus',
  'mini bus',
  'tempo',
  'traveller',
  'traveler',
  'suv',
  'sedan',
  'hatchback',
  'muv',
  'gaadi',
  'gadi',
  'vandi',
  'chauffeur',
  'driver',
  'self drive',
  'rent a car',
  'car rental',
  'outstation',
  'airport drop',
  'airport pickup',
  'bus hire',
  'coach',
];

/** Words that ask for packages without naming one. */
export const PACKAGE_WORDS = [
  'tour',
  'tours',
  'package',
  'packages',
  'pkg',
  'trip',
  'trips',
  'holiday',
  'holidays',
  'vacation',
  'vacations',
  'getaway',
  'getaways',
  'itinerary',
  'itineraries',
  'places to visit',
  'travel plan',
  'outing',
  'excursion',
  'safari',
  'ghumna',
  'ghoomna',
  'tour plan',
  'sightseeing',
];

/** Rules and how-tos about a visit: the FAQ answers these even when they name a place and a temple. */
export const RULES =
  /\b(dress code|what to wear|wear|clothes|id proof|documents?( required| needed)?|allowed|rules|timings?|how to reach|age limit|(child|children|kids?|infants?) age|age of (child|children|kids?))\b/;

/** Policy questions: the FAQ answers these even about a named package ('is the Goa package refundable'). */
export const POLICY =
  /\b(cancel\w*|refund\w*|payments?|pay (by|with|through|via|in(?! total| all\b))|instal+ments?|emi|upi|gst|tcs|advance|policy|terms)\b/;

/** How-to and policy questions: the FAQ answers these even when they say 'package'. */
export const HOW_TO =
  /\b(how (do|can|to|should) (i|we)? ?(book|pay|cancel|confirm|reserve)|how to book|booking process|cancel(l?ation)?|refund|payment|pay (by|with|through|via|in(?! total| all\b))|instal+ments?|emi|upi|gst|tcs|advance|what is included|what's included|inclusions?|policy|terms)\b/;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  dozen: 12,
  thirty: 30,
  ek: 1,
  teen: 3,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  onnu: 1,
  rendu: 2,
  moonu: 3,
  naalu: 4,
  anju: 5,
  aaru: 6,
  ezhu: 7,
  ettu: 8,
  ombodhu: 9,
  pathu: 10,
  couple: 2,
  pair: 2,
};
/** '7' → 7, 'seven' → 7, 'saat' → 7; null for anything else. */
export function numberOf(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}
export const NUMBER_PATTERN = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Someone trying to re-program the assistant rather than ask about travel. */
export const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules|prompt|previous|above|everything)\b|\b(system prompt|jailbreak|developer mode|you are now|act as|pretend (to be|you are)|reveal|api key|secret key)\b/i;

/** Follow-up openers: the message refines the previous question rather than asking a new one. */
export const FOLLOW_UP =
  /^(and|what about|how about|anything|any thing|any other|anyother|any in|anything in|something|which|only|also|then|but|ok|okay|same|from (these|them|those)|among (these|them|those)|of (these|them|those)|in that|in|near|with|for|cheaper|shorter|longer|more|less|same for|to|aur|phir|innum|vera)\b/;

/**
 * Asks about something of the trip just discussed (its days, price, stay, what it includes, whether it
 * suits kids): 'how many days is it', 'kitne din ka hai', 'hotel details?'. Such a message keeps the
 * previous turn's places, kind and filters.
 */
export const ATTRIBUTE =
  /\b(how many (days|nights)|how long|duration|kitne din|kitna din|evvalavu naal|ethana naal|enni rojulu|how much|price|cost|rate|charges?|fare|kitna|kitne|evvalavu|evlo|entha|hotels?|stay|accommodation|rooms?|included|inclusions?|includes?|food|meals?|itinerary|details?|is it|is that|that one|this one|the same|good for|ok for|okay for|fine for|suitable|safe|theek|thik|sahi|worth|when|timing|dates?|best time|season|weather|january|february|march|april|may|june|july|august|september|october|november|december)\b/;

/** WhatsApp short forms, read as the words they stand for before anything else. */
const SHORT_FORMS: Record<string, string> = {
  pkg: 'package',
  pkgs: 'packages',
  pkge: 'package',
  pckg: 'package',
  pakage: 'package',
  packge: 'package',
  frm: 'from',
  tkt: 'ticket',
  tkts: 'tickets',
  tckt: 'ticket',
  ppl: 'people',
  frnds: 'friends',
  frnd: 'friend',
  frds: 'friends',
  r: 'are',
  // 'v r 4 now': we are.
  v: 'we',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  hv: 'have',
  nyt: 'night',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  msg: 'message',
  nd: 'and',
  n: 'and',
  thnx: 'thanks',
  thanx: 'thanks',
  tnx: 'thanks',
  thnks: 'thanks',
};

/** '2n3d', '3N/4D' and '4D/3N' → '2 nights 3 days'; 'pkg frm chennai' → 'package from chennai'. */
export function expandShortForms(text: string): string {
  return (
    text
      .replace(/\b(\d{1,2})\s*n\s*\/?\s*(\d{1,2})\s*d\b/gi, '$1 nights $2 days')
      .replace(/\b(\d{1,2})\s*d\s*\/?\s*(\d{1,2})\s*n\b/gi, '$1 days $2 nights')
      // 'a week-long holiday' is about seven days, not the longest one.
      .replace(/\b(?:a\s+)?week[\s-]?long\b/gi, 'one week')
      // 'us visa' is the United States', not 'us' the pronoun.
      .replace(/\bus (visas?|embassy|consulate|b1|b2|tourist visa)\b/gi, 'usa $1')
      // '2nd', '3rd' are ordinals, not '2 and'.
      .replace(/[a-z]+/gi, (word, at: number, all: string) =>
        /^(st|nd|rd|th)$/i.test(word) && /\d/.test(all[at - 1] ?? '')
          ? word
          : (SHORT_FORMS[word.toLowerCase()] ?? word),
      )
  );
}

/** Every single word the lists above know: such a word is never read as a typo of another. */
export const LEXICON_WORDS = new Set(
  [
    ...Object.values(TYPE_WORDS).flat(),
    ...Object.values(THEMES).flatMap((theme) => [...theme.asked, ...theme.fits]),
    ...Object.values(ORDER_WORDS).flat(),
    ...Object.values(SERVICE_WORDS).flat(),
    ...CAR_WORDS,
    ...PACKAGE_WORDS,
    ...PRICE_WORDS,
    ...CHAT_FILLER,
  ].flatMap((entry) => entry.split(' ')),
);
