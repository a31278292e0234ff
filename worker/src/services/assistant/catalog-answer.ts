// Answers a typed package query (query.ts) from the catalog's data alone: lists filtered by kind, place, tags,
// months, grade, days and budget with places left out, sorted by any numeric attribute; comparisons side by
// side; one fact of the package in focus; its booking link. Children are never priced as adults.
import { formatAltitude, monthRanges, type PackageTag, type TrekGrade } from '#shared/catalog/attributes';
import { tourFiltersQuery, NO_TOUR_FILTERS } from '#shared/catalog/tour-filters';
import type { PackageType } from '#shared/catalog/collections';
import { activeOffer } from '#shared/catalog/offer';
import { formatOfferEnd, formatRupees } from '#shared/package-format';
import { addDays, indiaToday } from '#shared/dates';
import { advanceFor, ADVANCE_SHARE, BALANCE_DAYS_BEFORE } from '#shared/booking-amounts';
import { GST_RATE, fareFor } from '#shared/taxes';
import type { ChatLink } from '#shared/schemas/chat';
import type { KnowledgeIndex } from './knowledge-index';
import { linkTo, type PackageDoc } from './knowledge';
import { wordsOf } from './lexicon';
import { CLOSING, MAX_LISTED, bullet, packageTexts, passingNote, type PackageAnswer } from './package-answer';
import type { PackageQuery } from './query';
import type { SortKey } from './query-schema';

