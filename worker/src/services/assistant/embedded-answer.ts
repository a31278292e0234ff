// The embedded assistant: answers from retrieval alone, no model. Packages come as a list with price text,
// a service with its steps and documents, an FAQ entry with its points, and when nothing matches it says so
// and gives our contact details. Plain text: the chat shows it as text, links travel separately.
import { BRAND } from '#shared/constants';
import type { ChatLink } from '#shared/schemas/chat';
import type { Hit, KnowledgeIndex } from './knowledge-index';
import type { CarDoc, FaqDoc, KnowledgeDoc, PackageDoc, ServiceDoc } from './knowledge';
import { readQuestion, type Question } from './question';

export type Answer = { reply: string; links: ChatLink[] };
/** An answer and the documents it was built from: the grounding an LLM gets for the same question. */
export type Grounded = Answer & { question: Question; context: KnowledgeDoc[] };

const MAX_PACKAGES = 5;
const rupeeText = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const bullet = (line: string) => `• ${line}`;
const isPackage = (doc: KnowledgeDoc): doc is PackageDoc => doc.kind === 'packages';

export const CONTACT_LINE = `Call ${BRAND.phones.join(' or ')}, WhatsApp ${BRAND.phones[1]}, or email ${BRAND.email} (${BRAND.hours}).`;

function notSure(): Answer {
  return {
    reply: `I'm not sure — here is how to reach us: ${CONTACT_LINE} Our travel desk will answer you personally.`,
    links: [
      { label: 'Contact us', path: '/contact' },
      { label: 'Read our FAQ', path: '/faq' },
    ],
  };
}

function packageLine(doc: PackageDoc): string {
  const days = doc.days ? `, ${doc.days} days` : '';
  return bullet(`${doc.title} — ${doc.price}${days}. ${doc.summary}`);
}

function packageLinks(docs: PackageDoc[]): ChatLink[] {
  return docs.map((doc) => ({ label: doc.title, path: doc.path }));
}

/** The packages that fit the question: by subject words when there are any, else every package of the asked kind. */
function packageCandidates(index: KnowledgeIndex, question: Question): PackageDoc[] {
  const ofType = (doc: KnowledgeDoc): doc is PackageDoc =>
    isPackage(doc) && (question.packageTypes.length === 0 || question.packageTypes.includes(doc.packageType));
  if (question.subjectTerms.length) {
    const hits = index.search(question.subjectTerms.join(' '), ofType);
    if (hits.length) {
      // Keep the packages that match about as well as the best one, so one stray word does not list everything.
      const top = hits[0]!.score;
      return hits.filter((hit) => hit.score >= top * 0.3).map((hit) => hit.doc as PackageDoc);
    }
    if (question.packageTypes.length === 0) return [];
  }
  return index.docs.filter(ofType);
}

function packagesAnswer(index: KnowledgeIndex, question: Question): Answer | null {
  const candidates = packageCandidates(index, question);
  if (!candidates.length) return null;
  const subject = question.subjectWords.length ? ` for “${question.subjectWords.join(' ')}”` : '';
  const kind = question.packageTypes.length === 1 ? `${question.packageTypes[0]} ` : '';
  const cap = question.priceCap;
  if (cap !== null) {
    const fitting = candidates
      .filter((doc) => doc.priceValue !== null && doc.priceValue <= cap)
      .sort((a, b) => (a.priceValue ?? 0) - (b.priceValue ?? 0))
      .slice(0, MAX_PACKAGES);
    if (!fitting.length) {
      const closest = [...candidates].sort((a, b) => (a.priceValue ?? Infinity) - (b.priceValue ?? Infinity)).slice(0, 3);
      return {
        reply: [
          `None of our ${kind}packages${subject} is under ${rupeeText(cap)}. The closest in price:`,
          ...closest.map(packageLine),
          'Tell us your dates and budget on WhatsApp and we will suggest a shorter or off-season version.',
        ].join('\n'),
        links: packageLinks(closest),
      };
    }
    return {
      reply: [
        `Here are our ${kind}packages${subject} under ${rupeeText(cap)}:`,
        ...fitting.map(packageLine),
        'Open a package for the day-by-day plan, or send us your dates on WhatsApp for a quote.',
      ].join('\n'),
      links: packageLinks(fitting),
    };
  }
  const ordered = question.wantsCheapest ? [...candidates].sort((a, b) => (a.priceValue ?? Infinity) - (b.priceValue ?? Infinity)) : candidates;
  const shown = ordered.slice(0, MAX_PACKAGES);
  const more = candidates.length > shown.length ? ` (${candidates.length - shown.length} more on the Tours page)` : '';
  return {
    reply: [
      `Here are our ${kind}packages${subject}${more}:`,
      ...shown.map(packageLine),
      'Open a package for the day-by-day plan, or send us your dates on WhatsApp for a quote.',
    ].join('\n'),
    links: packageLinks(shown),
  };
}

