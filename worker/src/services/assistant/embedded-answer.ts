// The embedded assistant: understands the question first (question.ts), then answers from the catalog,
// services and FAQ alone, no model. Packages come as a short list with price, days and links, cars by the
// seats a group needs, a service with its steps and documents, an FAQ entry with its points; when nothing
// matches it says so and gives our contact details. Plain text: the chat shows it as text, links travel separately.
import { BUSINESS, type Business } from '#shared/business';
import { BRAND } from '#shared/constants';
import { indiaToday } from '#shared/dates';
import { GST_RATE, tcsRateText, tcsRowOn } from '#shared/taxes';
import type { ChatLink, ChatTurn, Language } from '#shared/schemas/chat';
import { carsAnswer } from './car-answer';
import { companyAnswer } from './company-answer';
import { STAY_ASKED, bothFaresAnswer, catalogAnswer, inclusionAnswer } from './catalog-answer';
import { termsOf, type Hit, type KnowledgeIndex } from './knowledge-index';
import { linkTo, type CarDoc, type FaqDoc, type KnowledgeDoc, type PackageDoc, type ServiceDoc } from './knowledge';
import { CLOSING, MAX_LISTED, bullet, isPackage, packageLine, packagesAnswer, type Answer } from './package-answer';
import { CHAT_FILLER, LEXICON_WORDS, POLICY, SERVICE_WORDS, URGENT, wordsOf, type ServiceTopic } from './lexicon';
import type { Place } from './gazetteer';
import { UNOFFERED_ANSWERS } from './out-of-scope';
import {
  asksPackageFare,
  asksPackagesWithFlights,
  changeOneSlot,
  contextOf,
  featuresOf,
  inclusionAsked,
  needsAttributes,
  packagesIn,
  pickedFrom,
  readQuery,
  withContext,
  youngestAgeOf,
  type PackageQuery,
} from './query';
import { readConversation, readQuestion, type Question } from './question';
import { isEnglishWord } from './english-words';
import { inLanguage } from './reply-language';
import { scriptOf, toLatin } from './script';

export type { Answer } from './package-answer';
/** An answer, what was understood, and the documents it was built from: the grounding an LLM gets for the same question. */
export type Grounded = Answer & { question: Question; context: KnowledgeDoc[] };
export type Topic = 'packages' | 'cars' | 'service' | 'general';

export const CONTACT_LINE = `Call ${BRAND.phones.join(' or ')}, WhatsApp ${BRAND.phones[1]}, or email ${BRAND.email} (${BRAND.hours}).`;
const CONTACT_LINKS: ChatLink[] = [
  { label: 'Contact us', path: '/contact' },
  { label: 'Read our FAQ', path: '/faq' },
];
const HELP_WITH = 'tours, treks, pilgrimages, car rental, tickets, visas, passports, forex or Tirupati darshan';

function notSure(): Answer {
  return {
    reply: `I'm not sure — here is how to reach us: ${CONTACT_LINE} Our travel desk will answer you personally.`,
    links: CONTACT_LINKS,
  };
}

/** 'do you do that?', 'can you arrange travel insurance?': asks whether we offer a service, answered yes first. */
const ASKS_IF_OFFERED =
  /\b(do|can|will|could) (you|u) (do|offer|arrange|provide|sell|book|handle|help|get|issue|give|make|send|ship|deliver)\b|\b(do|can) (you|u) (guys )?have\b/;

/** 'which currencies', 'what all do you cover': what the service takes in, its details. */
const ASKS_RANGE = /\b(which|what all|what (kinds?|types?|sorts?) of)\b/;

function serviceAnswer(doc: ServiceDoc, question?: Question): Answer {
  const service = doc.source;
  const action = 'to' in service.action ? { label: service.action.label, path: service.action.to } : null;
  const links: ChatLink[] = action ? [action] : [];
  if (service.path !== action?.path) links.push({ label: service.title, path: service.path });
  const yes = question && ASKS_IF_OFFERED.test(question.words.join(' ')) ? 'Yes, we do. ' : '';
  const range = question && ASKS_RANGE.test(question.words.join(' ')) ? service.details.map(bullet) : [];
  return {
    reply: [
      `${yes}${service.title}: ${service.summary}`,
      ...range,
      'What to keep ready:',
      ...service.documents.map(bullet),
      `How long it takes: ${service.turnaround}`,
      action
        ? `Next step: ${action.label} — the button below.`
        : `Next step: tap ‘${service.action.label}’ on the ${service.title} page.`,
    ].join('\n'),
    links,
  };
}

/** What a specific question asks for, and how the sentence that states it reads ('photo size' → '35 × 45 mm'). */
const FACT_ASKED: [RegExp, RegExp][] = [
  // 'Tatkal booking time?' is the hour it opens.
  [/\b(opening time|opens?|timings?|what time|at what time|booking (time|hours?))\b/, /\b\d{1,2}(:\d\d)?\s*(am|pm)\b/],
  [
    /\b(fees?|charges?|cost|price|rates?|how much|amount|cover|coverage|sum insured)\b/,
    /₹|€|\$|£|\bfees?\b|\b\d[\d,]*\s*(baht|dirhams?|dollars?|euros?|pounds?|ringgit|riyals?|rupees)\b/,
  ],
  [/\b(photos?|photographs?|size)\b/, /\bmm\b/],
  [
    /\b(how long|how many days|processing|time|takes?|days|weeks|when will|when do i get|kab milega|kab tak|kitne din|kitna time|kitna samay|evlo naal|ethana naal|ethanai naal|eppo varum|eppo kidaikkum|how early|how soon|in advance|when (should|to|do|can) (i |we )?apply|kab apply)\b/,
    /\b\d+(–\d+)? (working )?(days?|weeks?|hours?|months?)\b|\babout \d+ (weeks?|days?)\b/,
  ],
  [/\b(carry|cash|limit)\b/, /\bup to\b|\blimit\b/],
  // 'tickets for all 14 in one booking?': how many at most.
  [/\b(how many|max|maximum|at once|in one (booking|request|go)|at a time)\b/, /\bup to \d+|\bmax(imum)? (of )?\d+/i],
  [/\b(advance|deposit)\b/, /%/],
  // 'pay by card from the US?', 'UPI ok?': the ways to pay.
  [
    /\b((?<!(forex|travel|prepaid|currency|pan|aadhaar|aadhar|ration|voter|id) )cards?|credit|debit|upi|gpay|phonepe|paytm|net ?banking|neft|imps|rtgs|bank transfer|cheque|paypal|pay online|payment (modes?|methods?|options?))\b/,
    /\b(UPI|bank transfer)\b/i,
  ],
];

