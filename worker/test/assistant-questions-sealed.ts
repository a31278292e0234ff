// The sealed set of issue 32: written with the fresh set, before any change to the understanding, and run
// once at the end (its single run is in docs/visbot.md). Not to be tuned against or reworded.
import {
  DEVOTIONAL,
  DOMESTIC,
  INTERNATIONAL,
  TREK,
  all,
  below,
  cheapestPerDay,
  compares,
  graded,
  highest,
  inHindi,
  inMonth,
  inTamil,
  is,
  isNth,
  lowest,
  mentionsChild,
  not,
  perHead,
  plain,
  rupee,
  tagged,
  type Conversation,
  type FreshCase,
} from './assistant-questions-fresh';
import { and, firstBy, linksTo, named, notSays, only, says, some } from './assistant-questions';

export const SEALED: FreshCase[] = [
  { ask: 'highest trek you organise', rule: highest(TREK, 'trek') },
  { ask: 'is kedarkantha above 4000 metres?', rule: says(/3,810/) },
  { ask: 'trek under 3500 metres', rule: only(all(TREK, below(3500)), 'trek below 3,500 m') },
  { ask: 'sabse kam altitude wala trek', rule: lowest(TREK, 'trek') },
  { ask: 'how high is the ladakh trip', rule: says(/5,360/) },
  { ask: 'trips in october', rule: only(inMonth(10), 'October package') },
  { ask: 'where can we see snow in january', rule: only(all(tagged('snow'), inMonth(1)), 'snow in January') },
  { ask: 'may holidays with kids', rule: only(all(inMonth(5), tagged('family')), 'family trip in May') },
  { ask: 'good time to visit andaman', rule: says(/Oct|Nov|Dec|Jan|Feb|Mar|Apr|May/) },
  { ask: 'monsoon trek', rule: only(all(TREK, inMonth(7, 8)), 'monsoon trek') },
  { ask: 'pongal holidays trip', rule: only(inMonth(1), 'January package') },
  { ask: 'trip suitable for senior citizens', rule: only(tagged('senior-friendly'), 'senior-friendly package') },
  { ask: 'beginner friendly trek', rule: only(all(TREK, graded('easy')), 'easy trek') },
  { ask: 'toughest trek', rule: only(all(TREK, graded('difficult')), 'difficult trek') },
  { ask: 'honeymoon spot within india', rule: only(all(DOMESTIC, tagged('honeymoon')), 'Indian honeymoon') },
  { ask: 'kids friendly international trip', rule: only(all(INTERNATIONAL, tagged('family')), 'family trip abroad') },
  { ask: 'heritage and forts', rule: only(tagged('heritage'), 'heritage tour') },
  {
    ask: 'abroad trip other than dubai and singapore',
    rule: only(all(INTERNATIONAL, not(is('dubai')), not(is('singapore'))), 'abroad, not Dubai or Singapore'),
  },
  { ask: 'hill trip which is not a trek', rule: only(all(tagged('hill'), not(TREK)), 'hill trip, not a trek') },
  { ask: 'devotional tour except shirdi', rule: only(all(DEVOTIONAL, not(is('shirdi'))), 'pilgrimage, not Shirdi') },
  {
    ask: 'beach holiday other than goa in india',
    rule: and(only(all(tagged('beach'), DOMESTIC, not(is('goa'))), 'Indian beach, not Goa'), compares('andaman')),
  },
  { ask: 'compare golden triangle and rajasthan', rule: compares('golden-triangle', 'rajasthan') },
  { ask: 'thailand vs bali', rule: compares('thailand', 'bali') },
  { ask: 'kashmir or himachal which is cheaper', rule: compares('kashmir', 'himachal') },
  { ask: 'sandakphu vs hampta altitude', rule: and(compares('sandakphu', 'hampta'), says(/3,636/), says(/4,300/)) },
  { ask: 'cheapest per day international', rule: cheapestPerDay(INTERNATIONAL, 'international tour') },
  { ask: 'best value per day pilgrimage', rule: cheapestPerDay(DEVOTIONAL, 'pilgrimage') },
  { ask: 'longest trek', rule: firstBy(TREK, (p) => p.days, false, 'longest trek') },
  { ask: 'costliest international package', rule: firstBy(INTERNATIONAL, perHead, false, 'priciest abroad') },
  {
    ask: 'budget 50000 for 2 people, where to go',
    rule: only((p) => (p.couple ? p.price : p.price * 2) <= 50000, 'within ₹50,000 for two'),
  },
  { ask: 'kerala price for 2 adults and 2 kids', rule: and(some(is('kerala'), 'Kerala'), mentionsChild) },
  {
    ask: 'tours that include flights from chennai',
    rule: only((p) => p.path.includes('dubai') || p.path.includes('europe'), 'package with flights'),
  },
  { ask: 'photo size for schengen visa', rule: and(says(/35 × 45 mm/), linksTo('/faq?entry=visa-schengen')) },
  { ask: 'how many days for dubai visa', rule: and(says(/3–5 working days/), linksTo('/faq?entry=visa-dubai')) },
  { ask: 'passport fee for a child', rule: and(says(/₹1,000/), linksTo('/faq?entry=passport-minor')) },
  { ask: 'how much advance to book a tour', rule: says(/25%/) },
  {
    ask: 'forex for studies abroad',
    rule: and(notSays(/Singapore/), (a) => (a.links.some((l) => l.path.includes('forex')) ? true : 'no forex link')),
  },
  { ask: 'i want to see the sea and relax', rule: only(tagged('beach'), 'beach trip') },
  { ask: 'domestic tours under 25000', rule: linksTo(/max=25000/) },
  {
    ask: 'winter treks under 14000',
    rule: only(
      all(TREK, inMonth(12, 1, 2), (p) => p.price <= 14000),
      'winter trek under ₹14,000',
    ),
  },
];

