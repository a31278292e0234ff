// Visitor questions about what packages are (altitude, season, suitability), negation, comparison, per-day
// cost, follow-ups, FAQ facts and budgets, in English, Hinglish, Tanglish, Tamil and Devanagari script.
// Written before the understanding was changed (issue 32), its first run recorded in docs/visbot.md, and
// never tuned against: a miss is fixed in the understanding, not by rewording. Rules are computed from the
// catalog and the package attributes, never a hard-coded price.
import attributes from '../seed/package-attributes.json';
import {
  and,
  catalogFacts,
  either,
  firstBy,
  linksTo,
  mentions,
  named,
  notSays,
  ofType,
  only,
  says,
  some,
  type Facts,
  type Pkg,
  type Reply,
  type Rule,
} from './assistant-questions';

type Attributes = {
  maxAltitudeM: number;
  grade?: 'easy' | 'moderate' | 'difficult';
  bestMonths: number[];
  tags: string[];
  startCity: string;
  includesFlights: boolean;
  minAge?: number;
  walkingPerDayKm?: number;
};
const ATTRIBUTES = attributes as Record<string, Attributes>;
/** A package's attributes, by the id at the end of its path. */
export const attrs = (p: Pkg): Attributes => ATTRIBUTES[p.path.split('/').pop()!]!;
type Pred = (p: Pkg) => boolean;
export const all =
  (...preds: Pred[]): Pred =>
  (p) =>
    preds.every((pred) => pred(p));
export const not =
  (pred: Pred): Pred =>
  (p) =>
    !pred(p);
export const tagged =
  (tag: string): Pred =>
  (p) =>
    attrs(p).tags.includes(tag);
export const inMonth =
  (...months: number[]): Pred =>
  (p) =>
    months.some((month) => attrs(p).bestMonths.includes(month));
export const graded =
  (grade: string): Pred =>
  (p) =>
    attrs(p).grade === grade;
export const below =
  (metres: number): Pred =>
  (p) =>
    attrs(p).maxAltitudeM < metres;
export const perHead = (p: Pkg) => (p.couple ? p.price / 2 : p.price);
export const perDay = (p: Pkg) => perHead(p) / p.days;
export const TREK = ofType('trekking');
export const DEVOTIONAL = ofType('devotional');
export const INTERNATIONAL = ofType('international');
export const DOMESTIC = ofType('domestic');
export const is =
  (word: string): Pred =>
  (p) =>
    p.path.includes(word);
export const rupee = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

export const highest = (pred: Pred, what: string) =>
  firstBy(pred, (p) => attrs(p).maxAltitudeM, false, `highest ${what}`);
export const lowest = (pred: Pred, what: string) => firstBy(pred, (p) => attrs(p).maxAltitudeM, true, `lowest ${what}`);
export const cheapestPerDay = (pred: Pred, what: string) => firstBy(pred, perDay, true, `cheapest per day ${what}`);
/** Names each of the packages (found by path), side by side. */
export const compares =
  (...ids: string[]): Rule =>
  (answer, facts) => {
    const list = named(answer, facts).map((p) => p.path);
    const missing = ids.filter((id) => !list.some((path) => path.includes(id)));
    return missing.length ? `does not name ${missing.join(', ')}` : true;
  };