const GRADE_RANK: Record<TrekGrade, number> = { easy: 1, moderate: 2, difficult: 3 };
const GRADE_NAMES: Record<TrekGrade, string> = { easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' };
const SUIT_NAMES: Partial<Record<string, string>> = {
  family: 'family',
  'senior-friendly': 'senior-friendly',
  honeymoon: 'honeymoon',
};
const KIND_NAMES: Record<PackageType, string> = {
  international: 'international tours',
  domestic: 'domestic tours',
  devotional: 'devotional packages',
  trekking: 'treks',
};

const isCouplePrice = (doc: PackageDoc) => /couple|for two|for 2/i.test(doc.price);
/** What one traveller pays (a per-couple price halved). */
export const perHead = (doc: PackageDoc) =>
  doc.priceValue === null ? null : isCouplePrice(doc) ? doc.priceValue / 2 : doc.priceValue;
const perDay = (doc: PackageDoc) => {
  const head = perHead(doc);
  return head !== null && doc.days ? Math.round(head / doc.days) : null;
};

/** '6 days (5 nights)': a package's length as visitors ask it, in days or in nights. */
const stay = (doc: PackageDoc) =>
  `${doc.days} days${doc.source.nights ? ` (${doc.source.nights} ${doc.source.nights === 1 ? 'night' : 'nights'})` : ''}`;

/** Each sort key's value of a package (null: it has none). */
export const SORT_VALUES: Record<SortKey, (doc: PackageDoc) => number | null> = {
  price: perHead,
  perDay,
  days: (doc) => doc.days,
  altitude: (doc) => doc.source.maxAltitudeM ?? null,
  grade: (doc) => (doc.source.grade ? GRADE_RANK[doc.source.grade] : null),
};
const SORT_NAMES: Record<SortKey, [string, string]> = {
  price: ['cheapest first', 'most expensive first'],
  perDay: ['cheapest per day first', 'costliest per day first'],
  days: ['shortest first', 'longest first'],
  altitude: ['lowest first', 'highest first'],
  grade: ['easiest first', 'hardest first'],
};

/** 'Best: Dec–Apr · max altitude 3,810 m · Easy': what a package is, for its line. */
function factsOf(doc: PackageDoc): string {
  const { bestMonths, maxAltitudeM, grade } = doc.source;
  return [
    bestMonths?.length ? `best ${monthRanges(bestMonths)}` : null,
    maxAltitudeM !== undefined && maxAltitudeM >= 1000 ? `max altitude ${formatAltitude(maxAltitudeM)}` : null,
    grade ? GRADE_NAMES[grade].toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** '• Title — ₹price per person, 6 days (₹4,083 a day); best Dec–Apr, max altitude 3,810 m'. */
function line(doc: PackageDoc, query: PackageQuery): string {
  const day = perDay(doc);
  const perDayText =
    query.sort?.key === 'perDay' || query.kind === 'compare' ? ` (${formatRupees(day ?? 0)} per day per person)` : '';
  const facts = factsOf(doc);
  // A budget with the taxes in it: what that party pays in all, beside the price.
  const total = query.taxedBudget && query.kind === 'list' ? taxedTotal(doc, query) : null;
  const taxed = total === null ? '' : ` (${formatRupees(total)} in all for ${partyOf(query)} with taxes)`;
  return bullet(
    `${doc.title} — ${doc.price}${taxed}${doc.days ? `, ${doc.days} days` : ''}${perDayText}${facts ? `; ${facts}` : ''}.`,
  );
}

/** How many a list's budget is for: the group, a couple or one traveller. */
const partyOf = (query: PackageQuery) =>
  query.basis === 'group' ? (query.adults ?? 4) : query.basis === 'couple' ? 2 : 1;

/** How many children share the adults' beds: those said to, or all when 'no extra bed' was said of them. */
const childrenWithoutBed = (query: PackageQuery) =>
  Math.min(query.children, query.childrenNoBed ?? (query.childNoBed ? query.children : 0));

/**
 * What the party a budget is for pays for a package today with its taxes (GST, and TCS abroad), as the booking
 * screen computes it; a group's children are counted with their beds.
 */
function taxedTotal(doc: PackageDoc, query: PackageQuery): number | null {
  if (doc.priceValue === null) return null;
  const children = query.basis === 'group' ? query.children : 0;
  const sharing = Math.min(children, childrenWithoutBed(query));
  const party = { adults: partyOf(query), childrenWithBed: children - sharing, childrenNoBed: sharing, singles: 0 };
  return fareFor({ type: doc.packageType, price: doc.source.price }, party, indiaToday()).total;
}

/** What the party pays: adults at the package price, children on request (never as adults). */
function partyLine(doc: PackageDoc, query: PackageQuery): string | null {
  if (!query.children && !query.adults) return null;
  // One adult pays the price shown; the line would only repeat it.
  if (!query.children && query.adults === 1) return null;
  if (!query.children && query.adults && doc.priceValue !== null) {
    const total = isCouplePrice(doc) ? doc.priceValue * Math.ceil(query.adults / 2) : doc.priceValue * query.adults;
    return `${doc.title} for ${query.adults}: ${doc.price} (${formatRupees(total)} for ${query.adults}).`;
  }
  const adults = query.adults ?? 2;
  const each = perHead(doc);
  const adultsTotal = each === null ? null : formatRupees(each * adults);
  // The package's own child price (with a bed; without one where it has it), never the adult price.
  const { childWithBed, childNoBed } = doc.source.price;
  const who = query.children === 1 ? 'the child' : `${query.children} children`;
  const childPrice =
    childWithBed === undefined
      ? null
      : `${formatRupees(childWithBed)}${query.children === 1 ? '' : ' each'} with a bed${childNoBed === undefined ? '' : ` (${formatRupees(childNoBed)} without one)`}`;
  const children = !query.children
    ? ''
    : childPrice
      ? ` + ${who}: ${childPrice}`
      : ` + ${who}: child price on request (send us the ages on WhatsApp)`;
  // 'no extra bed': the total with the children sharing, where the package has that price.
  const sharing = childNoBed === undefined ? 0 : childrenWithoutBed(query);
  const beds =
    sharing === 0
      ? 'with beds'
      : sharing === query.children
        ? 'without extra beds'
        : `with ${sharing} of them sharing a bed`;
  const total =
    query.children && childWithBed !== undefined && each !== null
      ? `; ${formatRupees(each * adults + childWithBed * (query.children - sharing) + (childNoBed ?? 0) * sharing)} in all ${beds}, before taxes`
      : '';
  return `For ${adults} adult${adults === 1 ? '' : 's'} on ${doc.title}: ${adultsTotal ?? 'price on request'}${children}${total}.`;
}

/**
 * A room of one's own and the taxes, when asked: the single-room price and what the party pays with GST (and
 * TCS on an international package), from the one fare function the booking screen uses (shared/taxes.ts).
 */
function fareLines(doc: PackageDoc, query: PackageQuery): string[] {
  return fareOf(doc, query)?.lines ?? [];
}

/** The fare asked (null when neither taxes nor a single room were) and the lines that state it. */
function fareOf(doc: PackageDoc, query: PackageQuery): { lines: string[]; total: number } | null {
  const singles = query.singles ?? 0;
  if (!query.taxes && !singles) return null;
  const { price } = doc.source;
  const lines: string[] = [];
  if (singles)
    lines.push(
      price.single === undefined
        ? `${doc.title} has no single-room price listed; ask us on WhatsApp and we quote it (stays are on twin sharing, a single is on request).`
        : `Single room on ${doc.title}: ${formatRupees(price.single)} per person (${formatRupees(price.single - price.perPerson)} more than on twin sharing).`,
    );
  // A single room the package does not price leaves no fare to add up; the taxes, when asked, still are.
  if (singles && price.single === undefined && !query.taxes) return { lines, total: 0 };
  const adults = Math.max(query.adults ?? (query.children ? 2 : 1), singles);
  const party = {
    adults,
    singles: price.single === undefined ? 0 : singles,
    childrenWithBed: query.children - childrenWithoutBed(query),
    childrenNoBed: childrenWithoutBed(query),
  };
  const fare = fareFor({ type: doc.packageType, price }, party, indiaToday());
  const who = [
    `${adults} adult${adults === 1 ? '' : 's'}${party.singles ? ` (${party.singles} in a single room)` : ''}`,
    ...(party.childrenWithBed
      ? [`${party.childrenWithBed} ${party.childrenWithBed === 1 ? 'child' : 'children'} with a bed`]
      : []),
    ...(party.childrenNoBed
      ? [
          `${party.childrenNoBed} ${party.childrenNoBed === 1 ? 'child' : 'children'} without ${party.childrenWithBed ? 'one' : 'a bed'}`,
        ]
      : []),
  ].join(' and ');
  // 'TCS on the Char Dham yatra?': none on a trip within India, said before the fare.
  if (!fare.tcsRate && /\btcs\b/.test(query.terms ?? ''))
    lines.push(`No TCS on ${doc.title}: TCS applies only to international packages.`);
  const withGst = `${formatRupees(fare.base)} + ${GST_RATE * 100}% GST ${formatRupees(fare.gst)} = ${formatRupees(fare.base + fare.gst)}`;
  lines.push(
    fare.tcs
      ? `For ${who}: ${withGst}, plus TCS at ${fare.tcsRate} ${formatRupees(fare.tcs)} (adjusted against your income tax): ${formatRupees(fare.total)} in all.`
      : `For ${who}: ${withGst} in all.`,
  );
  if (query.advance) lines.push(advanceLine(fare.total));
  return { lines, total: fare.total };
}

/** The advance on a total, by the booking screen's rule, for a departure far enough away to leave a balance. */
function advanceLine(total: number): string {
  const today = indiaToday();
  const { advanceDue, balanceDue } = advanceFor(total, today, addDays(today, BALANCE_DAYS_BEFORE + 1));
  return `Advance to book: ${formatRupees(advanceDue)} (${ADVANCE_SHARE * 100}% of the total); the balance ${formatRupees(balanceDue)} is due ${BALANCE_DAYS_BEFORE} days before departure (a departure sooner than that is paid in full at booking).`;
}

/**
 * 'if I book both for me and my wife, total with GST?' after two packages were talked about: each one's fare
 * for the party, as the booking screen computes it, and the two together.
 */
export function bothFaresAnswer(docs: PackageDoc[], query: PackageQuery): PackageAnswer {
  const party = { ...query, taxes: true, adults: query.adults ?? 1 };
  const fares = docs.map((doc) => fareOf(doc, party)!);
  const total = fares.reduce((sum, fare) => sum + fare.total, 0);
  const who = `${party.adults} adult${party.adults === 1 ? '' : 's'}${party.children ? ` and ${party.children} ${party.children === 1 ? 'child' : 'children'}` : ''}`;
  return {
    reply: [
      ...docs.flatMap((doc, i) => [`${doc.title}:`, ...fares[i]!.lines]),
      `Both packages for ${who}: ${formatRupees(total)} in all, taxes included.`,
      CLOSING,
    ].join('\n'),
    links: docs.map(linkTo),
    shown: docs,
  };
}

/**
 * Whether a package is of a kind (its tags); a package written before tags (a Firestore document with none)
 * is judged by the words of its title and description ('Zanzibar Beach Escape' is a beach trip).
 */
export function hasTag(doc: PackageDoc, tag: PackageTag): boolean {
  if (doc.source.tags?.length) return doc.source.tags.includes(tag);
  const words = wordsOf(`${doc.title} ${doc.summary}`);
  const stem = tag.split('-')[0]!;
  return words.some((word) => word === stem || word === `${stem}s` || word === `${stem}es`);
}

/** '₹30,000', '₹25,000–₹30,000', '₹50,000 or more': the budget a list keeps to. */
function budgetText(query: PackageQuery): string {
  const [floor, cap] = [query.priceFloor ?? null, query.priceCap];
  if (floor === null) return formatRupees(cap ?? 0);
  return cap === null ? `${formatRupees(floor)} or more` : `${formatRupees(floor)}–${formatRupees(cap)}`;
}

const kindName = (query: PackageQuery) => (query.types.length === 1 ? KIND_NAMES[query.types[0]!] : 'packages');

function seeAll(query: PackageQuery, total: number, month: number | null): ChatLink {
  const type = query.types.length === 1 ? query.types[0]! : null;
  const tag = query.tags.length === 1 ? query.tags[0]! : null;
  const days = query.days && query.days.max < 60 ? { min: query.days.min, max: query.days.max } : null;
  const filters = {
    ...NO_TOUR_FILTERS,
    type,
    max: query.priceCap !== null && query.basis !== 'couple' && query.basis !== 'group' ? query.priceCap : null,
    month,
    tag,
    grade: query.grade,
    days,
  };
  const search = tourFiltersQuery(filters);
  return { label: `See all ${total}`, path: `/tours${search ? `?${search}` : ''}` };
}

/** Nothing of that kind stays within a limit of the body (altitude, age): said, with how to reach us. */
const CONTACT_ASK = 'Tell us on WhatsApp who is travelling and we will suggest a plan.';
const CONTACT: ChatLink[] = [{ label: 'Contact us', path: '/contact' }];
function nothingFits(limit: string): PackageAnswer {
  return { reply: `Sorry, none of our packages of that kind is ${limit}. ${CONTACT_ASK}`, links: CONTACT, shown: [] };
}

function bookAnswer(doc: PackageDoc): PackageAnswer {
  return {
    reply: `To book ${doc.title} (${doc.price}), open it and tap ‘Enquire on WhatsApp’ with your dates and how many are travelling; our travel desk confirms the booking and the payment link.`,
    links: [{ label: `Book ${doc.title}`, path: doc.path }],
    shown: [doc],
  };
}

/** 'offer valid till when?': the running offer's last day and the regular price (or that none runs, when asked), on a line of its own. */
function offerOf(doc: PackageDoc, query: PackageQuery): string {
  const { price } = doc.source;
  const offer = activeOffer(price, indiaToday());
  if (offer)
    return `\nThat is an offer price until ${formatOfferEnd(offer.until)} (regular ${formatRupees(price.perPerson)}).`;
  return /\b(offers?|deals?)\b/.test(query.terms ?? '') ? `\nNo offer is running on ${doc.title} now.` : '';
}

/** The sentence that answers one fact of a package ('Dubai Delight does not include flights from India…'). */
function factOf(doc: PackageDoc, query: PackageQuery, fact: NonNullable<PackageQuery['fact']>): string {
  const { maxAltitudeM, bestMonths, minAge, includesFlights, grade, walkingPerDayKm } = doc.source;
  const age = query.youngestAge;
  const facts: Record<NonNullable<PackageQuery['fact']>, string> = {
    altitude:
      maxAltitudeM !== undefined
        ? `${doc.title} goes up to ${formatAltitude(maxAltitudeM)}.`
        : `${doc.title} has no altitude on record; ask us on WhatsApp.`,
    // A month asked ('in June?') gets a yes or a no first.
    months: !bestMonths?.length
      ? `${doc.title} runs all year; ask us for dates.`
      : bestMonths.length === 12
        ? `${doc.title} is good in any month: its best time is all year round.`
        : !query.months.length
          ? `The best time for ${doc.title}: ${monthRanges(bestMonths)}.`
          : query.months.some((month) => bestMonths.includes(month))
            ? `Yes: ${doc.title} is good in ${query.when}; its best time is ${monthRanges(bestMonths)}.`
            : `No: ${doc.title} is best in ${monthRanges(bestMonths)}, not in ${query.when}.`,
    days:
      query.days?.target && query.days.target !== doc.days
        ? `${doc.title} is ${stay(doc)}; we can plan it in ${query.days.target} days for you — send us your dates on WhatsApp.`
        : `${doc.title} is ${stay(doc)}.`,
    age:
      age !== null && minAge && age < minAge
        ? `No, not at ${age}: ${doc.title} is for ages ${minAge} and up.`
        : age !== null
          ? minAge
            ? `Yes: ${doc.title} is for ages ${minAge} and up, so ${age} is fine.`
            : `Yes: ${doc.title} has no minimum age, so ${age} is fine.`
          : minAge
            ? `${doc.title} is for ages ${minAge} and up.`
            : `${doc.title} has no minimum age.`,
    walking: walkingPerDayKm
      ? `${doc.title}: about ${walkingPerDayKm} km on foot on the longest walking day.`
      : `${doc.title} has no long walks; ask us about the pace on WhatsApp.`,
    flights: includesFlights
      ? `${doc.title} includes return flights.`
      : `${doc.title} does not include flights from India; we can book them for you.`,
    grade: grade ? `${doc.title} is graded ${GRADE_NAMES[grade].toLowerCase()}.` : `${doc.title} is not a trek.`,
    // With its cost per day, which visitors weigh trips by ('per day kitna padta hai').
    price: `${doc.title} costs ${doc.price}${doc.days ? ` for ${stay(doc)}` : ''}${
      perDay(doc) !== null ? `, about ${formatRupees(perDay(doc)!)} a day per person` : ''
    }.${offerOf(doc, query)}`,
  };
  return facts[fact];
}

/** 'flights included?' is a yes of a package with flights; 'flights extra?' a no. */
function flightsVerdict(doc: PackageDoc, query: PackageQuery): string {
  const included = Boolean(doc.source.includesFlights);
  if (query.withoutFlights) return included ? 'No: ' : 'Yes: ';
  return included ? 'Yes: ' : '';
}

function factAnswer(doc: PackageDoc, query: PackageQuery): PackageAnswer {
  const suits = query.suits?.length
    ? `Yes: ${doc.title} is one of our ${query.suits.map((tag) => SUIT_NAMES[tag] ?? tag).join(' and ')} trips.`
    : null;
  const fact = query.fact ?? 'price';
  const facts = [fact, ...(query.alsoFacts ?? [])];
  // What the package includes, asked or with whether that is flights.
  const inclusions =
    (facts.includes('flights') || query.inclusions) && !suits
      ? ` ${doc.title} includes: ${doc.source.details.inclusion.join('; ')}.`
      : '';
  const party = partyLine(doc, query);
  const stated = facts.map(
    (each) => `${each === 'flights' ? flightsVerdict(doc, query) : ''}${factOf(doc, query, each)}`,
  );
  return {
    reply: [
      ...detailsAsked(doc, query.terms ?? '', query.day ?? null),
      ...(suits ? [suits + inclusions] : [...stated.slice(0, -1), stated.at(-1)! + inclusions]),
      line(doc, query),
      ...(party ? [party] : []),
      ...fareLines(doc, query),
      CLOSING,
    ].join('\n'),
    links: [linkTo(doc)],
    shown: [doc],
  };
}

/** 'what kind of hotel?', 'where does it start?', 'how many jyotirlingas?': details a package's own text states. */
export const STAY_ASKED =
  /\b(what|which|kind of|type of|star|rating)\b.*\b(hotels?|stay|accommodation|resorts?|rooms?)\b|\b(hotels?|accommodation|stay)\b.*\b(like|kind|type|star|rating)\b/;
export const START_ASKED = /\b(start\w*|begins?|from which city|pick ?up (point|from)|kahan se)\b/;
const COUNT_ASKED = /\bhow many (?!days?\b|nights?\b|people\b|persons?\b|km\b|hours?\b|of\b)([a-z]{4,})\b/;
const NUMBER_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

/** The lines that state the details asked, from the package's own fields and text (none when none are asked). */
function detailsAsked(doc: PackageDoc, terms: string, day: number | null = null): string[] {
  const { details, startCity } = doc.source;
  const lines: string[] = [];
  if (day !== null) {
    // 'what happens on day 3?': that day's line of the plan, as the package page shows it.
    const plan = details.itinerary.find((entry) => new RegExp(`^day ${day}\\b`, 'i').test(entry));
    lines.push(
      plan
        ? `Day ${day} of ${doc.title}: ${plan.replace(/^day \d+\s*[:.-]\s*/i, '')}.`
        : `${doc.title} is ${stay(doc)}; its plan has no day ${day}.`,
    );
  }
  const count = COUNT_ASKED.exec(terms);
  if (count) {
    // 'Four of the twelve Jyotirlingas …', 'All eight Ganesh temples …': the sentence that counts them.
    const noun = count[1]!.replace(/e?s$/, '');
    const counting = new RegExp(`\\b${NUMBER_WORD}\\b(?: of the \\w+)? (?:\\w+ )?${noun}`, 'i');
    const sentence = [details.intro, doc.summary, ...details.itinerary]
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .find((text) => counting.test(text));
    if (sentence) lines.push(`${doc.title}: “${sentence.replace(/\.$/, '')}”.`);
  }
  if (START_ASKED.test(terms) && startCity) lines.push(`${doc.title} starts in ${startCity}.`);
  if (STAY_ASKED.test(terms)) lines.push(`The stay on ${doc.title}: “${details.accommodation}”.`);
  return lines;
}

/** What two packages equal on the key compared share ('Same length: Shirdi … and Ashtavinayak …'). */
const TIES: Record<SortKey, string> = {
  price: 'Same price',
  perDay: 'Same price per day',
  days: 'Same length',
  altitude: 'Same height',
  grade: 'Same grade',
};

/** The sort key that already answers a fact asked of a comparison ('which is higher' is sorted by altitude). */
const FACT_KEYS: Partial<Record<NonNullable<PackageQuery['fact']>, SortKey>> = {
  altitude: 'altitude',
  days: 'days',
  grade: 'grade',
};
/** 'the difference for a couple?', 'kitna farak': the gap between two prices. */
const DIFFERENCE = /\b(difference|differ|gap|farak|fark|antar|vithiyasam|vidhyasam|how much more|how much less)\b/;
/** 'which has more walking', 'kam paidal': which way a walking comparison is asked. */
const LESS = /\b(less|least|lesser|fewer|kam|kammi|minimum|min|lowest|easier)\b/;

/**
 * A fact asked of two or more packages ('which one includes flights?', 'which has more walking per day?'):
 * each package's own answer, the one that walks most (or least) first.
 */
function comparedFacts(docs: PackageDoc[], query: PackageQuery): string[] {
  const fact = query.fact;
  // The price is the comparison's own verdict; so is a fact the comparison is sorted by.
  if (!fact || fact === 'price' || (FACT_KEYS[fact] !== undefined && FACT_KEYS[fact] === query.sort?.key)) return [];
  if (fact !== 'walking') return docs.map((doc) => factOf(doc, query, fact));
  const km = (doc: PackageDoc) => doc.source.walkingPerDayKm ?? 0;
  const less = LESS.test(query.terms ?? '');
  const ranked = [...docs].sort((a, b) => (less ? km(a) - km(b) : km(b) - km(a)));
  const best = ranked[0]!;
  return [
    `${less ? 'Less' : 'More'} walking a day: ${best.title}${km(best) ? ` (about ${km(best)} km)` : ''}.`,
    ...ranked.map((doc) => factOf(doc, query, 'walking')),
  ];
}

function compareAnswer(docs: PackageDoc[], query: PackageQuery): PackageAnswer {
  const facts = comparedFacts(docs, query);
  const key = query.sort?.key ?? 'perDay';
  const value = SORT_VALUES[key];
  const ranked = [...docs].sort((a, b) => (value(a) ?? Infinity) - (value(b) ?? Infinity));
  const best = query.sort?.descending ? ranked.at(-1)! : ranked[0]!;
  const verdicts: Record<SortKey, [string, string]> = {
    price: ['cheaper', 'costlier'],
    perDay: ['cheaper per day', 'costlier per day'],
    days: ['shorter', 'longer'],
    altitude: ['lower', 'higher'],
    grade: ['easier', 'harder'],
  };
  const shown = [best, ...docs.filter((doc) => doc !== best)];
  const detail =
    key === 'altitude' && best.source.maxAltitudeM !== undefined
      ? ` (${formatAltitude(best.source.maxAltitudeM)})`
      : key === 'perDay'
        ? ` (${formatRupees(perDay(best) ?? 0)} per day per person)`
        : '';
  // 'Goa vs Andaman for 3, total for all?': what the party pays on each, with the taxes when asked.
  const party = shown.flatMap((doc) => [partyLine(doc, query) ?? '', ...fareLines(doc, query)].filter(Boolean));
  // 'and the difference for a couple?': the gap per person and for the party, from the two prices.
  const gap =
    docs.length === 2 && DIFFERENCE.test(query.terms ?? '') && perHead(docs[0]!) !== null && perHead(docs[1]!) !== null
      ? Math.abs(perHead(docs[0]!)! - perHead(docs[1]!)!)
      : null;
  const people = query.adults ?? (query.basis === 'couple' ? 2 : 1);
  const gapLine =
    gap === null
      ? null
      : `Difference: ${formatRupees(gap)} per person${people > 1 ? `, ${formatRupees(gap * people)} for ${people}` : ''} before taxes (${docs.map((doc) => `${doc.title} ${formatRupees(perHead(doc)!)}`).join(', ')}).`;
  // 'Shirdi or Ashtavinayak, which is longer?' when both are 3 days: neither, said so.
  const tied = docs.length >= 2 && value(best) !== null && docs.every((doc) => value(doc) === value(best));
  const verdict = tied
    ? `${TIES[key]}: ${docs.map((doc) => doc.title).join(' and ')}.`
    : `${query.sort?.descending ? verdicts[key][1] : verdicts[key][0]}: ${best.title}${detail}.`.replace(/^./, (c) =>
        c.toUpperCase(),
      );
  return {
    reply: [
      // The verdict first: what they asked (the fact asked of each, when one was), then the figures it rests on.
      ...(gapLine ? [gapLine] : facts.length ? facts : [verdict]),
      'Side by side:',
      ...docs.map((doc) => line(doc, { ...query, kind: 'compare' })),
      ...party,
      CLOSING,
    ].join('\n'),
    links: shown.map(linkTo),
    shown,
  };
}

/** The answer for a query that needs what packages are, or null when it names nothing packages could match. */
export function catalogAnswer(index: KnowledgeIndex, query: PackageQuery): PackageAnswer | null {
  if (query.kind === 'book' && query.focus) return bookAnswer(query.focus);
  if (query.kind === 'compare') return compareAnswer(query.compare, query);
  if (query.kind === 'fact' && query.focus) return factAnswer(query.focus, query);

  const all = index.docs.filter((doc): doc is PackageDoc => doc.kind === 'packages');
  const { gazetteer } = index.vocabulary;
  let pool = all.filter(
    (doc) =>
      (!query.types.length || query.types.includes(doc.packageType)) &&
      !query.excludedTypes.includes(doc.packageType) &&
      !query.excluded.includes(doc) &&
      !query.excludedTags?.some((tag) => hasTag(doc, tag)) &&
      (!query.among?.length || query.among.includes(doc)),
  );
  const notes: string[] = query.unsuited
    ? [
        `No: ${query.unsuited.title.split(':')[0]} is not one of our ${query.tags.map((tag) => tag.replace('-', ' ')).join(' and ')} trips.`,
      ]
    : [];
  /** Packages whose day plans pass through the place: asked before saying the place is out of season. */
  let passing: PackageDoc[] = [];
  if (query.places.length) {
    const strong = pool.filter((doc) => query.places.some((place) => gazetteer.strength(doc, place) >= 2));
    const strength = (doc: PackageDoc) => Math.max(...query.places.map((place) => gazetteer.strength(doc, place)));
    // The package named after the place first ('Ladakh' before a trek that starts in Leh).
    const placed = (
      strong.length ? strong : pool.filter((doc) => query.places.some((place) => gazetteer.strength(doc, place) >= 1))
    ).sort((a, b) => strength(b) - strength(a));
    // No package of that kind goes there: the place answer says so and what does go (package-answer.ts).
    if (!placed.length) return null;
    // Only for a kind of trip asked of a region ('treks in the Himalayas'): a tour's day plan that passes
    // through a place ('Kerala' on a Kanyakumari tour) is not a tour of it.
    if (query.types.length)
      passing = pool.filter(
        (doc) => !placed.includes(doc) && query.places.some((place) => gazetteer.strength(doc, place) >= 1),
      );
    pool = placed;
    // None is named after the place (only a description or a day plan reaches it): no trip of ours is to it.
    if (placed.every((doc) => strength(doc) < 3))
      notes.push(passingNote(query.types.length === 1 ? KIND_NAMES[query.types[0]!] : 'package', query.places));
  }
  // 'any package with river rafting?': the packages whose day plans name it; a tag the word also suggested
  // ('rafting' is adventure) then only narrows them when some have it.
  const features = query.features ?? [];
  const featured = features.length
    ? pool.filter((doc) => features.some((feature) => feature.plan.test(packageTexts(doc).all)))
    : [];
  if (featured.length) pool = featured;
  // What a package is for decides before anything else: never a package without the tag asked.
  const unmet: string[] = [];
  let widened = false;
  for (const tag of query.tags) {
    const tagged = pool.filter((doc) => hasTag(doc, tag));
    if (tagged.length) {
      pool = tagged;
      continue;
    }
    if (featured.length) {
      unmet.push(tag);
      continue;
    }
    const elsewhere = all.filter(
      (doc) =>
        query.tags.every((each) => hasTag(doc, each)) &&
        !query.excluded.includes(doc) &&
        !query.excludedTags?.some((each) => hasTag(doc, each)),
    );
    const what = `${tag.replace('-', ' ')} ${query.types.length === 1 ? KIND_NAMES[query.types[0]!] : 'package'}`;
    // Who travels is a wish, what the trip is a need: 'snow, parents coming' with no snow trip marked for
    // seniors keeps the snow trips, and 'a trek for my 60-year-old dad' the treks (with any altitude asked),
    // said plainly.
    if (
      (!elsewhere.length || query.types.length) &&
      !query.places.length &&
      tag in SUIT_NAMES &&
      (query.types.length || query.tags.some((each) => !(each in SUIT_NAMES)))
    ) {
      notes.push(`We have no ${what} as such; the nearest:`);
      unmet.push(tag);
      continue;
    }
    // A place asked keeps its own package, said plainly not to be one ('honeymoon in Ladakh').
    if (query.places.length || !elsewhere.length) {
      notes.push(`We have no ${what} as such${query.places.length ? ' there' : ''}.`);
      unmet.push(tag);
      if (!query.places.length)
        return { reply: `Sorry, we have no ${what} as such. ${CONTACT_ASK}`, links: CONTACT, shown: [] };
      continue;
    }
    notes.push(`Sorry, we have no ${what} as such; the nearest:`);
    pool = elsewhere;
    widened = true;
    break;
  }
  if (query.grade) {
    const graded = pool.filter((doc) => doc.source.grade === query.grade);
    if (graded.length) pool = graded;
  }
  if (query.maxGrade) {
    const most = GRADE_RANK[query.maxGrade];
    const graded = pool.filter((doc) => !doc.source.grade || GRADE_RANK[doc.source.grade] <= most);
    if (graded.length) pool = graded;
  }
  // Limits of the body are kept, never relaxed: nothing fits is said plainly.
  if (query.maxAltitudeM !== null) {
    const cap = query.maxAltitudeM;
    pool = pool.filter((doc) => doc.source.maxAltitudeM !== undefined && doc.source.maxAltitudeM <= cap);
    if (!pool.length) return nothingFits(`below ${formatAltitude(cap)}`);
  }
  if (query.minAltitudeM != null) {
    const floor = query.minAltitudeM;
    pool = pool.filter((doc) => (doc.source.maxAltitudeM ?? 0) >= floor);
    if (!pool.length) return nothingFits(`above ${formatAltitude(floor)}`);
  }
  if (query.maxWalkingKm != null) {
    const cap = query.maxWalkingKm;
    // A package with no long walks on record walks less than any cap.
    pool = pool.filter((doc) => (doc.source.walkingPerDayKm ?? 0) <= cap);
    if (!pool.length) return nothingFits(`with at most ${cap} km on foot a day`);
  }
  if (query.youngestAge !== null) {
    const age = query.youngestAge;
    pool = pool.filter((doc) => (doc.source.minAge ?? 0) <= age);
    if (!pool.length) return nothingFits(`for a ${age}-year-old`);
  }
  if (query.includesFlights) {
    const flying = pool.filter((doc) => doc.source.includesFlights);
    if (flying.length) pool = flying;
    else notes.push('None of these includes flights; we book them for you separately.');
  }
  if (query.withoutFlights) {
    const grounded = pool.filter((doc) => !doc.source.includesFlights);
    if (grounded.length) pool = grounded;
    else notes.push('All of these include flights.');
  }
  // 'any offer running?': the packages whose dated offer runs today, each with its last day and regular price.
  if (query.onOffer) {
    const offered = pool.filter((doc) => activeOffer(doc.source.price, indiaToday()));
    if (!offered.length)
      return { reply: `No offer is running on our ${kindName(query)} now. ${CONTACT_ASK}`, links: CONTACT, shown: [] };
    pool = offered;
  }
  let month: number | null = null;
  if (query.months.length) {
    const season = (doc: PackageDoc) => query.months.some((m) => doc.source.bestMonths?.includes(m));
    const inSeason = pool.filter(season);
    // 'winter trek in the Himalayas': the region's treks in season, those whose day plans name it after the rest.
    const passingInSeason = passing.filter((doc) => season(doc) && query.tags.every((tag) => hasTag(doc, tag)));
    month = query.months.length === 1 ? query.months[0]! : null;
    if (inSeason.length || passingInSeason.length) {
      // 'Ladakh in February?': the package named after the place is out of season; said before what is in it.
      const own = query.places.length ? pool[0] : undefined;
      if (own && !season(own) && own.source.bestMonths?.length)
        notes.push(
          `${own.title} is best in ${monthRanges(own.source.bestMonths)}, not in ${query.when}; in ${query.when}:`,
        );
      pool = [...inSeason, ...passingInSeason];
    } else {
      // 'Ladakh in February': say when the place is at its best, then what is good in that month.
      const place = pool[0];
      if (place?.source.bestMonths?.length)
        notes.push(
          `${query.when} is not the best time for ${place.title}; it is best in ${monthRanges(place.source.bestMonths)}.`,
        );
      const alternatives = all.filter((doc) => query.months.some((m) => doc.source.bestMonths?.includes(m)));
      const sameKind = alternatives.filter((doc) => !place || doc.packageType === place.packageType);
      pool = sameKind.length ? sameKind : alternatives;
      notes.push(`Good in ${query.when}:`);
    }
  }
  if (query.days) {
    const { min, max } = query.days;
    const fitting = pool.filter((doc) => doc.days !== null && doc.days >= min && doc.days <= max);
    // '5N 6D': that length when we have it.
    const exact = query.days.exact ? fitting.filter((doc) => doc.days === query.days!.target) : [];
    if (fitting.length) pool = exact.length ? exact : fitting;
    else
      notes.push(
        `No, none of these is ${query.days.target ? `${query.days.target} days` : `${max} day${max === 1 ? '' : 's'} or shorter`}; the nearest:`,
      );
  }
  if (query.perDayCap != null) {
    const cap = query.perDayCap;
    const fitting = pool.filter((doc) => (perDay(doc) ?? Infinity) <= cap);
    if (fitting.length) pool = fitting;
    else {
      notes.push(`Sorry, none of these is within ${formatRupees(cap)} a day; the lowest per day:`);
      pool = [...pool].sort((a, b) => (perDay(a) ?? 0) - (perDay(b) ?? 0));
    }
  }
  const floor = query.priceFloor ?? null;
  if (query.priceCap !== null || floor !== null) {
    const [low, high] = [floor ?? 0, query.priceCap ?? Infinity];
    const party = partyOf(query);
    // '40k for both of us incl GST': the budget is what the booking screen charges them, taxes included.
    const cost = (doc: PackageDoc) =>
      query.taxedBudget ? (taxedTotal(doc, query) ?? Infinity) : (perHead(doc) ?? Infinity) * party;
    const fitting = pool.filter((doc) => cost(doc) >= low && cost(doc) <= high);
    if (fitting.length) pool = fitting;
    else {
      const whose = party > 1 ? ` for ${party}` : '';
      notes.push(`Sorry, none of our ${kindName(query)} fits ${budgetText(query)}${whose}; the nearest:`);
      // Nearest to the range, from either end.
      const off = (doc: PackageDoc) => Math.max(low - cost(doc), cost(doc) - high, 0);
      pool = [...pool].sort((a, b) => off(a) - off(b) || (perHead(a) ?? 0) - (perHead(b) ?? 0));
    }
  }
  if (!pool.length) return null;
  // Within the pool the slots chose, the question's own words rank ('honeymoon' puts Bali Honeymoon first).
  if (query.terms && !query.places.length && notes.length === (query.unsuited ? 1 : 0)) {
    const scores = new Map(index.search(query.terms).map((hit) => [hit.doc.id, hit.score]));
    pool = [...pool].sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));
  }
  const sort = query.sort;
  if (sort) {
    const value = SORT_VALUES[sort.key];
    // Packages without the attribute (a temple trip has no grade) keep their place after those with it.
    const known = (doc: PackageDoc) => value(doc) ?? (sort.descending ? -Infinity : Infinity);
    pool = [...pool].sort((a, b) => {
      const [x, y] = [known(a), known(b)];
      return x === y ? 0 : sort.descending ? (y > x ? 1 : -1) : x > y ? 1 : -1;
    });
  }
  const shown = pool.slice(0, MAX_LISTED);
  // The heading names only what the list is: not a tag it could not keep, not a kind it had to leave.
  const kind = widened ? 'packages' : kindName(query);
  const tags = query.tags
    .filter((tag) => !unmet.includes(tag))
    .map((tag) => tag.replace('-', ' '))
    .join(', ');
  // The budget the list keeps to, when it does ('under ₹8,000'); a budget nothing met is said in the notes.
  const budget =
    (query.priceCap !== null || floor !== null) && !notes.some((note) => note.includes(budgetText(query)))
      ? ` ${floor === null ? 'under' : 'at'} ${budgetText(query)}${query.basis === 'group' || query.basis === 'couple' ? ' in all' : ''}${query.taxedBudget ? ' with taxes' : ''}`
      : '';
  const flights = notes.some((note) => note.includes('flights'))
    ? ''
    : query.includesFlights
      ? ' with flights included'
      : query.withoutFlights
        ? ' without flights (we book them for you separately)'
        : '';
  const onOffer = query.onOffer ? ' on offer now' : '';
  const having = featured.length ? ` with ${features.map((feature) => feature.name).join(' or ')}` : '';
  const heading = `Our ${tags ? `${tags} ` : ''}${kind}${onOffer}${having}${flights}${query.when ? ` for ${query.when}` : ''}${budget}${query.excludedNames.length ? `, other than ${query.excludedNames.join(' or ')}` : ''}${sort ? `, ${SORT_NAMES[sort.key][sort.descending ? 1 : 0]}` : ''}:`;
  // (A budget with the taxes in it has the party's total on each line already.)
  const party = shown[0] && !query.taxedBudget ? partyLine(shown[0], query) : null;
  const more = pool.length - shown.length;
  const links = shown.map(linkTo);
  if (more > 0) links.push(seeAll(query, pool.length, month));
  return {
    reply: [
      ...notes,
      // Asked in order to avoid it ('dad has BP, we'll skip that one'): the first is the one to avoid.
      ...(query.avoid ? ['The first one below is the one to avoid:'] : []),
      heading,
      ...shown.flatMap((doc) => [line(doc, query), ...(query.onOffer ? [offerOf(doc, query).trim()] : [])]),
      ...(party ? [party] : []),
      ...(more > 0 ? [`${more} more — see them all with the link below.`] : []),
      CLOSING,
    ].join('\n'),
    links,
    shown,
  };
}

/** Words that name many things at once: a line matched on these alone does not answer. */
export const GENERIC_THING = new Set(['ticket', 'tickets', 'charge', 'charges', 'fare', 'fee', 'fees', 'entry']);
/** A word without its plural 's' ('tickets' is the 'ticket' asked). */
export const stem = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word);
const quoted = (lines: string[]) => lines.map((text) => `“${text}”`).join(' and ');
const FLIGHT_WORDS = new Set(['flight', 'airfare', 'air']);
/** Other words for what the catalog writes ('chopper' is its helicopter). */
const SAME_THING: Record<string, string> = {
  chopper: 'helicopter',
  heli: 'helicopter',
  airfare: 'flight',
  flights: 'flight',
  khana: 'food',
  saapadu: 'food',
  sapadu: 'food',
  bhojan: 'food',
};
/** A word the catalog writes as any of several ('all meals', 'hotel with breakfast' are food). */
const ANY_OF: Record<string, string[]> = {
  food: ['food', 'meal', 'breakfast', 'lunch', 'dinner'],
  meal: ['meal', 'breakfast', 'lunch', 'dinner'],
};