/**
 * 'what documents', 'papers needed', 'is a PAN card compulsory?': the list an entry gives, not one fact of it (a
 * PAN or Aadhaar card is a document, not a card to pay with).
 */
const DOCUMENTS =
  /\b(documents?|docs|papers?|what (do i|do we|to) (need|bring|carry|submit))\b|\b(pan|aadhaar|aadhar|voter id|id proof|birth certificate)\b.*\b(needed|need|required|mandatory|compulsory|necessary|must|zaroori|jaruri|venuma|venum|kattayam)\b|\b(needed|required|mandatory|compulsory|necessary)\b.*\b(pan|aadhaar|aadhar)\b/;

/** Whether a step of a table ('15 to 29 days', '30 days or more', 'less than 7 days') holds `n`. */
function holds(sentence: string, n: number): boolean {
  const lower = sentence.toLowerCase();
  const range = /\b(\d+)\s*(?:to|–|-)\s*(\d+)\s*(?:days?|hours?|weeks?|months?)/.exec(lower);
  if (range) return n >= Number(range[1]) && n <= Number(range[2]);
  const more = /\b(\d+)\s*(?:days?|hours?|weeks?|months?)\s*(?:or more|and more|and above|or above)/.exec(lower);
  if (more) return n >= Number(more[1]);
  const less = /\b(?:less than|under|below|within)\s*(\d+)\s*(?:days?|hours?|weeks?|months?)/.exec(lower);
  return less ? n < Number(less[1]) : false;
}

/** 'valid for at least 6 months', 'for the last 3 months': spans that say how long something lasts or looks back. */
const SPAN_NOT_TAKEN = /\b(valid|validity|last|past)\b\D{0,25}\d+\s*(months?|days?|weeks?|years?)\b/g;

/** 'which annexure', 'what form': the thing asked for by name. */
const WHICH_THING = /\b(?:which|what|kaunsa|konsa|kaun sa|kaunsi|konsi)\s+([a-z]{4,})\b/;

/**
 * The sentences of an entry that state the fact asked, or null when the question is not that specific. `named` are
 * words a sentence must hold to state what was asked by name ('IMUGA'); 'which annexure' names one too.
 */
function factIn(entry: FaqDoc['source'], question: Question, named: string[] = []): string | null {
  const asked = FACT_ASKED.filter(([cue]) => cue.test(question.words.join(' ')));
  const sentences = [...entry.answer.split(/(?<=\.)\s+(?=[A-Z])/), ...(entry.points ?? [])];
  const which = WHICH_THING.exec(question.words.join(' '))?.[1];
  const terms = [...named, ...(which ? [which] : [])].flatMap((word) => termsOf(word));
  const naming = terms.length
    ? sentences.filter((sentence) => termsOf(sentence).some((term) => terms.includes(term)))
    : [];
  // 'fees and documents?': the papers are the entry's points, so the whole entry answers.
  if ((!asked.length && !naming.length) || DOCUMENTS.test(question.words.join(' '))) return null;
  // Compared as the index folds them ('refunds' is the 'refund' asked about).
  const words = new Set(question.subjectTerms);
  const shared = (sentence: string) => termsOf(sentence).filter((word) => words.has(word)).length;
  // A span that is a validity or a look-back ('valid for 6 months', 'statements for the last 3 months') is not how
  // long something takes: it does not state the time asked, unless validity is asked.
  const validity = /\bvalid/.test(question.words.join(' '));
  const states = (fact: RegExp, sentence: string) =>
    fact.test(validity ? sentence : sentence.replace(SPAN_NOT_TAKEN, ''));
  // For each thing asked, the sentence that states it and shares most words with the question ('Indian
  // rupees: up to ₹25,000', not the LRS limit in dollars); a two-part question gets both, in the entry's order.
  const best = asked.flatMap(([, fact]) => {
    const stating = sentences.filter((sentence) => states(fact, sentence));
    const top = Math.max(...stating.map(shared));
    return stating.filter((sentence) => shared(sentence) >= Math.min(top, Math.max(1, top - 1))).slice(0, 3);
  });
  // A number asked ('cancel 10 days before') picks the step of a table that holds it ('7 to 14 days: 50%').
  const number = /\b(\d{1,3})\s*(days?|hours?|weeks?|months?)\b/.exec(question.words.join(' '));
  const holding = number
    ? sentences.filter(
        (sentence) => asked.some(([, fact]) => fact.test(sentence)) && holds(sentence, Number(number[1])),
      )
    : [];
  const chosen = [...(holding.length ? holding : best), ...naming];
  const stating = sentences.filter((sentence) => chosen.includes(sentence)).slice(0, 3);
  return stating.length ? stating.map((sentence) => sentence.replace(/[.;]?$/, '.')).join('\n') : null;
}

