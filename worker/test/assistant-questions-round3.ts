// Round 3 of visitor questions for Visbot (issue 32, with issue 30's Tamil and Devanagari): what packages are
// (altitude, months and festivals, suitability tags, grade), negation, comparison, superlatives and per-day cost,
// budgets in lakh and k, parties with children, cars by seats, FAQ and service facts, ordinary words that are not
// places, and three-turn conversations. Written by an outside tester who never saw the answering code or the
// earlier sets. Every rule is computed from the catalog and the package attributes, never a hard-coded price.
import {
  and,
  costsAtMost,
  either,
  firstBy,
  lastsAtMost,
  linksTo,
  named,
  notSays,
  only,
  says,
  some,
  type Facts,
  type Pkg,
  type Reply,
  type Rule,
} from './assistant-questions';
import {
  all,
  attrs,
  below,
  cheapestPerDay,
  compares,
  DEVOTIONAL,
  DOMESTIC,
  graded,
  highest,
  inHindi,
  inMonth,
  INTERNATIONAL,
  inTamil,
  is,
  isNth,
  lowest,
  mentionsChild,
  not,
  perDay,
  perHead,
  plain,
  tagged,
  TREK,
  type Conversation,
  type FreshCase,
  type Turn,
} from './assistant-questions-fresh';

// ---- small rule helpers, built only on the exported helpers and the Facts/Reply types -----------------------
type Pred = (p: Pkg) => boolean;
type TurnRule = Turn['rule'];
const ANY: Pred = () => true;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const idOf = (p: Pkg) => p.path.split('/').pop()!;
const byId = (facts: Facts, id: string) => facts.packages.find((p) => idOf(p) === id);
const samePkg = (a: Pkg | undefined, b: Pkg | undefined) => !!a && !!b && a.path === b.path;
const grouped = (n: number) => Math.round(n).toLocaleString('en-IN');

/** Attribute predicates over the seed attributes. */
const startsFrom =
  (city: string): Pred =>
  (p) =>
    attrs(p).startCity === city;
const minAgeAtMost =
  (age: number): Pred =>
  (p) =>
    (attrs(p).minAge ?? 0) <= age;
const withFlights: Pred = (p) => attrs(p).includesFlights;
const perDayAtMost =
  (amount: number): Pred =>
  (p) =>
    perDay(p) <= amount;
const altitude = (p: Pkg) => attrs(p).maxAltitudeM;
const GRADE_RANK: Record<string, number> = { easy: 0, moderate: 1, difficult: 2 };
const gradeRank = (p: Pkg) => GRADE_RANK[attrs(p).grade ?? ''] ?? 9;
const price = (p: Pkg) => perHead(p);
const days = (p: Pkg) => p.days;

