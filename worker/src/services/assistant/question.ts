// Reads what a visitor's question asks for beyond its words: a budget ('under 30k'), a kind of package
// ('international', 'trek'), whether they want a list of packages, contact details, or are just thanking us.
import type { PackageType } from '#shared/constants';
import { normalizeTerm, termsOf } from './knowledge-index';

export type Question = {
  text: string;
  /** Normalized words of the question. */
  terms: string[];
  /** Words that name what they want ('kerala', 'winter'), without the generic ones ('tour', 'price', 'under'). */
  subjectTerms: string[];
  /** The same words as the visitor wrote them, for the reply ('Kerala', 'Himalayas'). */
  subjectWords: string[];
  /** 'cheapest', 'lowest price', 'budget': list by price. */
  wantsCheapest: boolean;
  /** Highest price in rupees the visitor mentioned ('under ₹30,000', 'below 1.5 lakh', 'within 25k'). */
  priceCap: number | null;
  packageTypes: PackageType[];
  /** Asks for packages: names a tour, trip, trek or yatra, a budget or a kind of package. */
  wantsPackages: boolean;
  /** Only thanks or goodbye. */
  smallTalk: boolean;
};

const TYPE_WORDS: Record<PackageType, string[]> = {
  international: ['international', 'abroad', 'foreign', 'overseas', 'outside india'],
  domestic: ['domestic', 'within india', 'in india', 'indian tour'],
  devotional: ['devotional', 'pilgrimage', 'pilgrim', 'temple', 'yatra', 'spiritual', 'religious'],
  trekking: ['trek', 'treks', 'trekking', 'hike', 'hiking'],
};
const PACKAGE_WORDS = /\b(tours?|packages?|trips?|holidays?|vacations?|honeymoon|getaways?|yatras?|treks?|trekking|itinerar(y|ies)|places to visit)\b/i;
// Words that say 'a package' or 'a price' but not which one: left out when matching packages by subject.
const GENERIC = new Set(
  termsOf(
    'tour tours package packages trip trips holiday holidays vacation travel plan plans option options available offer offers ' +
      'cost costs price prices cheap cheapest budget under below within less upto max maximum rupee rupees lakh thousand ' +
      'day days night nights person people family couple best good nice suggest recommend which list place places visit ' +
      'international abroad foreign overseas domestic india devotional pilgrimage temple yatra spiritual religious trek ' +
      'trekking hike hiking month week weekend',
  ),
);

const BUDGET =
  /(?:under|below|less than|lesser than|within|upto|up to|max(?:imum)?|budget(?: of| is)?|not more than|not above|around|about|<)\s*(?:rs\.?|inr|₹)?\s*(\d+(?:[.,]\d+)*)\s*(k|thousand|lakhs?|lacs?|l)?\b/i;

/** 'under 30,000' → 30000, 'below 1.5 lakh' → 150000, 'within 25k' → 25000. */
export function priceCapOf(text: string): number | null {
  const match = BUDGET.exec(text);
  if (!match?.[1]) return null;
  const unit = (match[2] ?? '').toLowerCase();
  const number = unit ? Number(match[1].replace(/,/g, '')) : Number(match[1].replace(/[.,]/g, ''));
  if (!Number.isFinite(number) || number <= 0) return null;
  if (unit === 'k' || unit === 'thousand') return Math.round(number * 1000);
  if (unit.startsWith('l')) return Math.round(number * 100000);
  return number >= 1000 ? number : null; // 'under 5' is days or people, not rupees
}

export function readQuestion(text: string): Question {
  const lower = text.toLowerCase();
  const terms = termsOf(text);
  const packageTypes = (Object.keys(TYPE_WORDS) as PackageType[]).filter((type) =>
    TYPE_WORDS[type].some((word) => new RegExp(`\\b${word}\\b`).test(lower)),
  );
  const priceCap = priceCapOf(text);
  const subjectTerms = terms.filter((term) => !GENERIC.has(term) && !/^\d/.test(term));
  const subjectWords = [
    ...new Set(text.split(/[\s\p{P}\p{S}]+/u).filter((word) => subjectTerms.includes(normalizeTerm(word) ?? '')).map((word) => word.trim())),
  ];
  return {
    text,
    terms,
    subjectTerms,
    subjectWords,
    wantsCheapest: /\b(cheap|cheapest|lowest|budget|affordable|least expensive|low cost)\b/i.test(text),
    priceCap,
    packageTypes,
    wantsPackages: PACKAGE_WORDS.test(text) || priceCap !== null || packageTypes.length > 0,
    smallTalk: /^\s*(thanks?( you)?|thank u|thx|ok(ay)?( thanks?)?|bye|good ?bye|great|cool)[\s!.]*$/i.test(text),
  };
}