/** Each index's documents by the words they hold, built on first use (a word-to-documents map, once per index). */
const DOCS_BY_WORD = new WeakMap<KnowledgeIndex, Map<string, KnowledgeDoc[]>>();
function docsHolding(index: KnowledgeIndex, word: string): KnowledgeDoc[] {
  let byWord = DOCS_BY_WORD.get(index);
  if (!byWord) {
    byWord = new Map();
    for (const doc of index.docs)
      for (const each of new Set(wordsOf(`${doc.title} ${doc.summary} ${doc.body}`))) {
        const holding = byWord.get(each);
        if (holding) holding.push(doc);
        else byWord.set(each, [doc]);
      }
    DOCS_BY_WORD.set(index, byWord);
  }
  return byWord.get(word) ?? [];
}

/**
 * The FAQ entry a word of the question that only that entry holds points to, with that word ('Maldives IMUGA form?':
 * no package or service says IMUGA); null when there is none. Common English words are never such a word, nor are
 * the words the rest of Visbot reads.
 */
function faqOnlyEntry(index: KnowledgeIndex, question: Question): { doc: FaqDoc; word: string } | null {
  for (const word of question.words) {
    // A word Visbot reads otherwise (a place, a budget's 'lakh', a service's 'tatkal', a chat word) is no such word.
    if (word.length < 4 || isEnglishWord(word) || LEXICON_WORDS.has(word) || CHAT_FILLER.has(word)) continue;
    if (index.vocabulary.gazetteer.find([word]).length) continue;
    const docs = docsHolding(index, word);
    const doc = docs.length === 1 && docs[0]!.kind === 'faq' ? docs[0] : null;
    // Only a name the entry writes as one ('IMUGA', 'Annexure'): a form, a scheme, a document, not a plain word.
    const written = doc ? new RegExp(`\\b${word}\\b`, 'i').exec(`${doc.summary} ${doc.body}`)?.[0] : undefined;
    if (doc && written && written !== word) return { doc: doc as FaqDoc, word };
  }
  return null;
}

function faqAnswer(doc: FaqDoc, question?: Question, named: string[] = []): Answer {
  const entry = doc.source;
  const links: ChatLink[] = entry.link ? [{ label: entry.link.label, path: entry.link.to }] : [];
  links.push({ label: 'More in our FAQ', path: doc.path });
  // A specific question ('photo size', 'fee', 'how long') gets the fact, quoted, and the entry to read on.
  const fact = question ? factIn(entry, question, named) : null;
  if (fact) return { reply: `${fact}\nFrom our FAQ: “${entry.question}”`, links };
  return { reply: [entry.answer, ...(entry.points ?? []).map(bullet)].join('\n'), links };
}

/** A package clearly about the same place as an FAQ or service answer ('Dubai visa' → Dubai Delight). */
function relatedPackage(index: KnowledgeIndex, hits: Hit[], question: Question): PackageDoc | null {
  if (question.noPackage) return null;
  const top = hits[0]?.score ?? 0;
  const { gazetteer } = index.vocabulary;
  const hit = hits.find(
    (candidate) =>
      isPackage(candidate.doc) &&
      candidate.score >= top * 0.4 &&
      (question.places.some((place) => gazetteer.strength(candidate.doc as PackageDoc, place) === 3) ||
        question.subjectTerms.some((term) => candidate.doc.title.toLowerCase().includes(term))),
  );
  return hit ? (hit.doc as PackageDoc) : null;
}

function withRelated(answer: Answer, related: PackageDoc | null): Answer {
  if (!related || answer.reply.includes(related.price)) return answer;
  const line = answer.reply.includes(related.title)
    ? `${related.title} costs ${related.price}.`
    : `We also have a package: ${related.title} — ${related.price}.`;
  return {
    reply: `${answer.reply}\n${line}`,
    links: answer.links.some((link) => link.path === related.path)
      ? answer.links
      : [...answer.links, { label: related.title, path: related.path }],
  };
}

/** Whether anything of travel was understood: a place, kind, theme, service, car, budget, length or how-to. */
const understood = (q: Question) =>
  q.places.length > 0 ||
  q.packageTypes.length > 0 ||
  q.themes.length > 0 ||
  q.services.length > 0 ||
  q.wantsCar ||
  q.mentionsPackages ||
  q.mentionsTickets ||
  q.asksPrice ||
  q.howTo ||
  q.asksRules ||
  q.order !== null ||
  q.priceCap !== null ||
  q.priceFloor !== null ||
  q.days !== null ||
  q.groupSize !== null;

/** Which answer a question needs. The word 'package' alone never makes it a service question. */
export function topicOf(question: Question, own: Question = question): Topic {
  const named = question.places.length > 0 || question.packageTypes.length > 0 || question.themes.length > 0;
  const narrowed = named || question.priceCap !== null;
  // 'for Diwali', 'in December' with nothing else: when they can travel, so what we have.
  const aboutPackages =
    narrowed ||
    question.priceFloor !== null ||
    question.order !== null ||
    question.days !== null ||
    (question.mentionsDate && !question.subjectTerms.length && !question.unknownWords.length);
  // 'a tempo for our Tirupati trip' is a car question; 'Kerala tour by car' asks for the tour.
  // '…arrange everything from Chennai including car and stay' asks for the trip, the car being part of it.
  if (
    question.wantsCar &&
    !question.services.includes('insurance') &&
    !(named && question.asksInclusions && question.groupSize === null) &&
    (!question.namesPackage || question.groupSize !== null || question.largeGroup || !named)
  ) {
    return 'cars';
  }
  // A rule of a visit is the FAQ's; the documents of a service ('visa documents for the 2nd one') its own.
  if (question.asksRules && !question.mentionsPackages && !question.services.length) return 'general';
  if (question.asksPolicy && !question.asksInclusions) return 'service';
  // A service named ('visa', 'insurance') is the question, unless they ask for a package somewhere with it
  // ('Dubai package with visa'); documents and how-tos stay with the service ('Schengen visa documents for a Europe trip').
  if (question.services.length && !(question.namesPackage && named && !question.asksRules && !question.howTo))
    return 'service';
  // 'and how much cash in dirhams?' after a Dubai package: this message asks the service, whatever the trip was;
  // 'visa for the Singapore tour, how many days?' asks the visa's time, not the tour's length.
  const ownService =
    own.services.some((service) => service !== 'hotels') &&
    !own.namesPackage &&
    !own.mentionsPackages &&
    !own.places.length &&
    !own.asksInclusions &&
    !own.wantsCar;
  const papersTime =
    question.services.some((service) => service === 'visa' || service === 'passport') &&
    PAPERS_TIME.test(own.words.join(' '));
  if (ownService || papersTime) return 'service';
  if (question.howTo && !narrowed) return 'general';
  if (question.mentionsTickets && !question.mentionsPackages) return 'general';
  // 'price list', 'rates?': what our trips cost.
  const pricesOnly = question.asksPrice && !question.subjectTerms.length && !question.wantsCar;
  if (question.mentionsPackages || aboutPackages || pricesOnly) return 'packages';
  return 'general';
}