const TAMIL = /[\u0B80-\u0BFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
export const inTamil: Rule = (answer) => (TAMIL.test(answer.reply) ? true : 'reply is not in Tamil script');
export const inHindi: Rule = (answer) => (DEVANAGARI.test(answer.reply) ? true : 'reply is not in Devanagari script');
export const mentionsChild = says(/child|children|kid/i);

export type FreshCase = { ask: string; rule: Rule };
/** A turn of a conversation: its rule may look at the answers before it ('the second one'). */
export type Turn = { ask: string; rule: (answer: Reply, facts: Facts, earlier: Reply[]) => true | string };
export type Conversation = Turn[];

/** The package named `n`-th (1-based) in the answer `back` turns ago. */
const nthOf = (earlier: Reply[], facts: Facts, n: number) => named(earlier.at(-1)!, facts)[n - 1];
export const isNth =
  (n: number): Turn['rule'] =>
  (answer, facts, earlier) => {
    const want = nthOf(earlier, facts, n);
    if (!want) return `the earlier answer named fewer than ${n}`;
    const first = named(answer, facts)[0];
    return first === want ? true : `first names ${first?.title ?? 'nothing'}, not ${want.title}`;
  };
export const plain =
  (rule: Rule): Turn['rule'] =>
  (answer, facts) =>
    rule(answer, facts);

export const FRESH: FreshCase[] = [
  // --- altitude ---
  { ask: 'which trek goes highest?', rule: highest(TREK, 'trek') },
  { ask: 'highest altitude trip you have', rule: highest(() => true, 'package') },
  { ask: 'trek below 3000 m for a first timer', rule: only(all(TREK, below(3000)), 'trek below 3,000 m') },
  { ask: 'what is the max altitude of kedarkantha', rule: says(/3,810/) },
  { ask: 'how high does the roopkund trek go', rule: says(/4,785/) },
  {
    ask: 'low altitude trip for my father, he has breathing problems',
    rule: only(below(2500), 'package below 2,500 m'),
  },
  { ask: 'kaunsa trek sabse uncha hai', rule: highest(TREK, 'trek') },
  { ask: 'lowest altitude trek', rule: lowest(TREK, 'trek') },
  // --- months and seasons ---
  { ask: 'treks in december', rule: only(all(TREK, inMonth(12)), 'December trek') },
  { ask: 'snow in christmas week', rule: only(all(tagged('snow'), inMonth(12)), 'snow trip in December') },
  { ask: 'where to go in monsoon', rule: only(inMonth(7, 8), 'package for July–August') },
  {
    ask: 'summer holidays trip for the family',
    rule: only(all(inMonth(4, 5, 6), tagged('family')), 'family trip for April–June'),
  },
  { ask: 'best time for valley of flowers', rule: says(/Jul/) },
  { ask: 'trek in may', rule: only(all(TREK, inMonth(5)), 'May trek') },
  { ask: 'january mein kahan ghumne jaye', rule: only(inMonth(1), 'January package') },
  { ask: 'diwali trip abroad', rule: only(all(INTERNATIONAL, inMonth(10, 11)), 'international trip for Oct–Nov') },
  {
    ask: 'new year beach holiday',
    rule: only(all(tagged('beach'), inMonth(12, 1)), 'beach trip for December–January'),
  },
  { ask: 'ladakh in february?', rule: says(/May/) },
  { ask: 'august la enga polam', rule: only(inMonth(8), 'August package') },
  // --- suitability ---
  { ask: 'good package for my elderly parents', rule: only(tagged('senior-friendly'), 'senior-friendly package') },
  { ask: 'easy trek for beginners', rule: only(all(TREK, graded('easy')), 'easy trek') },
  { ask: 'difficult trek for experienced trekkers', rule: only(all(TREK, graded('difficult')), 'difficult trek') },
  { ask: 'honeymoon in india', rule: only(all(DOMESTIC, tagged('honeymoon')), 'Indian honeymoon') },
  { ask: 'which tour with kids aged 5 and 8', rule: only(tagged('family'), 'family package') },
  { ask: 'desert trip', rule: only(tagged('desert'), 'desert trip') },
  { ask: 'heritage tour', rule: only(tagged('heritage'), 'heritage tour') },
  { ask: 'island holiday for a couple', rule: only(tagged('island'), 'island holiday') },
  { ask: 'bachon ke saath ghumne ke liye package', rule: only(tagged('family'), 'family package') },
  { ask: 'adventure trip for college friends', rule: only(tagged('adventure'), 'adventure trip') },
  { ask: 'can a 10 year old do roopkund', rule: says(/15/) },
  // --- negation ---
  {
    ask: 'beach trip in india but not goa',
    rule: and(
      only(all(tagged('beach'), DOMESTIC, not(is('goa'))), 'Indian beach trip other than Goa'),
      compares('andaman'),
    ),
  },
  {
    ask: 'international tour except dubai',
    rule: only(all(INTERNATIONAL, not(is('dubai'))), 'international, not Dubai'),
  },
  { ask: 'hill station, not kashmir', rule: only(all(tagged('hill'), not(is('kashmir'))), 'hill trip, not Kashmir') },
  {
    ask: 'temple tour without tirupati',
    rule: only(all(DEVOTIONAL, not(is('tirupati'))), 'devotional package, not Tirupati'),
  },
  {
    ask: 'not a trek, just a relaxed hill trip',
    rule: only(all(tagged('hill'), not(TREK)), 'hill trip that is not a trek'),
  },
  {
    ask: 'pilgrimage with no long walking',
    rule: only(
      all(DEVOTIONAL, (p) => !attrs(p).walkingPerDayKm),
      'pilgrimage without long walks',
    ),
  },
  // --- comparison ---
  { ask: 'compare goa and andaman', rule: compares('goa', 'andaman') },
  { ask: 'kerala vs ooty which is cheaper', rule: compares('kerala', 'ooty') },
  { ask: 'difference between kedarkantha and brahmatal', rule: compares('kedarkantha', 'brahmatal') },
  {
    ask: 'golden triangle or rajasthan, which is better value per day',
    rule: and(compares('golden-triangle', 'rajasthan'), says(/per day/i)),
  },
  { ask: 'bali vs maldives for honeymoon', rule: compares('bali', 'maldives') },
  { ask: 'hampta or triund, which is easier', rule: and(compares('hampta', 'triund'), says(/easy/i)) },
  // --- per-day cost and other superlatives ---
  { ask: 'cheapest package per day', rule: cheapestPerDay(() => true, 'package') },
  { ask: 'best value international tour per day', rule: cheapestPerDay(INTERNATIONAL, 'international tour') },
  { ask: 'goa ya kerala, kaunsa sasta hai per day', rule: and(compares('goa', 'kerala'), says(/per day/i)) },
  { ask: 'trek with the lowest cost per day', rule: cheapestPerDay(TREK, 'trek') },
  { ask: 'longest international tour', rule: firstBy(INTERNATIONAL, (p) => p.days, false, 'longest international') },
  {
    ask: 'shortest trip starting from chennai',
    rule: firstBy(
      (p) => attrs(p).startCity === 'Chennai',
      (p) => p.days,
      true,
      'shortest from Chennai',
    ),
  },
  { ask: 'most expensive trek', rule: firstBy(TREK, (p) => p.price, false, 'most expensive trek') },
  // --- budgets and party ---
  {
    ask: 'family of 4, budget 1 lakh total, where can we go',
    rule: only((p) => (p.couple ? p.price * 2 : p.price * 4) <= 100000, 'package within ₹1,00,000 for 4'),
  },
  {
    ask: 'under 15k per person in winter',
    rule: only(
      all((p) => perHead(p) <= 15000, inMonth(12, 1, 2)),
      'winter package under ₹15,000',
    ),
  },
  { ask: 'goa package price for 2 adults 1 child', rule: and(some(is('goa'), 'Goa'), mentionsChild) },
  {
    ask: 'honeymoon under 1 lakh for both of us',
    rule: only(
      all(tagged('honeymoon'), (p) => (p.couple ? p.price : p.price * 2) <= 100000),
      'honeymoon under ₹1 lakh for two',
    ),
  },
  { ask: 'does the dubai trip include flights?', rule: and(some(is('dubai'), 'Dubai'), says(/flight/i)) },
  { ask: 'packages with flights included', rule: only((p) => attrs(p).includesFlights, 'package with flights') },
  // --- FAQ facts ---
  { ask: 'schengen visa fee', rule: and(says(/€90/), linksTo('/faq?entry=visa-schengen')) },
  { ask: 'how long does a uk visa take', rule: and(says(/3 weeks/), linksTo('/faq?entry=visa-uk')) },
  { ask: 'tatkal passport charges', rule: and(says(/₹3,500|₹2,000/), linksTo('/faq?entry=passport-tatkaal')) },
  { ask: 'how much indian cash can i carry abroad', rule: and(says(/₹25,000/), linksTo('/faq?entry=forex-limits')) },
  { ask: 'cancellation charge if i cancel a tour 10 days before', rule: says(/50%/) },
  // --- words are words ---
  {
    ask: 'forex card for studies in the uk',
    rule: and(notSays(/Singapore/), (answer) =>
      answer.links.some((l) => l.path.includes('forex')) ? true : 'no forex link',
    ),
  },
  { ask: 'easiest trek', rule: only(all(TREK, graded('easy')), 'easy trek') },
  { ask: 'i want to see flowers', rule: some(is('valley-of-flowers'), 'Valley of Flowers') },
  // --- "see all" links carry the filters ---
  { ask: 'international tours under 80k', rule: linksTo(/max=80000/) },
  {
    ask: 'treks in december under 15000',
    rule: either(linksTo(/month=12/), (a, f) =>
      named(a, f).length <= 3 && a.links.every((l) => !l.path.startsWith('/tours'))
        ? true
        : 'see-all link lacks month=12',
    ),
  },
];

export const FRESH_CONVERSATIONS: Conversation[] = [
  [
    { ask: 'treks in december', rule: plain(only(all(TREK, inMonth(12)), 'December trek')) },
    { ask: 'the second one', rule: isNth(2) },
    {
      ask: 'book it',
      rule: (answer, facts, earlier) => {
        const want = named(earlier.at(-1)!, facts)[0];
        return want && answer.links.some((l) => l.path.includes(want.path.split('/').pop()!))
          ? true
          : `no booking link for ${want?.title}`;
      },
    },
  ],
  [
    { ask: 'himachal tour', rule: plain(some(is('himachal'), 'Himachal')) },
    { ask: 'can we do it in 5 days?', rule: plain(and(some(is('himachal'), 'Himachal'), notSays(/Hampta/))) },
    { ask: 'and for 2 adults 1 child?', rule: plain(and(some(is('himachal'), 'Himachal'), mentionsChild)) },
  ],
  [
    { ask: 'honeymoon abroad', rule: plain(only(INTERNATIONAL, 'international honeymoon')) },
    {
      ask: 'something cheaper',
      rule: (answer, facts, earlier) => {
        const before = Math.min(...named(earlier.at(-1)!, facts).map(perHead));
        const first = named(answer, facts)[0];
        return first && first.type === 'international' && perHead(first) < before
          ? true
          : `first names ${first?.title ?? 'nothing'}, not a cheaper international trip`;
      },
    },
    { ask: 'which one is good in december', rule: plain(only(all(INTERNATIONAL, inMonth(12)), 'December abroad')) },
  ],
  [
    { ask: 'kerala tour', rule: plain(some(is('kerala'), 'Kerala')) },
    { ask: 'do i need a visa for dubai?', rule: plain(says(/visa/i)) },
    {
      ask: 'ok, what is the price of the kerala one for 4 people',
      rule: (answer, facts) => {
        const kerala = facts.packages.find(is('kerala'))!;
        return and(some(is('kerala'), 'Kerala'), says(new RegExp(rupee(kerala.price * 4))))(answer, facts);
      },
    },
  ],
  [
    { ask: 'easy trek', rule: plain(only(TREK, 'trek')) },
    {
      ask: 'something shorter',
      rule: (answer, facts, earlier) => {
        const before = named(earlier.at(-1)!, facts)[0];
        const first = named(answer, facts)[0];
        if (!before) return 'the earlier answer named no trek';
        return first && first.type === 'trekking' && first.days < before.days
          ? true
          : `first names ${first?.title ?? 'nothing'}, not a shorter trek`;
      },
    },
    {
      ask: 'how high does it go',
      rule: (answer, facts, earlier) => {
        const focus = named(earlier.at(-1)!, facts)[0];
        if (!focus) return 'the earlier answer named no package';
        return says(new RegExp(attrs(focus).maxAltitudeM.toLocaleString('en-IN')))(answer, facts);
      },
    },
  ],
  [
    { ask: 'beach holidays', rule: plain(only(tagged('beach'), 'beach trip')) },
    { ask: 'other than goa', rule: plain(only(all(tagged('beach'), not(is('goa'))), 'beach trip, not Goa')) },
    {
      ask: 'which of these is cheapest',
      rule: plain(firstBy(all(tagged('beach'), not(is('goa'))), perHead, true, 'cheapest beach trip but Goa')),
    },
  ],
  [
    { ask: 'compare kedarkantha and brahmatal', rule: plain(compares('kedarkantha', 'brahmatal')) },
    { ask: 'which one is higher', rule: plain(and(says(/Kedarkantha/), says(/3,810/))) },
    { ask: 'book the higher one', rule: plain(linksTo(/kedarkantha/)) },
  ],
  [
    {
      ask: 'tour for my parents in january',
      rule: plain(only(all(tagged('senior-friendly'), inMonth(1)), 'senior-friendly January trip')),
    },
    {
      ask: 'not a temple tour',
      rule: plain(only(all(tagged('senior-friendly'), inMonth(1), not(DEVOTIONAL)), 'not a pilgrimage')),
    },
    {
      ask: 'within 25000',
      rule: plain(
        only(
          all(tagged('senior-friendly'), inMonth(1), not(DEVOTIONAL), (p) => perHead(p) <= 25000),
          'under ₹25,000',
        ),
      ),
    },
  ],
  [
    { ask: 'pilgrimage packages', rule: plain(only(DEVOTIONAL, 'devotional package')) },
    { ask: 'the third one', rule: isNth(3) },
    {
      ask: 'how many days',
      rule: (answer, facts, earlier) => {
        const focus = named(earlier.at(-1)!, facts)[0];
        if (!focus) return 'the earlier answer named no package';
        return says(new RegExp(`${focus.days} days`))(answer, facts);
      },
    },
  ],
  [
    {
      ask: 'goa ku evlo aagum',
      rule: plain((answer, facts) => says(new RegExp(rupee(facts.packages.find(is('goa'))!.price)))(answer, facts)),
    },
    {
      ask: 'ethana naal',
      rule: plain((answer, facts) => says(new RegExp(`${facts.packages.find(is('goa'))!.days} days`))(answer, facts)),
    },
    { ask: 'kulandhaigalukku evlo', rule: plain(mentionsChild) },
  ],
];

export const FRESH_TAMIL: FreshCase[] = [
  { ask: 'கேரளா டூர் விலை என்ன', rule: and(some(is('kerala'), 'Kerala'), inTamil) },
  { ask: 'திருப்பதி தரிசனம் பேக்கேஜ்', rule: and(some(is('tirupati'), 'Tirupati'), inTamil) },
  { ask: 'கோவா பேக்கேஜ் எவ்வளவு', rule: and(some(is('goa'), 'Goa'), inTamil) },
  {
    ask: 'குறைந்த விலை ட்ரெக்',
    rule: and(
      firstBy(TREK, (p) => p.price, true, 'cheapest trek'),
      inTamil,
    ),
  },
  { ask: 'ராமேஸ்வரம் கோவில் டூர்', rule: and(some(is('rameswaram'), 'Rameswaram'), inTamil) },
  {
    ask: 'டிசம்பரில் பனி பார்க்க எங்கே போகலாம்',
    rule: and(only(all(tagged('snow'), inMonth(12)), 'snow in December'), inTamil),
  },
  { ask: '7 பேருக்கு கார் வாடகை', rule: and(linksTo('/car-rental'), inTamil) },
  { ask: 'துபாய் விசா', rule: and(says(/visa|விசா/i), inTamil) },
  {
    ask: '20 ஆயிரத்துக்குள் டூர்',
    rule: and(
      only((p) => p.price <= 20000, 'under ₹20,000'),
      inTamil,
    ),
  },
  { ask: 'காஷ்மீர் எத்தனை நாள்', rule: and(some(is('kashmir'), 'Kashmir'), says(/6/), inTamil) },
];

export const FRESH_HINDI: FreshCase[] = [
  { ask: 'गोवा का पैकेज कितने का है?', rule: and(some(is('goa'), 'Goa'), inHindi) },
  { ask: 'वैष्णो देवी यात्रा', rule: and(some(is('vaishno'), 'Vaishno Devi'), inHindi) },
  {
    ask: 'सबसे सस्ता ट्रेक',
    rule: and(
      firstBy(TREK, (p) => p.price, true, 'cheapest trek'),
      inHindi,
    ),
  },
  { ask: 'शिरडी दर्शन कितने दिन का है', rule: and(some(is('shirdi'), 'Shirdi'), says(/3/), inHindi) },
  { ask: 'केदारनाथ जाना है', rule: and(some(is('char-dham'), 'Char Dham'), inHindi) },
  {
    ask: '15 हज़ार में टूर',
    rule: and(
      only((p) => p.price <= 15000, 'under ₹15,000'),
      inHindi,
    ),
  },
  { ask: 'मनाली घूमने का पैकेज', rule: and(some(is('himachal'), 'Himachal'), inHindi) },
  { ask: 'सिंगापुर वीज़ा', rule: and(says(/visa|वीज़ा|वीजा/i), inHindi) },
  { ask: '10 लोगों के लिए गाड़ी', rule: and(linksTo('/car-rental'), inHindi) },
  { ask: 'हनीमून पैकेज विदेश में', rule: and(only(INTERNATIONAL, 'international honeymoon'), inHindi) },
];

export { catalogFacts, mentions };