export const SEALED_CONVERSATIONS: Conversation[] = [
  [
    { ask: 'international tours', rule: plain(only(INTERNATIONAL, 'international tour')) },
    { ask: 'the first one', rule: isNth(1) },
    { ask: 'for 2 adults and 1 child how much', rule: plain(mentionsChild) },
  ],
  [
    { ask: 'kashmir package', rule: plain(some(is('kashmir'), 'Kashmir')) },
    { ask: 'what is the singapore visa processing time', rule: plain(says(/4–6 working days/)) },
    {
      ask: 'ok back to the package, is it good in december',
      rule: plain(and(some(is('kashmir'), 'Kashmir'), notSays(/Singapore with Sentosa/))),
    },
  ],
  [
    { ask: 'treks', rule: plain(only(TREK, 'trek')) },
    { ask: 'something easier', rule: plain(only(all(TREK, graded('easy')), 'easy trek')) },
    {
      ask: 'book it',
      rule: (answer, facts, earlier) => {
        const want = named(earlier.at(-1)!, facts)[0];
        return want && answer.links.some((l) => l.path.includes(want.path.split('/').pop()!))
          ? true
          : 'no booking link';
      },
    },
  ],
  [
    { ask: 'andaman tour', rule: plain(some(is('andaman'), 'Andaman')) },
    { ask: 'in 5 days?', rule: plain(some(is('andaman'), 'Andaman')) },
    {
      ask: 'and the price for 3 people',
      rule: (answer, facts) => says(new RegExp(rupee(facts.packages.find(is('andaman'))!.price * 3)))(answer, facts),
    },
  ],
  [
    { ask: 'goa and kerala compare', rule: plain(compares('goa', 'kerala')) },
    { ask: 'which is cheaper per day', rule: plain(says(/per day/i)) },
    { ask: 'book the goa one', rule: plain(linksTo(/goa-beach-holiday/)) },
  ],
];

export const SEALED_TAMIL = [
  { ask: 'மூணாறு டூர் எத்தனை நாள்', rule: and(some(is('kerala'), 'Kerala'), inTamil) },
  { ask: 'மதுரை மீனாட்சி கோவில் பேக்கேஜ்', rule: and(some(is('rameswaram'), 'Madurai package'), inTamil) },
  { ask: 'சிம்லா மணாலி விலை', rule: and(some(is('himachal'), 'Himachal'), inTamil) },
  { ask: 'மலிவான வெளிநாட்டு டூர்', rule: and(firstBy(INTERNATIONAL, perHead, true, 'cheapest abroad'), inTamil) },
  { ask: 'பாஸ்போர்ட் எடுக்க என்ன வேண்டும்', rule: and(linksTo(/passport/), inTamil) },
] satisfies FreshCase[];

export const SEALED_HINDI = [
  {
    ask: 'ऋषिकेश या हरिद्वार से कोई यात्रा',
    rule: and(
      some((p) => is('char-dham')(p) || is('valley-of-flowers')(p), 'from Haridwar'),
      inHindi,
    ),
  },
  { ask: 'काशी विश्वनाथ पैकेज की कीमत', rule: and(some(is('kashi'), 'Kashi'), inHindi) },
  { ask: 'दुबई टूर कितने दिन का है', rule: and(some(is('dubai'), 'Dubai'), says(/5/), inHindi) },
  { ask: 'बर्फ़ वाला ट्रेक', rule: and(only(all(TREK, tagged('snow')), 'snow trek'), inHindi) },
  { ask: 'टैक्सी किराया चेन्नई', rule: and(linksTo('/car-rental'), inHindi) },
] satisfies FreshCase[];