/**
 * 'lunch included?', 'ferry tickets too?', 'does the houseboat have AC?' of one package: what its exclusions,
 * inclusions, stay and day plan say of the words asked, in the catalog's own lines. An exclusion that names the
 * thing is a plain no; a thing no line names is a no only when they asked 'included?' (`firm`: anything not
 * listed is extra), else null and the usual answer stands. Never a yes the package does not write.
 */
export function inclusionAnswer(
  doc: PackageDoc,
  asked: { words: string[]; firm: boolean; place?: boolean },
  query: PackageQuery,
): PackageAnswer | null {
  const { details, includesFlights } = doc.source;
  const words = asked.words.map((word) => SAME_THING[word] ?? word);
  const specific = words.filter((word) => !GENERIC_THING.has(word));
  let left = [...new Set((specific.length ? specific : words).map(stem))];
  const has = (text: string, word: string) => {
    const written = wordsOf(text).map(stem);
    return (ANY_OF[word] ?? [word]).some((each) => written.includes(each));
  };
  const count = (text: string) => left.filter((word) => has(text, word)).length;
  // An exclusion that names the thing decides, whatever the day plan says around it ('trek or helicopter'),
  // unless an inclusion names more of it ('toy train tickets' beside 'air or train fare').
  const included = (word: string) => Math.max(0, ...details.inclusion.filter((text) => has(text, word)).map(count));
  const excluded = (details.exclusion ?? []).filter((text) =>
    left.some((word) => has(text, word) && count(text) >= included(word)),
  );
  left = left.filter((word) => !excluded.some((text) => has(text, word)));
  // The rest, line by line: the line naming most of what is left first (the AC houseboat, not the AC car).
  const lines = [
    ...details.inclusion.map((text) => ({ text, where: 'inclusion' as const })),
    { text: details.accommodation, where: 'stay' as const },
    ...details.itinerary.map((text) => ({ text, where: 'plan' as const })),
  ];
  const found: typeof lines = [];
  for (;;) {
    const best = lines.reduce<(typeof lines)[number] | null>(
      (top, entry) => (count(entry.text) > (top ? count(top.text) : 0) ? entry : top),
      null,
    );
    if (!best) break;
    found.push(best);
    left = left.filter((word) => !has(best.text, word));
  }
  // Flights asked of a package whose lines do not say: its flights attribute answers.
  const flights = left.some((word) => FLIGHT_WORDS.has(word))
    ? `${includesFlights ? 'Yes: ' : 'No: '}${factOf(doc, query, 'flights')}`
    : null;
  left = left.filter((word) => !FLIGHT_WORDS.has(word));
  // (A place asked 'is there …?' is on the day plan or not: no other answer says which.)
  if (!excluded.length && !found.length && !flights && (!(asked.firm || asked.place) || !left.length)) return null;
  const sentences: string[] = [];
  if (excluded.length) sentences.push(`No: ${doc.title} does not include ${quoted(excluded)} (listed as extra).`);
  if (flights) sentences.push(flights);
  // 'included?' of something no line names, beside what one does ('Kedarnath' of the plan): no plain yes.
  const unlisted = asked.firm ? left : [];
  const yes = excluded.length || flights || unlisted.length ? '' : 'Yes: ';
  const inclusions = found.filter((entry) => entry.where === 'inclusion').map((entry) => entry.text);
  if (inclusions.length) sentences.push(`${yes}${doc.title} includes ${quoted(inclusions)}.`);
  const stay = found.find((entry) => entry.where === 'stay');
  const lead = (also: boolean) => (also ? 'The' : yes ? `${yes}the` : 'The');
  if (stay) sentences.push(`${lead(inclusions.length > 0)} stay on ${doc.title}: ${quoted([stay.text])}.`);
  const plan = found.filter((entry) => entry.where === 'plan').map((entry) => entry.text);
  if (plan.length)
    sentences.push(`${lead(inclusions.length > 0 || !!stay)} day plan of ${doc.title} has ${quoted(plan)}.`);
  // A place no line names ('does the Char Dham yatra visit Rishikesh?') is not on the way; a thing is not in the price.
  const name = left.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  if (!sentences.length)
    sentences.push(
      asked.place
        ? `No: ${doc.title} does not go to ${name}; ask us on WhatsApp and we can plan it in.`
        : `No: ${doc.title} does not list ${left.join(' ')} among its inclusions, so it is not part of the price; ask us on WhatsApp and we can arrange it.`,
    );
  const listed =
    (excluded.length || unlisted.length || !found.length) && !(asked.place && !excluded.length)
      ? [` ${doc.title} includes: ${details.inclusion.join('; ')}.`]
      : [];
  return {
    reply: [...sentences, line(doc, query), ...listed.map((text) => text.trim()), CLOSING].join('\n'),
    links: [linkTo(doc)],
    shown: [doc],
  };
}
