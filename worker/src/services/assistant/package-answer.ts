// Packages for an understood question: filtered by kind, place, theme, days and budget, ordered as asked
// (cheapest, shortest…) or by how well they fit, the best three listed with price, days and a link, and
// a link to the rest. When nothing fits it says so and offers the nearest packages instead.
import type { PackageType } from '#shared/catalog/collections';
import { BRAND } from '#shared/constants';
import { formatRupees } from '#shared/package-format';
import type { ChatLink } from '#shared/schemas/chat';
import type { KnowledgeIndex } from './knowledge-index';
import { linkTo, type KnowledgeDoc, type PackageDoc } from './knowledge';
import { THEME_TAGS, THEMES, wordsOf, type Theme } from './lexicon';
import type { Place } from './gazetteer';
import type { Question } from './question';

export type Answer = { reply: string; links: ChatLink[] };
export type PackageAnswer = Answer & { shown: PackageDoc[] };

export const MAX_LISTED = 3;
export const bullet = (line: string) => `• ${line}`;
export const isPackage = (doc: KnowledgeDoc): doc is PackageDoc => doc.kind === 'packages';
export const CLOSING = 'Open a package for the day-by-day plan, or send us your dates on WhatsApp for a quote.';
/**
 * After 'We have no package for “Bhutan” yet; we can plan one for you.': how to ask for it. Other packages with
 * their prices would read as prices for what was asked, so those of the kind we run instead are named, unpriced.
 */
export const PLAN_IT = `Send us your dates and how many of you are travelling on WhatsApp ${BRAND.mobile}, or call ${BRAND.phones[0]}.`;

const KIND_NAMES: Record<PackageType, [string, string]> = {
  international: ['international tour', 'international tours'],
  domestic: ['domestic tour', 'domestic tours'],
  devotional: ['devotional package', 'devotional packages'],
  trekking: ['trek', 'treks'],
};
/** A theme's word in an answer: its catalog tag where it has one, else its own name ('weekend', 'easy'). */
const themeWord = (theme: Theme) => THEME_TAGS[theme] ?? theme;
// Soft themes order the list; the others decide what is in it.
const SOFT_THEMES: Theme[] = ['family', 'senior', 'easy'];

/** How many days a package is off the length asked for. */
const offTarget = ({ doc }: { doc: PackageDoc }, target: number) => Math.abs((doc.days ?? 99) - target);
const perCouple = (doc: PackageDoc) => /couple|for two|for 2/i.test(doc.price);
/**
 * The price to compare with a budget, on the basis the visitor gave (a couple pays two per-person prices; a
 * group's total is what all of them pay).
 */
function comparablePrice(doc: PackageDoc, { basis, groupSize }: Question): number | null {
  if (doc.priceValue === null) return null;
  if (basis === 'group' && groupSize)
    return perCouple(doc) ? (doc.priceValue * groupSize) / 2 : doc.priceValue * groupSize;
  if (basis === 'couple' && !perCouple(doc)) return doc.priceValue * 2;
  if (basis === 'person' && perCouple(doc)) return Math.round(doc.priceValue / 2);
  return doc.priceValue;
}

const BASIS_NAMES: Record<NonNullable<Question['basis']> | 'none', (group: number | null) => string> = {
  person: () => ' per person',
  couple: () => ' for a couple',
  group: (group) => ` for all ${group}`,
  none: () => '',
};

/** A place we can put on the map is named as such; one we cannot, as the visitor wrote it. */
const placeNames = (places: Place[]) =>
  places.map((place) => (place.within ? place.name : `“${place.name}”`)).join(' or ');

/** 'Spiti road trip?' when only a day plan reaches Spiti: no trip of ours is to it, the ones listed pass through. */
export const passingNote = (kindName: string, places: Place[]) =>
  `We have no ${kindName} for ${placeNames(places)} as such; the day plans below pass through it.`;