/** 'how many days', 'how long', 'kitne din': a visa's or passport's processing time, asked beside a tour. */
const PAPERS_TIME = /\b(how many days|how long|processing|kitne din|evlo naal|ethanai naal|eththanai naal)\b/;

/** Whether a document's title or keywords name a place under any of its names. */
function namesPlace(doc: KnowledgeDoc, place: Place): boolean {
  const text = ` ${wordsOf(`${doc.title} ${doc.keywords}`).join(' ')} `;
  return place.forms.some((form) => text.includes(` ${form} `));
}

/** Services sold as tickets: their cancellation and refund rules are the tickets' FAQ entry. */
const TICKET_SERVICES: ReadonlySet<ServiceTopic> = new Set(['flight', 'bus', 'train']);

/** Whether a service or FAQ document is about one of the services asked ('dollars' → forex, not the US visa). */
function aboutService(doc: KnowledgeDoc, services: ServiceTopic[]): boolean {
  const text = ` ${wordsOf(`${doc.title} ${doc.keywords}`).join(' ')} `;
  return services.some((service) => SERVICE_WORDS[service].some((word) => text.includes(` ${word} `)));
}

/**
 * The FAQ entries for a policy question, searched by the policy's own stem ('refundable' → 'refund',
 * 'cancellation' → 'cancel'), not by the place: the policy is the same for every package ('for a Kashmir trip').
 * Of the close ones, the entry about what they asked of, a package or a ticket, comes first.
 */
function policyEntries(index: KnowledgeIndex, question: Question, policy: string): Hit[] {
  const hits = index.search(policy.replace(/(able|ation|ations|ed|ing|s)$/, ''), (doc) => doc.kind === 'faq');
  // Packages are what most visitors book with us: a refund question that names neither is about them.
  const ticket = question.mentionsTickets || question.services.some((service) => TICKET_SERVICES.has(service));
  const of = ticket && !question.mentionsPackages ? 'ticket' : 'package';
  const names = (doc: KnowledgeDoc) =>
    wordsOf(`${doc.title} ${doc.summary} ${doc.keywords} ${doc.body}`).some((word) => word === of || word === `${of}s`);
  const fits = of ? hits.find((hit) => hit.score >= hits[0]!.score * 0.5 && names(hit.doc)) : undefined;
  return fits ? [fits, ...hits] : hits;
}

/** A question about a child's papers ('passport for my 3 yr old'): the entry about children answers it. */
const CHILD =
  /\b(child|children|kids?|baby|babies|infants?|minors?|son|daughter|beta|beti|bachch?[ae]|kulandhai\w*|kuzhandhai\w*|paiyan|ponnu)\b/;
const forChild = (question: Question) => {
  const lower = question.words.join(' ');
  return CHILD.test(lower) || (youngestAgeOf(lower) ?? 99) < 18;
};
const aboutChild = (doc: KnowledgeDoc) => CHILD.test(wordsOf(`${doc.title} ${doc.keywords}`).join(' '));

/** Words any entry may hold ('decisions take 3 weeks'): they tell no entry apart. */
const PLAIN_VERBS = new Set([
  'take',
  'takes',
  'need',
  'needed',
  'needs',
  'want',
  'give',
  'show',
  'carry',
  'normal',
  'usually',
]);

/** The FAQ entry about the service asked that states the fact asked, as its answer; null when none does. */
function factEntryFor(index: KnowledgeIndex, question: Question, hits: Hit[], focus: PackageDoc | null): Answer | null {
  if (!question.services.length || !FACT_ASKED.some(([cue]) => cue.test(question.words.join(' ')))) return null;
  const faqs = [...hits.map((hit) => hit.doc), ...index.docs.filter((doc) => doc.kind === 'faq')].filter(
    (doc): doc is FaqDoc => doc.kind === 'faq',
  );
  const entries = faqs.filter((doc) => aboutService(doc, question.services));
  // 'Thailand proof of funds in baht': the entry about the place asked states it, whichever service it is filed under.
  const placeEntries = faqs.filter((doc) => question.places.some((place) => namesPlace(doc, place)));
  const focusWords = focus ? wordsOf(focus.title.split(':')[0]!).filter((word) => word.length >= 4) : [];
  const aboutFocus = (doc: FaqDoc) => wordsOf(`${doc.title} ${doc.keywords}`).some((word) => focusWords.includes(word));
  // The service asked comes before the place: 'UK, no passport yet, how long?' is the passport's time, not
  // the UK visa's; an entry about the place filed under another service comes after.
  // An entry about the place that holds a word asked ('Thailand … cash proof': the Thailand entry's proof of
  // funds) comes before the service's general entries; one that only names the place does not ('courier to the
  // USA, how many days?' is not the US visa's time).
  // Only a word the service's own entries do not hold tells the place's entry apart ('proof' is Thailand's;
  // 'passport' of 'UK, no passport yet' is the passport entries' own).
  const holdsTerm = (doc: FaqDoc, term: string) => wordsOf(`${doc.summary} ${doc.body}`).includes(term);
  const subject = question.subjectTerms.filter(
    (term) => term.length >= 4 && !PLAIN_VERBS.has(term) && !entries.some((doc) => holdsTerm(doc, term)),
  );
  const holds = (doc: FaqDoc) => subject.some((term) => holdsTerm(doc, term));
  const ranked = [
    ...(forChild(question) ? entries.filter(aboutChild) : []),
    ...entries.filter((doc) => question.places.some((place) => namesPlace(doc, place))),
    ...placeEntries.filter(holds),
    ...entries.filter(aboutFocus),
    ...entries,
  ];
  const entry = ranked.find((doc) => factIn(doc.source, question) !== null);
  return entry ? faqAnswer(entry, question) : null;
}