/** Packages the answer links to, in link order (a Tamil or Hindi reply may name them in its own script). */
const linked = (answer: Reply, facts: Facts): Pkg[] => {
  const out: Pkg[] = [];
  for (const link of answer.links) {
    const p = facts.packages.find(
      (q) => link.path === q.path || link.path.startsWith(`${q.path}?`) || link.path.startsWith(`${q.path}#`),
    );
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
};
/** The packages an answer shows: by English title, else by its package links. */
const shown = (answer: Reply, facts: Facts): Pkg[] => {
  const list = named(answer, facts);
  return list.length ? list : linked(answer, facts);
};
const shownOnly =
  (pred: Pred, what: string): Rule =>
  (answer, facts) => {
    const list = shown(answer, facts);
    if (!list.length) return `shows no package (wanted ${what})`;
    const wrong = list.find((p) => !pred(p));
    return wrong ? `shows ${wrong.title}, not ${what}` : true;
  };
const shownFirst =
  (pred: Pred, what: string): Rule =>
  (answer, facts) => {
    const first = shown(answer, facts)[0];
    if (!first) return `shows no package (wanted ${what})`;
    return pred(first) ? true : `first shows ${first.title}, not ${what}`;
  };
const shownBest =
  (pred: Pred, key: (p: Pkg) => number, lowestWanted: boolean, what: string): Rule =>
  (answer, facts) => {
    const pool = facts.packages.filter(pred);
    const best = lowestWanted ? Math.min(...pool.map(key)) : Math.max(...pool.map(key));
    const first = shown(answer, facts)[0];
    if (!first) return `shows no package (wanted the ${what})`;
    return pred(first) && key(first) === best ? true : `first shows ${first.title}, not the ${what}`;
  };
const firstIs = (id: string): Rule => shownFirst(is(id), id);
const notFirst =
  (id: string): Rule =>
  (answer, facts) => {
    const first = shown(answer, facts)[0];
    return first && is(id)(first) ? `first shows ${first.title} again` : true;
  };
const noPackage: Rule = (answer, facts) =>
  named(answer, facts).length === 0 ? true : `names ${named(answer, facts)[0]!.title}`;
const namesNo =
  (pred: Pred, what: string): Rule =>
  (answer, facts) => {
    const wrong = shown(answer, facts).find(pred);
    return wrong ? `shows ${wrong.title} (${what})` : true;
  };

/** Says plainly that we have nothing of the kind. */
const NO = says(/\b(no|not|don['’]?t|sorry|unfortunately|isn['’]?t|nahi|nahin|illa|illai)\b/i);
const NO_TA = says(/இல்லை|கிடையாது|மன்னிக்க|\b(no|not|sorry)\b/i);
const NO_HI = says(/नहीं|माफ़|माफ|क्षमा|खेद|\b(no|not|sorry)\b/i);
const CHILD_TA = says(/குழந்தை|child|kid/i);
const CHILD_HI = says(/बच्च|child|kid/i);

/** Never prices the whole party as adults (the package's per-person price times everyone). */
const notAllAdults =
  (id: string, people: number): Rule =>
  (answer, facts) => {
    const p = byId(facts, id);
    if (!p) return `no package ${id} in the catalog`;
    const total = grouped(perHead(p) * people);
    return answer.reply.includes(total) ? `prices all ${people} as adults (${total})` : true;
  };
/** A party with children on one package: that package first, children named, not priced as adults. */
const childParty = (id: string, adults: number, kids: number, child: Rule = mentionsChild): Rule =>
  and(firstIs(id), child, notAllAdults(id, adults + kids));
/** States the package's maximum altitude (3,810 or 3810). */
const statesAltitude =
  (id: string): Rule =>
  (answer, facts) => {
    const p = byId(facts, id);
    if (!p) return `no package ${id}`;
    const m = altitude(p);
    return answer.reply.includes(grouped(m)) || answer.reply.includes(String(m)) ? true : `does not state ${m} m`;
  };
/** States the package's walking per day. */
const statesWalking =
  (id: string): Rule =>
  (answer, facts) => {
    const p = byId(facts, id);
    const km = p && attrs(p).walkingPerDayKm;
    if (!km) return `no walking figure for ${id}`;
    return new RegExp(`\\b${km}\\s*(km|kilomet|கி|कि)`, 'i').test(answer.reply) ? true : `does not state ${km} km`;
  };
/** States the package's length in days. */
const statesDays =
  (id: string): Rule =>
  (answer, facts) => {
    const p = byId(facts, id);
    if (!p) return `no package ${id}`;
    return new RegExp(`\\b${p.days}\\s*-?\\s*(days?|d\\b|நா|दिन)`, 'i').test(answer.reply)
      ? true
      : `does not state ${p.days} days`;
  };
const MONTHS = [
  'Jan(uary)?',
  'Feb(ruary)?',
  'Mar(ch)?',
  'Apr(il)?',
  'May',
  'June?',
  'July?',
  'Aug(ust)?',
  'Sep(t|tember)?',
  'Oct(ober)?',
  'Nov(ember)?',
  'Dec(ember)?',
];
/** Names at least one of the package's best months (capitalised, as a month is written). */
const namesSeason =
  (id: string): Rule =>
  (answer, facts) => {
    const p = byId(facts, id);
    if (!p) return `no package ${id}`;
    const names = attrs(p).bestMonths.map((m) => MONTHS[m - 1]!);
    return new RegExp(`\\b(${names.join('|')})\\b`).test(answer.reply) ? true : `names none of its best months`;
  };
/** A side-by-side answer on `ids` that names them all and picks the best by `key` (first, or in words). */
const verdict =
  (ids: string[], key: (p: Pkg) => number, lowestWanted: boolean, word: string, what: string): Rule =>
  (answer, facts) => {
    const pool = ids.map((id) => byId(facts, id)).filter((p): p is Pkg => !!p);
    if (pool.length !== ids.length) return `missing packages among ${ids.join(', ')}`;
    const best = pool.reduce((a, b) => ((lowestWanted ? key(b) < key(a) : key(b) > key(a)) ? b : a));
    const list = named(answer, facts);
    const missing = pool.filter((p) => !list.some((q) => samePkg(p, q)));
    if (missing.length) return `does not name ${missing.map((p) => p.title).join(', ')}`;
    const firstOfPool = list.find((q) => pool.some((p) => samePkg(p, q)));
    if (samePkg(firstOfPool, best)) return true;
    return new RegExp(`${escape(best.title)}[^.\\n]{0,80}\\b(${word})`, 'i').test(answer.reply)
      ? true
      : `does not pick ${best.title} as the ${what}`;
  };
/** Cars an answer names, in order; the first must seat `seats` or more. */
const carsIn = (answer: Reply, facts: Facts) =>
  facts.cars
    .map((car) => ({ car, at: answer.reply.indexOf(car.name) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.car);
const carFor =
  (seats: number): Rule =>
  (answer, facts) => {
    const first = carsIn(answer, facts)[0];
    if (!first) return `names no car (wanted ${seats}+ seats)`;
    return (first.seats ?? 0) >= seats ? true : `first names ${first.name} (${first.seats} seats), wanted ${seats}+`;
  };
/** A small car first (no van for two people). */
const smallCar =
  (maxSeats: number): Rule =>
  (answer, facts) => {
    const first = carsIn(answer, facts)[0];
    if (!first) return 'names no car';
    return first.seats !== null && first.seats <= maxSeats ? true : `first names ${first.name}, not a small car`;
  };
/** Every “See all” link to /tours keeps the filter the answer used. */
const toursLinksKeep =
  (pattern: RegExp): Rule =>
  (answer) => {
    const bad = answer.links.find((link) => link.path.startsWith('/tours') && !pattern.test(link.path));
    return bad ? `link ${bad.path} drops ${pattern}` : true;
  };
/** All packages shown cost less than package `id`. */
const cheaperThan =
  (id: string, extra: Pred = ANY): Rule =>
  (answer, facts) => {
    const ref = byId(facts, id);
    if (!ref) return `no package ${id}`;
    return shownOnly((p) => price(p) < price(ref) && extra(p), `cheaper than ${ref.title}`)(answer, facts);
  };

// ---- conversation helpers: `turn` is the 0-based index of an earlier answer --------------------------------
const focusOf = (earlier: Reply[], facts: Facts, turn: number) =>
  earlier[turn] ? shown(earlier[turn]!, facts)[0] : undefined;
/** Still about the package in focus at `turn`. */
const keepsFocus =
  (turn: number): TurnRule =>
  (answer, facts, earlier) => {
    const want = focusOf(earlier, facts, turn);
    if (!want) return `turn ${turn + 1} showed no package`;
    const first = shown(answer, facts)[0];
    if (samePkg(first, want)) return true;
    if (!first && answer.links.some((link) => link.path.includes(idOf(want)))) return true;
    return `first shows ${first?.title ?? 'nothing'}, not ${want.title}`;
  };
/** 'book it': the package in focus only, with its booking or enquiry link. */
const booksFocus =
  (turn: number): TurnRule =>
  (answer, facts, earlier) => {
    const want = focusOf(earlier, facts, turn);
    if (!want) return `turn ${turn + 1} showed no package`;
    const other = shown(answer, facts).find((p) => !samePkg(p, want));
    if (other) return `names ${other.title} as well`;
    const id = idOf(want);
    const hasLink = answer.links.some(
      (link) =>
        link.path.includes(id) ||
        (/wa\.me|whatsapp|enquir/i.test(link.path) && answer.reply.includes(want.title)),
    );
    return hasLink ? true : `no booking or enquiry link for ${want.title}`;
  };
/** Party on the package in focus: children named, not priced as adults. */
const partyOnFocus =
  (turn: number, people: number): TurnRule =>
  (answer, facts, earlier) => {
    const want = focusOf(earlier, facts, turn);
    if (!want) return `turn ${turn + 1} showed no package`;
    return and(mentionsChild, notAllAdults(idOf(want), people))(answer, facts);
  };
/** Cheaper than the package in focus at `turn`, and still fits `extra`. */
const cheaperThanFocus =
  (turn: number, extra: Pred = ANY): TurnRule =>
  (answer, facts, earlier) => {
    const want = focusOf(earlier, facts, turn);
    if (!want) return `turn ${turn + 1} showed no package`;
    return either(cheaperThan(idOf(want), extra), NO)(answer, facts);
  };
/** Names the `ns`-th packages of the answer at `turn` side by side. */
const comparesListed =
  (turn: number, ns: number[]): TurnRule =>
  (answer, facts, earlier) => {
    const list = earlier[turn] ? shown(earlier[turn]!, facts) : [];
    const want = ns.map((n) => list[n - 1]);
    if (want.some((p) => !p)) return `turn ${turn + 1} listed fewer than ${Math.max(...ns)}`;
    return compares(...want.map((p) => idOf(p!)))(answer, facts);
  };
/** Books the cheaper of the `ns`-th packages of the answer at `turn`. */
const booksCheaperOf =
  (turn: number, ns: number[]): TurnRule =>
  (answer, facts, earlier) => {
    const list = earlier[turn] ? shown(earlier[turn]!, facts) : [];
    const want = ns.map((n) => list[n - 1]).filter((p): p is Pkg => !!p);
    if (want.length !== ns.length) return `turn ${turn + 1} listed fewer than ${Math.max(...ns)}`;
    const cheaper = want.reduce((a, b) => (price(b) < price(a) ? b : a));
    const other = shown(answer, facts).find((p) => !samePkg(p, cheaper));
    if (other) return `names ${other.title}, not only ${cheaper.title}`;
    return answer.links.some((link) => link.path.includes(idOf(cheaper))) || answer.reply.includes(cheaper.title)
      ? true
      : `does not book ${cheaper.title}`;
  };
/** The best of the packages listed at `turn` by `key`. */
const bestOfListed =
  (turn: number, key: (p: Pkg) => number, lowestWanted: boolean, what: string): TurnRule =>
  (answer, facts, earlier) => {
    const list = earlier[turn] ? shown(earlier[turn]!, facts) : [];
    if (!list.length) return `turn ${turn + 1} listed nothing`;
    const best = lowestWanted ? Math.min(...list.map(key)) : Math.max(...list.map(key));
    const first = shown(answer, facts)[0];
    if (!first) return `shows no package (wanted the ${what})`;
    return list.some((p) => samePkg(p, first)) && key(first) === best ? true : `first shows ${first.title}, not the ${what}`;
  };
/** Meets every turn rule. */
const andTurn =
  (...rules: TurnRule[]): TurnRule =>
  (answer, facts, earlier) => {
    for (const rule of rules) {
      const verdict = rule(answer, facts, earlier);
      if (verdict !== true) return verdict;
    }
    return true;
  };

// ---- round 3: single questions, as typed on phones -----------------------------------------------------------
export const ROUND3: FreshCase[] = [
  // altitude
  { ask: 'which trek goes highest?? want max altitude', rule: highest(TREK, 'trek') },
  { ask: 'highest place u guys take ppl to', rule: highest(ANY, 'package') },
  { ask: 'kedarkantha kitni height pe hai', rule: and(firstIs('kedarkantha'), statesAltitude('kedarkantha-winter-trek')) },
  { ask: 'trek below 3000 m for first timer', rule: only(all(TREK, below(3000)), 'trek below 3,000 m') },
  {
    ask: 'mom has bp, hill trip under 2500m in december pls',
    rule: only(all(tagged('hill'), below(2500), inMonth(12), not(TREK)), 'low hill trip for December'),
  },
  {
    ask: 'lowest altitude hill station, amma has breathing issue',
    rule: lowest(all(DOMESTIC, tagged('hill')), 'Indian hill trip'),
  },
  // months, seasons, festivals
  { ask: 'snow in christmas week', rule: only(all(tagged('snow'), inMonth(12)), 'snow in December') },
  { ask: 'trek in july or august', rule: only(all(TREK, inMonth(7, 8)), 'trek for July–August') },
  {
    ask: 'diwali holidays abroad with family',
    rule: only(all(INTERNATIONAL, tagged('family'), inMonth(10, 11)), 'family trip abroad for Diwali'),
  },
  {
    ask: 'pongal leave 4 days only, temple trip?',
    rule: only(all(DEVOTIONAL, inMonth(1), lastsAtMost(4)), 'short temple trip in January'),
  },
  {
    ask: 'summer vacation may, hill station with kids',
    rule: only(all(DOMESTIC, tagged('hill'), tagged('family'), inMonth(5)), 'family hill trip for May'),
  },
  { ask: 'monsoon la enna trek pannalam', rule: only(all(TREK, inMonth(6, 7, 8, 9)), 'monsoon trek') },
  { ask: 'goa in june ok ah?', rule: and(some(is('goa'), 'Goa'), namesSeason('goa-beach-holiday')) },
  { ask: 'best time for ladakh', rule: and(firstIs('ladakh'), namesSeason('ladakh-leh-nubra-pangong')) },
  { ask: 'new year beach party trip', rule: only(all(tagged('beach'), inMonth(12, 1)), 'beach for New Year') },
  // suitability
  { ask: 'senior citizens ku easy ana temple tour', rule: only(all(DEVOTIONAL, tagged('senior-friendly')), 'senior-friendly temple tour') },
  {
    ask: 'easier trip for my 72 yr old parents, not a temple one',
    rule: only(all(tagged('senior-friendly'), not(DEVOTIONAL)), 'senior-friendly holiday, not devotional'),
  },
  {
    ask: 'honeymoon under 40k in feb',
    rule: only(all(tagged('honeymoon'), inMonth(2), costsAtMost(40000)), 'February honeymoon under ₹40,000'),
  },
  {
    ask: 'cheapest honeymoon abroad',
    rule: firstBy(all(INTERNATIONAL, tagged('honeymoon')), price, true, 'cheapest honeymoon abroad'),
  },
  { ask: 'trek for 8 yr old kid?', rule: only(all(TREK, minAgeAtMost(8)), 'trek open to an 8-year-old') },
  { ask: 'my son is 13, can he do roopkund?', rule: and(NO, says(/\b15\b/)) },
  // grade
  { ask: 'easy treks only', rule: only(graded('easy'), 'easy trek') },
  { ask: 'easiest trek in himalayas', rule: firstBy(TREK, gradeRank, true, 'easiest trek') },
  { ask: 'tough trek in feb', rule: only(all(TREK, graded('difficult'), inMonth(2)), 'difficult trek in February') },
  { ask: 'moderate trek in october', rule: only(all(TREK, graded('moderate'), inMonth(10)), 'moderate October trek') },
  {
    ask: 'not too hard trek in may',
    rule: only(all(TREK, not(graded('difficult')), inMonth(5)), 'easy or moderate trek in May'),
  },
  // negation
  {
    ask: 'beach trip in india but not goa pls',
    rule: only(all(DOMESTIC, tagged('beach'), not(is('goa'))), 'Indian beach other than Goa'),
  },
  { ask: 'something adventurous but not a trek', rule: only(all(tagged('adventure'), not(TREK)), 'adventure, not a trek') },
  {
    ask: 'foreign trip under 60k except dubai',
    rule: only(all(INTERNATIONAL, not(is('dubai')), costsAtMost(60000)), 'abroad under ₹60,000, not Dubai'),
  },
  {
    ask: 'hill stations except kashmir n himachal for may',
    rule: only(
      all(DOMESTIC, tagged('hill'), inMonth(5), not(is('kashmir')), not(is('himachal'))),
      'May hill trip other than Kashmir and Himachal',
    ),
  },
  {
    ask: 'temple tours other than tirupati for seniors',
    rule: only(all(DEVOTIONAL, tagged('senior-friendly'), not(is('tirupati'))), 'senior temple tour, not Tirupati'),
  },
  // comparison
  { ask: 'compare golden triangle rajasthan', rule: compares('golden-triangle', 'rajasthan-heritage') },
  { ask: 'goa vs andaman vs maldives which is better value', rule: compares('goa-beach', 'andaman', 'maldives') },
  {
    ask: 'kerala ya kashmir kaunsa sasta hai per day',
    rule: verdict(['kerala-backwaters-munnar', 'kashmir-paradise'], perDay, true, 'cheaper|cheapest|less|lower|sasta', 'cheaper per day'),
  },
  {
    ask: 'hampta or valley of flowers which goes higher',
    rule: verdict(['hampta-pass-trek', 'valley-of-flowers-trek'], altitude, false, 'higher|highest|more', 'higher trek'),
  },
  {
    ask: 'dubai or thailand which one is longer',
    rule: verdict(['dubai-delight', 'thailand-bangkok-pattaya-phuket'], days, false, 'longer|more days|longest', 'longer trip'),
  },
  // superlatives, per day
  { ask: 'cheapest per day trip', rule: cheapestPerDay(ANY, 'package') },
  { ask: 'best value international per day', rule: cheapestPerDay(INTERNATIONAL, 'international tour') },
  { ask: 'per day sabse sasta domestic tour', rule: cheapestPerDay(DOMESTIC, 'domestic tour') },
  { ask: 'shortest trek', rule: firstBy(TREK, days, true, 'shortest trek') },
  { ask: 'longest yatra u have', rule: firstBy(DEVOTIONAL, days, false, 'longest yatra') },
  { ask: 'most expensive package?', rule: firstBy(ANY, price, false, 'most expensive package') },
  {
    ask: 'honeymoon in india, cheapest per day',
    rule: cheapestPerDay(all(DOMESTIC, tagged('honeymoon')), 'Indian honeymoon'),
  },
  {
    ask: 'non trek trip under 3k per day',
    rule: either(only(all(not(TREK), perDayAtMost(3000)), 'non-trek under ₹3,000 a day'), NO),
  },
  // budgets (lakh / k) and the “See all” link keeping the budget
  {
    ask: 'budget 1 lakh for couple abroad',
    rule: and(only(all(INTERNATIONAL, costsAtMost(50000)), 'abroad within ₹50,000 each'), toursLinksKeep(/max=/)),
  },
  {
    ask: 'domestic under 25k',
    rule: and(only(all(DOMESTIC, costsAtMost(25000)), 'domestic under ₹25,000'), toursLinksKeep(/max=25000/)),
  },
  { ask: '15k la trek ethavathu', rule: only(all(TREK, costsAtMost(15000)), 'trek under ₹15,000') },
  {
    ask: '1.5 lakh for 4 ppl domestic holiday',
    rule: only(all(DOMESTIC, costsAtMost(37500)), 'domestic within ₹37,500 each'),
  },
  // party with children
  { ask: 'goa for 2 adults 2 kids how much', rule: childParty('goa-beach-holiday', 2, 2) },
  { ask: 'kerala trip 2 adults + 1 child (6 yrs)', rule: childParty('kerala-backwaters-munnar', 2, 1) },
  // cars by seats
  { ask: 'car for 7 ppl chennai to pondy', rule: carFor(7) },
  { ask: 'we r 14 ppl need vehicle for tirupati', rule: carFor(14) },
  { ask: 'just 2 of us, airport drop which car', rule: smallCar(4) },
  // FAQ facts and services
  { ask: 'singapore visa ku photo evlo size', rule: says(/35\s*[×x*]\s*45/) },
  { ask: 'us visa fee kitna hai', rule: says(/185/) },
  { ask: 'schengen visa fee for adult', rule: says(/€\s?90\b|\b90\s?(€|eur)/i) },
  { ask: 'tatkal passport total fees', rule: says(/3,?500/) },
  { ask: 'how much cash dollars can i carry to dubai', rule: says(/3,?000/) },
  { ask: 'train tatkal opening time', rule: says(/10\s*(am|a\.m)/i) },
  { ask: 'cancel 10 days before trip how much cut', rule: says(/50\s?%/) },
  { ask: 'tirupati special entry darshan ticket rate', rule: says(/300/) },
  { ask: 'what to wear for tirumala darshan', rule: says(/dhoti|saree|jeans/i) },
  { ask: 'vaishno devi how much walking', rule: statesWalking('vaishno-devi-yatra') },
  { ask: 'packages with flight included', rule: only(withFlights, 'package with flights') },
  // ordinary words that are not places
  {
    ask: 'forex card for my daughter studies in canada',
    rule: and(noPackage, notSays(/studio/i), says(/\bPAN\b|admission/i)),
  },
  { ask: 'can i split the payment', rule: and(noPackage, says(/25\s?%|advance|balance/i)) },
  { ask: 'what to see in jaipur', rule: firstIs('golden-triangle') },
  {
    ask: 'my wife loves flowers, honeymoon place for december',
    rule: only(all(tagged('honeymoon'), inMonth(12)), 'December honeymoon'),
  },
  { ask: 'plan a long weekend trek from bangalore', rule: only(all(TREK, startsFrom('Bengaluru')), 'trek from Bengaluru') },
  // places we have and places we do not
  { ask: 'switzerland package', rule: firstIs('europe') },
  { ask: 'sikkim trip', rule: firstIs('darjeeling') },
  {
    ask: 'australia tour package?',
    rule: and(NO, either(some(INTERNATIONAL, 'international tour'), linksTo(/^\/tours/))),
  },
  {
    ask: 'kodaikanal package',
    rule: and(NO, either(some(all(DOMESTIC, tagged('hill')), 'hill trip'), linksTo(/^\/tours/))),
  },
  { ask: 'tiger safari package', rule: says(/\b(no|not|don['’]?t)\b[^.\n]*(wildlife|safari|tiger)/i) },
];

// ---- round 3: conversations of three turns -------------------------------------------------------------------
export const ROUND3_CONVERSATIONS: Conversation[] = [
  [
    { ask: 'treks in december', rule: plain(only(all(TREK, inMonth(12)), 'December trek')) },
    { ask: 'which one is the easiest', rule: plain(firstBy(all(TREK, inMonth(12)), gradeRank, true, 'easiest December trek')) },
    { ask: 'price for 2 adults n my 12 yr old', rule: andTurn(keepsFocus(1), partyOnFocus(1, 3)) },
  ],
  [
    {
      ask: 'honeymoon abroad under 60k',
      rule: plain(only(all(INTERNATIONAL, tagged('honeymoon'), costsAtMost(60000)), 'honeymoon abroad under ₹60,000')),
    },
    { ask: 'the second one', rule: isNth(2) },
    { ask: 'ok how many days n price for 2?', rule: keepsFocus(1) },
  ],
  [
    {
      ask: 'kerala or kashmir cheaper per day',
      rule: plain(verdict(['kerala-backwaters-munnar', 'kashmir-paradise'], perDay, true, 'cheaper|less|lower', 'cheaper per day')),
    },
    { ask: 'ok kerala, 2 adults 1 kid how much', rule: plain(childParty('kerala-backwaters-munnar', 2, 1)) },
    { ask: 'something cheaper?', rule: cheaperThanFocus(1, DOMESTIC) },
  ],
  [
    { ask: 'himachal tour details', rule: plain(firstIs('himachal')) },
    { ask: 'can we do it in 5 days?', rule: plain(and(namesNo(TREK, 'a trek'), either(firstIs('himachal'), NO))) },
    { ask: 'ok book it', rule: booksFocus(0) },
  ],
  [
    {
      ask: 'temple trip for parents in january',
      rule: plain(only(all(DEVOTIONAL, tagged('senior-friendly'), inMonth(1)), 'senior temple trip in January')),
    },
    { ask: 'compare first two', rule: comparesListed(0, [1, 2]) },
    { ask: 'book the cheaper one', rule: booksCheaperOf(0, [1, 2]) },
  ],
  [
    { ask: 'beginner treks', rule: plain(only(graded('easy'), 'easy trek')) },
    { ask: 'which goes higher', rule: bestOfListed(0, altitude, false, 'higher easy trek') },
    {
      ask: 'can we go in july?',
      rule: plain(either(NO, some(all(TREK, inMonth(7)), 'July trek'), namesSeason('kedarkantha-winter-trek'))),
    },
  ],
  [
    { ask: 'dubai package price', rule: plain(firstIs('dubai')) },
    { ask: 'dubai visa how many days to get', rule: plain(says(/3\s*(–|-|to)\s*5/)) },
    { ask: 'ok is the tour good for kids?', rule: keepsFocus(0) },
  ],
  [
    {
      ask: 'beach trip in december under 20k',
      rule: plain(only(all(tagged('beach'), inMonth(12), costsAtMost(20000)), 'December beach under ₹20,000')),
    },
    { ask: 'other than goa?', rule: plain(and(notFirst('goa'), either(some(tagged('beach'), 'beach'), NO))) },
    { ask: 'how many days is andaman one', rule: plain(and(firstIs('andaman'), statesDays('andaman-islands'))) },
  ],
  [
    { ask: 'need car for 6 ppl to pondicherry', rule: plain(carFor(6)) },
    { ask: 'actually we r 11 now', rule: plain(carFor(11)) },
    { ask: 'per km how they charge', rule: plain(says(/250|per km|kilomet/i)) },
  ],
  [
    { ask: 'singapore package', rule: plain(firstIs('singapore')) },
    { ask: 'visa photo size?', rule: plain(says(/35\s*[×x*]\s*45/)) },
    { ask: 'book it', rule: booksFocus(0) },
  ],
];

// ---- round 3: Tamil script -----------------------------------------------------------------------------------
export const ROUND3_TAMIL: FreshCase[] = [
  { ask: 'மூணாறு டூர் எவ்வளவு?', rule: and(inTamil, firstIs('kerala')) },
  { ask: 'டிசம்பரில் பனி பார்க்க எங்கே போகலாம்?', rule: and(inTamil, shownOnly(all(tagged('snow'), inMonth(12)), 'snow in December')) },
  { ask: 'கொடைக்கானல் பேக்கேஜ் இருக்கா?', rule: and(inTamil, NO_TA) },
  { ask: 'கோவா 2 பெரியவர்கள் 1 குழந்தை எவ்வளவு ஆகும்?', rule: and(inTamil, childParty('goa-beach-holiday', 2, 1, CHILD_TA)) },
  {
    ask: 'ஐம்பதாயிரம் ரூபாய்க்குள் வெளிநாட்டு டூர்',
    rule: and(inTamil, shownOnly(all(INTERNATIONAL, costsAtMost(50000)), 'abroad under ₹50,000')),
  },
  { ask: 'மிக உயரமான ட்ரெக் எது?', rule: and(inTamil, shownBest(TREK, altitude, false, 'highest trek')) },
  { ask: 'திருப்பதி சிறப்பு தரிசன டிக்கெட் விலை என்ன?', rule: and(inTamil, says(/300/)) },
  { ask: 'ஏழு பேருக்கு கார் வேண்டும்', rule: and(inTamil, carFor(7)) },
  {
    ask: 'பெற்றோருக்கு ஏற்ற கோயில் சுற்றுலா ஜனவரியில்',
    rule: and(inTamil, shownOnly(all(DEVOTIONAL, tagged('senior-friendly'), inMonth(1)), 'senior temple trip in January')),
  },
  {
    ask: 'இந்தியாவில் கோவா தவிர வேறு கடற்கரை டூர் உண்டா?',
    rule: and(inTamil, shownOnly(all(DOMESTIC, tagged('beach'), not(is('goa'))), 'Indian beach other than Goa')),
  },
];

// ---- round 3: Devanagari -------------------------------------------------------------------------------------
export const ROUND3_HINDI: FreshCase[] = [
  { ask: 'गोवा का टूर 2 बड़े 2 बच्चे कितने का पड़ेगा', rule: and(inHindi, childParty('goa-beach-holiday', 2, 2, CHILD_HI)) },
  { ask: 'प्रति दिन सबसे सस्ता ट्रेक कौन सा है', rule: and(inHindi, shownBest(TREK, perDay, true, 'cheapest trek per day')) },
  { ask: 'केदारकांठा कितनी ऊंचाई पर है', rule: and(inHindi, statesAltitude('kedarkantha-winter-trek')) },
  { ask: 'वैष्णो देवी में रोज़ कितना पैदल चलना पड़ता है', rule: and(inHindi, statesWalking('vaishno-devi-yatra')) },
  { ask: 'हनीमून के लिए शिमला मनाली या कश्मीर, कौन सा सस्ता है', rule: and(inHindi, firstIs('himachal')) },
  {
    ask: 'दुबई के अलावा 60 हज़ार में कोई विदेश टूर',
    rule: and(inHindi, shownOnly(all(INTERNATIONAL, not(is('dubai')), costsAtMost(60000)), 'abroad under ₹60,000, not Dubai')),
  },
  { ask: 'तत्काल पासपोर्ट की फीस कितनी है', rule: and(inHindi, says(/3,?500|2,?000/)) },
  { ask: '12 लोगों के लिए गाड़ी चाहिए', rule: and(inHindi, carFor(12)) },
  { ask: 'ऑस्ट्रेलिया का पैकेज है क्या', rule: and(inHindi, NO_HI) },
  { ask: 'जनवरी में बर्फ वाला ट्रेक बताइए', rule: and(inHindi, shownOnly(all(TREK, tagged('snow'), inMonth(1)), 'snow trek in January')) },
];