type Texts = { about: string; all: string };
// Built once per package document (documents live as long as their catalog version's index).
const textsCache = new WeakMap<PackageDoc, Texts>();
/** What a package is about (title, description, intro) and everything it says (plus the plan and stay). */
export function packageTexts(doc: PackageDoc): Texts {
  const cached = textsCache.get(doc);
  if (cached) return cached;
  const { details } = doc.source;
  const about = ` ${wordsOf([doc.title, doc.summary, details.intro, doc.price].join(' ')).join(' ')} `;
  const texts = {
    about,
    all: `${about}${wordsOf([...details.itinerary, details.accommodation].join(' ')).join(' ')} `,
  };
  textsCache.set(doc, texts);
  return texts;
}
const fitsTheme = (doc: PackageDoc, theme: Theme, text: string) =>
  (theme === 'weekend' && doc.days !== null && doc.days <= 3) ||
  THEMES[theme].fits.some((phrase) => text.includes(` ${phrase} `));

/** What a party of `size` pays for a package: a per-couple price once for every two of them. */
function partyPrice(doc: PackageDoc, size: number): number | null {
  if (doc.priceValue === null) return null;
  return perCouple(doc) ? doc.priceValue * Math.ceil(size / 2) : doc.priceValue * size;
}

/** '• Title — ₹price per person (₹total for 4), 6 days. Description' (a couple's price is already for two). */
export function packageLine(doc: PackageDoc, groupSize: number | null): string {
  const total = groupSize && groupSize > 1 ? partyPrice(doc, groupSize) : null;
  const forGroup =
    total !== null && !(perCouple(doc) && groupSize === 2) ? ` (${formatRupees(total)} for ${groupSize})` : '';
  const days = doc.days ? `, ${doc.days} days` : '';
  return bullet(`${doc.title} — ${doc.price}${forGroup}${days}. ${doc.summary}`);
}

/** 'What is included?': the first package's inclusions and stay, as the catalog writes them. */
const inclusionsLine = (doc: PackageDoc) =>
  `${doc.title} includes: ${doc.source.details.inclusion.join('; ')}. Stay: ${doc.source.details.accommodation}.`;

type Scored = { doc: PackageDoc; score: number };

/** Asks for less than what was named ('something cheaper', 'any less expensive option'). */
const CHEAPER = /\b(cheaper|less expensive|lower (price|budget|cost)|more affordable|kam (price|budget))\b/;

const byPrice = (a: Scored, b: Scored) => (a.doc.priceValue ?? Infinity) - (b.doc.priceValue ?? Infinity);
const byDays = (a: Scored, b: Scored) => (a.doc.days ?? Infinity) - (b.doc.days ?? Infinity);
const ORDERS: Record<NonNullable<Question['order']>, (a: Scored, b: Scored) => number> = {
  cheapest: byPrice,
  priciest: (a, b) => -byPrice(a, b),
  shortest: (a, b) => byDays(a, b) || byPrice(a, b),
  longest: (a, b) => -byDays(a, b) || byPrice(a, b),
};
const ORDER_NAMES: Record<NonNullable<Question['order']>, string> = {
  cheapest: 'cheapest first',
  priciest: 'most expensive first',
  shortest: 'shortest first',
  longest: 'longest first',
};

/** Where the rest of the matches are: /tours with its kind and budget filters, or search for a place. */
function moreLink(question: Question, types: PackageType[], total: number): ChatLink {
  if (question.places.length && types.length !== 1) {
    const place = question.places[0]!.name;
    return {
      label: `See all ${total} for ${place}`,
      path: `/search?query=${encodeURIComponent(place)}&category=Packages`,
    };
  }
  const params = new URLSearchParams();
  if (types.length === 1) params.set('filter', types[0]!);
  if (question.priceCap !== null && question.basis === null) params.set('max', String(question.priceCap));
  const query = params.toString();
  const kind = types.length === 1 ? KIND_NAMES[types[0]!][1] : 'packages';
  return { label: `See all ${total} ${kind}`, path: `/tours${query ? `?${query}` : ''}` };
}

/**
 * The packages answer for a question that asks for packages, or null when the question names nothing
 * packages could be about (a subject word no package has, and no kind, place or theme to fall back on).
 */