/** A service or FAQ answer: retrieval over those only, so a place name cannot pull a package above 'Dubai visa'. */
function serviceOrFaq(
  index: KnowledgeIndex,
  question: Question,
  focus: PackageDoc | null = null,
  own: Question = question,
): Answer | null {
  // The service's entry whose keywords say urgent ('urgent passport': Tatkaal), asked with urgency in this message.
  const urgent = URGENT.test(own.words.join(' '))
    ? index.docs.find(
        (doc): doc is FaqDoc =>
          doc.kind === 'faq' &&
          aboutService(doc, question.services) &&
          doc.source.keywords.some((keyword) => /^(urgent|fast|quick|emergency)\b/.test(keyword)),
      )
    : undefined;
  if (urgent) return faqAnswer(urgent, question);
  // A ticket's cancellation ('cancellation charges for a flight') is a policy too; other services answer their own.
  const tickets = question.services.every((service) => TICKET_SERVICES.has(service));
  const policy = question.asksPolicy && tickets ? POLICY.exec(question.query)?.[0] : undefined;
  const entries = policy ? policyEntries(index, question, policy) : [];
  const hits = entries.length ? entries : index.search(question.query);
  const candidates = hits.filter((hit) => hit.doc.kind === 'faq' || (hit.doc.kind === 'services' && !policy));
  // The service asked decides, not a side word ('honeymoon suite' is a hotel room, not the tour packages page):
  // when no close match is about it, the service's own page is searched by its name.
  const byName = () =>
    index.search(question.services.map((service) => SERVICE_WORDS[service][0]).join(' '), (doc) =>
      aboutService(doc, question.services),
    )[0];
  // An entry about the place asked ('UK visa') before the service's general page.
  const placed = question.places.length
    ? candidates.find(
        (hit) =>
          hit.doc.kind === 'faq' &&
          aboutService(hit.doc, question.services) &&
          question.places.some((place) => namesPlace(hit.doc, place)),
      )
    : undefined;
  // 'visa for that?' of the package in focus: the entry about its place ('Bali' → visa on arrival).
  const focusWords = !question.places.length && focus ? wordsOf(focus.title).filter((word) => word.length >= 4) : [];
  const ofFocus = focusWords.length
    ? index.docs.find(
        (doc): doc is FaqDoc =>
          doc.kind === 'faq' &&
          aboutService(doc, question.services) &&
          wordsOf(`${doc.title} ${doc.keywords}`).some((word) => focusWords.includes(word)),
      )
    : undefined;
  // 'Thailand proof of funds in baht': an entry about the place asked that holds the words asked, whichever
  // service it is filed under (the Thailand visa entry, not the forex page).
  const subject = question.subjectTerms.filter((term) => term.length >= 4);
  const placeEntry =
    !placed && question.places.length && subject.length
      ? index.docs.find(
          (doc): doc is FaqDoc =>
            doc.kind === 'faq' &&
            question.places.some((place) => namesPlace(doc, place)) &&
            subject.some((term) => wordsOf(`${doc.summary} ${doc.body}`).includes(term)),
        )
      : undefined;
  // A specific fact of a service ('visa photo size'): the entry about it, the place asked first, that states it.
  // A fact asked in this message ('and how long will it take?' after 'what papers for a Singapore visa?') is read
  // from its own words, not the earlier ones that asked for the documents.
  const asking =
    own !== question && FACT_ASKED.some(([cue]) => cue.test(own.words.join(' ')))
      ? { ...question, words: own.words }
      : question;
  const stating = placed ? null : factEntryFor(index, asking, candidates, focus);
  if (stating) return withRelated(stating, relatedPackage(index, hits, question));
  const top =
    ofFocus ??
    placeEntry ??
    (
      placed ??
      (forChild(question)
        ? candidates.find((hit) => aboutService(hit.doc, question.services) && aboutChild(hit.doc))
        : undefined) ??
      candidates.find((hit) => aboutService(hit.doc, question.services)) ??
      (question.services.length && !policy ? byName() : undefined) ??
      candidates[0]
    )?.doc;
  if (!top) return null;
  const answer = top.kind === 'services' ? serviceAnswer(top, question) : faqAnswer(top as FaqDoc, asking);
  return withRelated(answer, relatedPackage(index, hits, question));
}

function generalAnswer(index: KnowledgeIndex, question: Question, hits: Hit[]): Answer {
  const top = hits[0];
  if (!top) return notSure();
  switch (top.doc.kind) {
    case 'packages': {
      const docs = hits
        .filter((hit) => isPackage(hit.doc) && hit.score >= top.score * 0.5)
        .slice(0, MAX_LISTED)
        .map((hit) => hit.doc as PackageDoc);
      return {
        reply: [
          docs.length === 1 ? 'This package matches:' : 'These packages match:',
          ...docs.map((doc) => packageLine(doc, null)),
          CLOSING,
        ].join('\n'),
        links: docs.map(linkTo),
      };
    }
    case 'cars':
      return carsAnswer(index, question);
    case 'services':
      return withRelated(serviceAnswer(top.doc), relatedPackage(index, hits, question));
    case 'faq':
      return withRelated(faqAnswer(top.doc), relatedPackage(index, hits, question));
  }
}