function serviceAnswer(doc: ServiceDoc): Answer {
  const service = doc.source;
  const action = 'to' in service.action ? { label: service.action.label, path: service.action.to } : null;
  const links: ChatLink[] = action ? [action] : [];
  if (service.path !== action?.path) links.push({ label: service.title, path: service.path });
  return {
    reply: [
      `${service.title}: ${service.summary}`,
      'What to keep ready:',
      ...service.documents.map(bullet),
      `How long it takes: ${service.turnaround}`,
      action ? `Next step: ${action.label} — the button below.` : `Next step: tap ‘${service.action.label}’ on the ${service.title} page.`,
    ].join('\n'),
    links,
  };
}

function faqAnswer(doc: FaqDoc): Answer {
  const entry = doc.source;
  const links: ChatLink[] = entry.link ? [{ label: entry.link.label, path: entry.link.to }] : [];
  links.push({ label: 'More in our FAQ', path: doc.path });
  return { reply: [entry.answer, ...(entry.points ?? []).map(bullet)].join('\n'), links };
}

function carsAnswer(cars: CarDoc[]): Answer {
  return {
    reply: [
      cars.length === 1 ? 'Yes, we have this car with a driver:' : 'These cars match:',
      ...cars.map((car) => bullet(`${car.title} (${car.label.toLowerCase()}) — ${car.summary}`)),
      'Send us the pickup point, date and places on the car rental page and we confirm the car and driver within 30 minutes in the day.',
    ].join('\n'),
    links: [{ label: 'Book a car', path: '/car-rental' }],
  };
}

/** A package clearly about the same place as an FAQ or service answer ('Dubai visa' → Dubai Delight). */
function relatedPackage(hits: Hit[], question: Question): PackageDoc | null {
  const top = hits[0]?.score ?? 0;
  const hit = hits.find(
    (candidate) =>
      isPackage(candidate.doc) &&
      candidate.score >= top * 0.4 &&
      question.subjectTerms.some((term) => candidate.doc.title.toLowerCase().includes(term)),
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
    links: answer.links.some((link) => link.path === related.path) ? answer.links : [...answer.links, { label: related.title, path: related.path }],
  };
}

/** Answers a question from the index alone. Also returns the documents used, to ground an LLM. */
export function embeddedAnswer(index: KnowledgeIndex, text: string): Grounded {
  const question = readQuestion(text);
  if (question.smallTalk) {
    return {
      reply: 'You’re welcome! Ask me about tours, tickets, visas, passports, forex or Tirupati darshan any time.',
      links: [],
      question,
      context: [],
    };
  }
  const hits = index.search(text);
  const context = hits.slice(0, 6).map((hit) => hit.doc);
  const grounded = (answer: Answer): Grounded => ({ ...answer, question, context });

  const top = hits[0];
  const bestPackage = hits.find((hit) => isPackage(hit.doc));
  // A question about packages lists them, unless an FAQ answer or service clearly fits better
  // ('how do I book a tour package?' is a how-to, not a list).
  const topIsHowTo = top && !isPackage(top.doc) && top.doc.kind !== 'cars' && (!bestPackage || top.score > bestPackage.score * 1.5);
  if (question.wantsPackages && !(topIsHowTo && question.priceCap === null)) {
    const answer = packagesAnswer(index, question);
    if (answer) return { ...answer, question, context: context.length ? context : index.docs.filter(isPackage).slice(0, 6) };
  }
  if (!top) return grounded(notSure());

  switch (top.doc.kind) {
    case 'packages': {
      const relevant = hits.filter((hit) => isPackage(hit.doc) && hit.score >= top.score * 0.3).slice(0, MAX_PACKAGES);
      const docs = relevant.map((hit) => hit.doc as PackageDoc);
      return grounded({
        reply: [
          docs.length === 1 ? 'This package matches:' : 'These packages match:',
          ...docs.map(packageLine),
          'Open a package for the day-by-day plan, or send us your dates on WhatsApp for a quote.',
        ].join('\n'),
        links: packageLinks(docs),
      });
    }
    case 'cars':
      return grounded(
        carsAnswer(hits.filter((hit) => hit.doc.kind === 'cars' && hit.score >= top.score * 0.5).slice(0, 3).map((hit) => hit.doc as CarDoc)),
      );
    case 'services':
      return grounded(withRelated(serviceAnswer(top.doc), relatedPackage(hits, question)));
    case 'faq':
      return grounded(withRelated(faqAnswer(top.doc), relatedPackage(hits, question)));
  }
}