export function packagesAnswer(index: KnowledgeIndex, question: Question): PackageAnswer | null {
  const all = index.docs.filter(isPackage);
  const types = question.packageTypes.length ? question.packageTypes : [];
  let pool: Scored[] = all
    .filter((doc) => !types.length || types.includes(doc.packageType))
    .map((doc) => ({ doc, score: 0 }));
  const notes: string[] = [];
  /** The places the list is for: those asked, or the region around a town we have no package for. */
  let shownPlaces: Place[] = [];
  /** Packages a note names besides the list (another kind of trip to the place asked about). */
  const extraLinks: ChatLink[] = [];
  /** A place asked that no package goes to, nor near: what we run instead is named, never priced. */
  let unoffered = false;

  // Where: every place the question names counts, the title more than the plan.
  const { gazetteer } = index.vocabulary;
  if (question.places.length) {
    const placedIn = (places: Place[], among: Scored[] = pool) =>
      among
        .map(({ doc }) => ({ doc, score: places.reduce((sum, place) => sum + gazetteer.strength(doc, place) * 10, 0) }))
        .filter((entry) => entry.score > 0);
    const placed = placedIn(question.places);
    const names = placeNames(question.places);
    const regions = question.places.flatMap((place) => (place.within ? [place.within] : []));
    // The nearest alternatives are of the same kind: a beach town's region only when it has a beach trip.
    const hard = question.themes.filter((theme) => !SOFT_THEMES.includes(theme));
    const nearby = (placed.length || !regions.length ? [] : placedIn(regions)).filter(({ doc }) =>
      hard.every((theme) => fitsTheme(doc, theme, packageTexts(doc).all)),
    );
    const kindName = types.length === 1 && !question.kindFromPlace ? KIND_NAMES[types[0]!][0] : 'package';
    if (placed.length) {
      pool = placed;
      shownPlaces = question.places;
      // No title names the place (a description or a day plan reaches it): as the catalog answer says it too.
      if (!question.fromOnly && placed.every((entry) => entry.score < 30))
        notes.push(passingNote(kindName, question.places));
    } else if (question.fromOnly && types.length && !question.kindFromPlace) {
      // 'from Pune, any trek?': where they start, not where they go; the treks anywhere, travel arranged.
      notes.push(`None of our ${KIND_NAMES[types[0]!][1]} starts in ${names}; we can arrange your travel from there.`);
    } else {
      notes.push(`We have no ${kindName} for ${names} yet; we can plan one for you.`);
      // 'Kedarnath trek': no trek goes there, but the Char Dham pilgrimage does; say so before the nearby treks.
      const otherKinds = types.length
        ? placedIn(
            question.places,
            all.filter((doc) => !types.includes(doc.packageType)).map((doc) => ({ doc, score: 0 })),
          )
        : [];
      const goThere = otherKinds
        .filter((entry) => entry.score >= 20)
        .slice(0, 2)
        .map((entry) => entry.doc);
      if (goThere.length) {
        notes.push(`But we go to ${names} on:`, ...goThere.map((doc) => packageLine(doc, question.groupSize)));
        extraLinks.push(...goThere.map(linkTo));
      }
      if (nearby.length) {
        pool = nearby;
        shownPlaces = regions;
      } else unoffered = !goThere.length;
    }
  }
  if (question.subjectTerms.length) {
    // Words that are not places ('houseboat', 'winter'): full-text search over the packages left.
    const hits = index.search(
      question.subjectTerms.join(' '),
      (doc) => isPackage(doc) && pool.some((entry) => entry.doc === doc),
    );
    const top = hits[0]?.score ?? 0;
    const relevant = hits.filter((hit) => hit.score >= top * 0.3);
    if (question.places.length && relevant.length) {
      // Of the packages for the place, those with the other words too ('winter' treks 'in the Himalayas').
      pool = relevant.map((hit) => {
        const entry = pool.find((candidate) => candidate.doc === hit.doc)!;
        return { doc: entry.doc, score: entry.score + (hit.score / top) * 25 };
      });
    } else if (question.places.length) {
      // Nothing there has the other words: the place decides.
    } else if (relevant.length)
      pool = relevant.map((hit) => ({ doc: hit.doc as PackageDoc, score: (hit.score / top) * 10 }));
    else if (question.mentionsPackages || types.length)
      notes.push(`We have no package for “${question.subjectWords.join(' ')}” yet; we can plan one for you.`);
    else if (!types.length && !question.themes.length && question.priceCap === null && !question.order) return null;
  }

  // A place only passed on the way ('drop at Trivandrum') counts when nothing is truly about it, or when the
  // package also has the other words asked for ('winter' trek 'in the Himalayas').
  if (question.places.length && pool.some((entry) => entry.score >= 20))
    pool = pool.filter((entry) => entry.score >= 20);

  // Themes: beach, hills, snow, honeymoon and weekend decide; family, senior and easy only move fitting ones up.
  const texts = new Map(pool.map(({ doc }) => [doc, packageTexts(doc)]));
  const applied: Theme[] = [];
  for (const theme of question.themes) {
    // A package about the theme beats one that only passes it ('evening on the beach' in a temple tour).
    const about = pool.filter(({ doc }) => fitsTheme(doc, theme, texts.get(doc)!.about));
    const fitting = about.length ? about : pool.filter(({ doc }) => fitsTheme(doc, theme, texts.get(doc)!.all));
    if (SOFT_THEMES.includes(theme)) {
      for (const entry of fitting) entry.score += 5;
    } else if (fitting.length) {
      pool = fitting;
      applied.push(theme);
    } else if (theme !== 'weekend' || !question.days) {
      notes.push(
        `We have no ${themeWord(theme)} ${types.length === 1 ? KIND_NAMES[types[0]!][0] : 'package'} as such.`,
      );
    }
  }
  const matching = pool;

  // Days and budget narrow what is left; if nothing survives, the nearest ones are offered instead.
  const { days, priceCap: cap, priceFloor: floor, basis } = question;
  let fitting = matching;
  if (days) fitting = fitting.filter(({ doc }) => doc.days !== null && doc.days >= days.min && doc.days <= days.max);
  if (days?.exact && fitting.some(({ doc }) => doc.days === days.target))
    fitting = fitting.filter(({ doc }) => doc.days === days.target);
  if (cap !== null) fitting = fitting.filter(({ doc }) => (comparablePrice(doc, question) ?? Infinity) <= cap);
  if (floor !== null) fitting = fitting.filter(({ doc }) => (comparablePrice(doc, question) ?? 0) >= floor);

  const kindName = types.length === 1 ? KIND_NAMES[types[0]!][1] : 'packages';
  const themeName = applied.filter((theme) => theme !== 'weekend').map(themeWord);
  const where = shownPlaces.length ? ` for ${shownPlaces.map((place) => place.name).join(' or ')}` : '';
  const about =
    !question.places.length && question.subjectWords.length && matching.length < all.length
      ? ` for “${question.subjectWords.join(' ')}”`
      : '';
  const budget = `${cap !== null && floor !== null ? ` between ${formatRupees(floor)} and ${formatRupees(cap)}` : cap !== null ? ` under ${formatRupees(cap)}` : floor !== null ? ` above ${formatRupees(floor)}` : ''}${BASIS_NAMES[basis ?? 'none'](question.groupSize)}`;
  const length = days
    ? days.target
      ? ` of about ${days.target} days`
      : days.max < 60
        ? days.min > 1
          ? ` of ${days.min} to ${days.max} days`
          : ` of ${days.max} days or less`
        : ` of ${days.min} days or more`
    : '';
  const what = `${[...themeName, ''].join(' ')}${kindName}${where}${about}`;

  if (unoffered) {
    const shown = (fitting.length ? fitting : matching).slice(0, MAX_LISTED).map((entry) => entry.doc);
    return {
      reply: [
        ...notes,
        PLAN_IT,
        ...(shown.length ? [`What we do run instead (${what}): ${shown.map((doc) => doc.title).join('; ')}.`] : []),
      ].join('\n'),
      links: [...shown.map(linkTo), { label: 'Contact us', path: '/contact' }],
      shown,
    };
  }
  if (!fitting.length) {
    const nearest = [...matching].sort((a, b) => {
      if (cap !== null) return byPrice(a, b);
      if (floor !== null) return -byPrice(a, b);
      if (days?.target) return offTarget(a, days.target) - offTarget(b, days.target);
      return days && days.max < 60 ? byDays(a, b) : -byDays(a, b);
    });
    const shown = nearest.slice(0, MAX_LISTED).map((entry) => entry.doc);
    const reason = `${budget}${length}`.trim() || 'that';
    return {
      reply: [
        ...notes,
        `No ${what} ${reason}, sorry. The nearest we have:`,
        ...shown.map((doc) => packageLine(doc, question.groupSize)),
        'Tell us your dates and budget on WhatsApp and we will suggest a shorter or off-season version.',
      ].join('\n'),
      links: [...extraLinks, ...shown.map(linkTo)],
      shown,
    };
  }

  // With the party stated ('for a couple', 'family of 4'), cheapest means what all of them pay.
  const party = question.groupSize && question.groupSize > 1 ? question.groupSize : null;
  const byPartyPrice = (a: Scored, b: Scored) =>
    (partyPrice(a.doc, party!) ?? Infinity) - (partyPrice(b.doc, party!) ?? Infinity);
  const priced = party && (question.order === 'cheapest' || question.order === 'priciest');
  const order = priced
    ? question.order === 'cheapest'
      ? byPartyPrice
      : (a: Scored, b: Scored) => -byPartyPrice(a, b)
    : question.order
      ? ORDERS[question.order]
      : cap !== null
        ? byPrice
        : days?.target
          ? // 'a 4 days trip': the closest lengths first.
            (a: Scored, b: Scored) => offTarget(a, days.target!) - offTarget(b, days.target!) || b.score - a.score
          : (a: Scored, b: Scored) => b.score - a.score;
  const sorted = [...fitting].sort(order);
  const shown = sorted.slice(0, MAX_LISTED).map((entry) => entry.doc);
  const more = sorted.length - shown.length;
  const heading =
    shown.length === 1
      ? `Our ${what}${budget}${length}: one matches.`
      : `Our ${what}${budget}${length}${question.order ? `, ${priced ? `${ORDER_NAMES[question.order].replace(' first', '')} for ${party} first` : ORDER_NAMES[question.order]}` : ''}:`;
  const shownTypes = [...new Set(sorted.map(({ doc }) => doc.packageType))];
  const links: ChatLink[] = [...extraLinks, ...shown.map(linkTo)];
  if (more > 0)
    links.push(moreLink(question, types.length ? types : shownTypes.length === 1 ? shownTypes : [], sorted.length));
  // 'something cheaper?' after the only package for a place: the cheaper ones of the same kind.
  const cheaper =
    shown.length === 1 && question.places.length && CHEAPER.test(question.text.toLowerCase())
      ? all
          .filter((doc) => doc.packageType === shown[0]!.packageType && doc !== shown[0])
          .filter((doc) => (doc.priceValue ?? Infinity) < (shown[0]!.priceValue ?? 0))
          .sort((a, b) => (a.priceValue ?? 0) - (b.priceValue ?? 0))
          .slice(0, MAX_LISTED - 1)
      : [];
  const cheaperLines = cheaper.length
    ? [
        `Cheaper ${KIND_NAMES[shown[0]!.packageType][1]}:`,
        ...cheaper.map((doc) => packageLine(doc, question.groupSize)),
      ]
    : [];
  links.push(...cheaper.map(linkTo));
  return {
    reply: [
      ...notes,
      heading,
      ...shown.map((doc) => packageLine(doc, question.groupSize)),
      ...cheaperLines,
      ...(question.asksInclusions ? [inclusionsLine(shown[0]!)] : []),
      ...(more > 0 ? [`${more} more ${more === 1 ? 'matches' : 'match'} — see them all with the link below.`] : []),
      CLOSING,
    ].join('\n'),
    links,
    shown,
  };
}