/**
 * 'Capital of France', 'weather in Shimla': not ours to answer. Said plainly, with our packages for the place
 * when it names one we serve (what we do offer nearest to it), else how to reach us.
 */
function offTopicAnswer(index: KnowledgeIndex, question: Question): Answer {
  const cannot = `I can’t help with that — I only know our travel services: ${HELP_WITH}.`;
  const served = question.places.filter((place) => place.served);
  const packages = served.length
    ? packagesAnswer(index, {
        ...question,
        places: served,
        subjectTerms: [],
        subjectWords: [],
        packageTypes: [],
        themes: [],
      })
    : null;
  if (!packages?.shown.length)
    return { reply: `${cannot} To reach our travel desk: ${CONTACT_LINE}`, links: CONTACT_LINKS };
  const shown = packages.shown.slice(0, 2);
  return {
    reply: [
      cannot,
      `What we have for ${served.map((place) => place.name).join(' or ')}:`,
      ...shown.map((doc) => packageLine(doc, null)),
    ].join('\n'),
    links: shown.map(linkTo),
  };
}

/** 'book both', 'both packages', 'dono trips': the two packages talked about, not 'both of us' or 'both of them'. */
const BOTH = /\b(both(?! of us)(?! us)(?! of them)(?! them)|dono|donon|rendum|rendu (package|trip)s?)\b/;
const WEATHER = /\b(weather|climate|rain(s|y)?|hot|cold|temperature)\b/;

/** The season of the package in focus (or the first of the last list), asked as the weather; null with none. */
function seasonOfFocus(index: KnowledgeIndex, text: string, turns: ChatTurn[]) {
  const own = readQuestion(text, index.vocabulary);
  if (own.places.length) return null;
  const conversation = contextOf(turns, index, (message) => readQuestion(message, index.vocabulary));
  const focus = conversation.focus ?? conversation.list[0];
  if (!focus) return null;
  return catalogAnswer(index, { ...readQuery(own, index, conversation), kind: 'fact', fact: 'months', focus });
}

/** 'TCS on foreign tours?', 'GST kitna?': a tax asked of no package in particular. */
const TAX_ASKED = /\b(gst|tcs)\b/g;
/** 'is GST extra or included?', 'alag se lagega?': whether the tax is in the price shown. */
const ON_TOP_ASKED =
  /\b(extra|on top|added|additional|included|inclusive|including|separate|separately|alag|excluding)\b/;
const percentText = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * The rates in force from shared/taxes.ts, before the FAQ's entry on them; a rate the visitor heard ('20% TCS now,
 * true?') is said to be right or wrong. Null when no tax is asked.
 */
function taxRatesAnswer(index: KnowledgeIndex, own: Question): Answer | null {
  const taxes = [...new Set(own.words.join(' ').match(TAX_ASKED) ?? [])];
  if (!taxes.length) return null;
  const row = tcsRowOn(indiaToday());
  const heard = /(\d+(?:\.\d+)?)\s*%/.exec(own.text)?.[1];
  const verdict = (rate: string) => (heard === undefined ? '' : `${heard}%` === rate ? 'Yes: ' : 'No: ');
  const lines = taxes.map((tax) =>
    tax === 'tcs'
      ? `${verdict(tcsRateText(row))}TCS on our international packages is ${tcsRateText(row)} of the package price now (${row.source})${heard !== undefined && `${heard}%` !== tcsRateText(row) ? `, not ${heard}%` : ''}; trips within India carry none.`
      : `${taxes.length === 1 ? verdict(percentText(GST_RATE)) : ''}GST is ${percentText(GST_RATE)} on every package${ON_TOP_ASKED.test(own.words.join(' ')) ? ', added on top of the price shown (the fare summary shows it separately)' : ''}.`,
  );
  const entry = index.docs.find(
    (doc): doc is FaqDoc =>
      doc.kind === 'faq' &&
      doc.source.keywords.includes('tax') &&
      taxes.some((tax) => doc.source.keywords.includes(tax)),
  );
  const faq = entry ? faqAnswer(entry) : { reply: '', links: CONTACT_LINKS };
  return { reply: [...lines, faq.reply].filter(Boolean).join('\n'), links: faq.links };
}

/** What a car's rate may leave out, asked of it ('tolls extra?', 'parking included?'). */
const CAR_EXTRAS = /\b(tolls?|parking|permits?|driver allowance)\b/;

/**
 * Answers a message from the index alone, with the documents used. `history` is the conversation so far (a
 * plain string is a visitor's message): the visitor's messages shape the question, the bot's replies give
 * the list and the package in focus.
 */
export function embeddedAnswer(
  index: KnowledgeIndex,
  text: string,
  history: (string | ChatTurn)[] = [],
  lang?: Language,
  business: Business = BUSINESS,
): Grounded {
  const { placeSounds } = index.vocabulary;
  // Tamil or Devanagari script is read as the Latin-letter question it means, and answered in its script
  // (a question in Latin letters in the site's language, when the request gives one).
  const latin = (message: string) => {
    const script = scriptOf(message);
    return script ? toLatin(message, script, placeSounds()) : message;
  };
  const turns = history.map((turn): ChatTurn =>
    typeof turn === 'string'
      ? { role: 'user', text: latin(turn) }
      : turn.role === 'user'
        ? { ...turn, text: latin(turn.text) }
        : turn,
  );
  // Who we are (GSTIN, since when, the grievance officer, the account to pay, the office) is answered from the
  // business settings in force (the worker's BUSINESS_* variables), written in the script asked.
  const company = companyAnswer(text, latin(text).toLowerCase(), replyScript(text, lang), business);
  if (company) {
    const userTurns = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
    return { ...company, question: readConversation(userTurns, latin(text), index.vocabulary), context: [] };
  }
  const grounded = answerInEnglish(index, latin(text), turns, business);
  return { ...grounded, ...inScriptAsked(index, grounded, text, lang) };
}

/** The script to answer in: the question's, or the site's language for a question in Latin letters (null: English). */
const replyScript = (text: string, lang?: Language) => scriptOf(text) ?? (lang && lang !== 'en' ? lang : null);

/** The answer in the question's script, or the site's language for a question in Latin letters. */
function inScriptAsked(index: KnowledgeIndex, answer: Answer, text: string, lang?: Language): Answer {
  const script = replyScript(text, lang);
  if (!script) return answer;
  const titles = index.docs.filter(isPackage).map((doc) => doc.title);
  return inLanguage(answer, script, titles);
}

/** A typed query read by a hosted model, answered from the catalog alone; null when no package fits it. */
export function queryAnswer(index: KnowledgeIndex, query: PackageQuery, text: string, lang?: Language): Answer | null {
  const answer = catalogAnswer(index, query);
  return answer && inScriptAsked(index, { reply: answer.reply, links: answer.links }, text, lang);
}

function answerInEnglish(index: KnowledgeIndex, text: string, turns: ChatTurn[], business: Business): Grounded {
  const question = readConversation(
    turns.filter((turn) => turn.role === 'user').map((turn) => turn.text),
    text,
    index.vocabulary,
  );
  const plain = (answer: Answer, context: KnowledgeDoc[] = []): Grounded => ({ ...answer, question, context });
  if (question.empty) return plain({ reply: `Sorry, I didn't catch that. Ask me about ${HELP_WITH}.`, links: [] });
  if (question.injection) {
    return plain({
      reply: `I can only help with our travel services: ${HELP_WITH}. What would you like to know?`,
      links: CONTACT_LINKS,
    });
  }
  if (question.smallTalk) return plain({ reply: `You’re welcome! Ask me about ${HELP_WITH} any time.`, links: [] });
  if (question.greeting) return plain({ reply: `Hello! Ask me about ${HELP_WITH}.`, links: [] });
  if (question.aboutBot && !question.places.length && !question.packageTypes.length && !question.services.length)
    return plain({
      // Whose assistant, and where the company is: 'who r u?' often asks whether there is an agency behind it.
      reply: `I’m Visbot, the assistant of ${business.tradeName}, a travel agency in ${business.address.locality} since ${business.foundingYear}: ask me about ${HELP_WITH}. To talk to our travel desk: ${CONTACT_LINE}`,
      links: CONTACT_LINKS,
    });

  if (question.unoffered) return plain(UNOFFERED_ANSWERS[question.unoffered]);
  if (question.offTopic) {
    // 'is August ok weather-wise?' of the package talked about: its season, not a forecast.
    const season = WEATHER.test(text.toLowerCase()) ? seasonOfFocus(index, text, turns) : null;
    return plain(season ?? offTopicAnswer(index, question), season?.shown ?? []);
  }
  if (question.asksContact) {
    const contact = index.docs.find((doc): doc is FaqDoc => doc.kind === 'faq' && doc.source.topic === 'contact');
    if (contact) return plain(faqAnswer(contact), [contact]);
  }

  // What packages are (altitude, months, tags), left-out places, comparisons and the package in focus are
  // answered from the catalog's data; the rest by the retrieval below.
  // This message alone decides whether it is about packages: a visa detour before it does not.
  const own = turns.length ? readQuestion(text, index.vocabulary) : question;
  // Tickets asked for without a package ('special entry darshan ticket rate') are the ticket's, not the tour's.
  const ticketsOnly = own.mentionsTickets && !own.mentionsPackages;
  const conversation = contextOf(turns, index, (message) => readQuestion(message, index.vocabulary));
  // 'book both, total with GST?' after two packages: the two fares and their sum.
  const both = BOTH.test(own.words.join(' ')) ? (conversation.focuses ?? []).slice(-2) : [];
  if (both.length === 2 && (own.asksPrice || asksPackageFare(own) || /\btotal\b/.test(own.words.join(' ')))) {
    const query = readQuery(own, index, conversation);
    return plain(bothFaresAnswer(both, query), both);
  }
  // 'Maldives IMUGA form kab bharna hai': a word only the FAQ holds names its entry, whatever place is beside it.
  const faqOnly = faqOnlyEntry(index, own);
  if (faqOnly) return plain(faqAnswer(faqOnly.doc, own, [faqOnly.word]), [faqOnly.doc]);
  // 'age limit? my brother is 11' after a trek: that trek's minimum age, not a rule of the FAQ.
  const ageOfFocus =
    conversation.focus !== null &&
    youngestAgeOf(own.words.join(' ')) !== null &&
    !own.places.length &&
    !own.packageTypes.length;
  // 'lunch included?', 'does the houseboat have AC?' of one package: its own lines answer, yes or no.
  const thing = inclusionAsked(own, index, conversation);
  if (thing) {
    const query = readQuery(own, index, conversation);
    // ('Tirupati already done, any other temple trip there?': a package left out is not the one asked of.)
    const answer = query.excluded.includes(thing.doc) ? null : inclusionAnswer(thing.doc, thing, query);
    if (answer) return plain(answer, answer.shown);
  }
  // 'how many days does it take?' right after a visa or passport question is its processing time, not the length of
  // a package its reply named (unless this message names a trip).
  const lastAsked = [...turns].reverse().find((turn) => turn.role === 'user');
  const serviceTime =
    lastAsked !== undefined &&
    !own.services.length &&
    !own.places.length &&
    !own.packageTypes.length &&
    !own.mentionsPackages &&
    PAPERS_TIME.test(own.words.join(' ')) &&
    readQuestion(lastAsked.text, index.vocabulary).services.some(
      (service) => service === 'visa' || service === 'passport',
    );
  // 'with GST', 'single room' of a package: its fare, when a package is named or in focus (else the FAQ's).
  const fare = asksPackageFare(own);
  // 'any trip with the toy train?', 'cable car ride': a phrase of a day plan, not a ticket or a car to hire.
  const planPhrase =
    !/\b(tickets?|seats?|pnr|tatkal|berths?)\b/.test(own.words.join(' ')) &&
    featuresOf(own, index.docs.filter(isPackage)).length > 0;
  if (
    !serviceTime &&
    (planPhrase ||
      ((!own.services.length ||
        asksPackagesWithFlights(own, conversation.focus) ||
        fare ||
        // 'goa package – what kind of hotel?': the package's stay, not the hotel desk.
        (own.services.every((service) => service === 'hotels') && STAY_ASKED.test(own.words.join(' ')))) &&
        !ticketsOnly &&
        !own.wantsCar &&
        // ('about 3 days, 600 km?' after a car question is the car's, 'and for my parents going to Dubai?' after a
        // visa question the visa's: readConversation keeps the service.)
        !(
          (question.wantsCar || question.services.some((service) => service !== 'hotels')) &&
          question.followUp &&
          !own.packageTypes.length &&
          !own.mentionsPackages &&
          !own.asksPrice
        ) &&
        (!own.asksPolicy || fare) &&
        (!own.asksRules || ageOfFocus)))
  ) {
    const changed = conversation.query
      ? changeOneSlot(conversation.query, own, conversation.focus, conversation)
      : null;
    const query = changed ?? withContext(readQuery(own, index, conversation), conversation.query);
    const answer = changed || needsAttributes(query) ? catalogAnswer(index, query) : null;
    // A budget with the taxes in it ('40k total incl GST') is a list of what fits it, not the tax rule.
    const taxedBudget = query.taxedBudget && query.kind === 'list';
    if (answer && ((!fare && !own.asksRules) || query.kind === 'fact' || taxedBudget))
      return plain(answer, answer.shown);
  }

  // 'TCS on foreign tours, 20% now?' of no package (a package's fare was answered above): the rates in force.
  // ('GST invoices for corporate travel' asks the service; 'is GST refundable?' the rule.)
  const taxes =
    own.priceCap === null && !own.services.length && !POLICY.test(own.words.join(' ').replace(TAX_ASKED, ''))
      ? taxRatesAnswer(index, own)
      : null;
  if (taxes) return plain(taxes);

  const hits = index.search(question.query);
  const context = hits.slice(0, 6).map((hit) => hit.doc);
  switch (topicOf(question, own)) {
    case 'cars': {
      // 'that car': the car the last reply named first.
      const lastReply = [...turns].reverse().find((turn) => turn.role === 'bot')?.text ?? '';
      const cars = index.docs.filter((doc): doc is CarDoc => doc.kind === 'cars');
      const found = carsAnswer(index, question, own, packagesIn(lastReply, cars)[0] ?? null);
      // 'are tolls and parking extra?': the FAQ's sentence on what a car's rate leaves out, before the cars.
      const extra = CAR_EXTRAS.exec(own.words.join(' '));
      const rule = extra
        ? index.docs
            .filter((doc): doc is FaqDoc => doc.kind === 'faq')
            .flatMap((doc) => [doc.source.answer, ...(doc.source.points ?? [])])
            .flatMap((text) => text.split(/(?<=\.)\s+/))
            .find((sentence) => sentence.toLowerCase().includes(extra[1]!.replace(/s$/, '')))
        : undefined;
      const answer = rule ? { ...found, reply: `${rule}\n${found.reply}` } : found;
      return plain(answer, cars);
    }
    case 'packages': {
      const answer = packagesAnswer(index, question);
      if (answer) return plain(answer, answer.shown);
      break;
    }
    case 'service': {
      // The package talked about before a detour ('Singapore package' → 'visa photo size?') names its place;
      // 'visa for the 2nd one' names the one of the last list.
      const focus = pickedFrom(` ${own.words.join(' ')} `, conversation.list) ?? conversation.focus;
      const answer = serviceOrFaq(index, question, focus, own);
      if (answer)
        return plain(
          answer,
          context.filter((doc) => !isPackage(doc) || answer.links.some((link) => link.path === doc.path)),
        );
      break;
    }
    case 'general':
      // Tickets asked for without a package ('darshan tickets for all 14 in one booking?'): the tickets' FAQ
      // entry among the close matches, not the tour that sells them.
      if (question.mentionsTickets && !question.mentionsPackages) {
        const top = hits[0]?.score ?? 0;
        const faq = hits.find((hit) => hit.doc.kind === 'faq' && hit.score >= top * 0.5);
        if (faq) return plain(faqAnswer(faq.doc as FaqDoc, question), context);
      }
      // Nothing about travel understood and words we cannot read ('write python code'): do not guess.
      if (question.unknownWords.length && !understood(question)) return plain(notSure());
      // A rule of a visit ('child age limit for darshan') is an FAQ answer, whatever package shares its words.
      if (question.asksRules) {
        // About the place asked, when one is ('age limit for the Kedarnath trek' is not the forex limit).
        const faq = hits.filter(
          (hit) =>
            hit.doc.kind === 'faq' &&
            (!question.places.length || question.places.some((place) => namesPlace(hit.doc, place))),
        );
        if (faq[0])
          return plain(withRelated(faqAnswer(faq[0].doc as FaqDoc), relatedPackage(index, hits, question)), context);
        // No rule of ours about it: the trip's own page, not whatever shares a word with 'age' or 'limit'.
        if (question.places.length || question.packageTypes.length) {
          const trips = packagesAnswer(index, { ...question, subjectTerms: [], subjectWords: [] });
          if (trips) return plain(trips, trips.shown);
        }
      }
      break;
  }
  return plain(generalAnswer(index, question, hits), context);
}
