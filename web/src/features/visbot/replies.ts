// What Visbot says without asking the server (spec §7, chat keywords): the greeting, the three quick
// options, and the canned replies for visa, passport and flight. A canned reply names the FAQ entry for
// the destination or case the visitor mentions ('Dubai visa', 'Tatkaal passport'), so it is still useful.
import { FAQ, type FaqEntry } from '#shared/faq';
import type { ChatLink } from '#shared/schemas/chat';

export const GREETING = "Hi! I'm Visbot, your AI assistant. How can I help you today?";
export const THINKING = 'Visbot is thinking...';
export const CHAT_ERROR = "I'm having trouble connecting to my brain right now. Please try again in a moment.";

export type Topic = 'visa' | 'passport' | 'flight';
export const QUICK_OPTIONS: { label: string; topic: Topic }[] = [
  { label: 'Visa Services', topic: 'visa' },
  { label: 'Passport Help', topic: 'passport' },
  { label: 'Flight Tickets', topic: 'flight' },
];

const CANNED: Record<Topic, { text: string; link: ChatLink }> = {
  visa: {
    text:
      'We arrange tourist, business and student visas for Dubai, Singapore, Thailand, Malaysia, the UK, Schengen countries, the USA, Canada and Australia. ' +
      'We fill the forms, book the appointment and check every document before it goes in. Send the visa form with your passport details and we reply with the checklist for your destination.',
    link: { label: 'Apply for a visa', path: '/visa-form' },
  },
  passport: {
    text:
      'We help with fresh passports, renewals and Tatkaal applications on the Passport Seva portal: the form, the earliest appointment and a check of your documents. ' +
      'Start with the passport form and we take it from there.',
    link: { label: 'Start a passport application', path: '/passport-form' },
  },
  flight: {
    text:
      'We book domestic and international flights on IndiGo, Air India, Akasa Air, Emirates, Singapore Airlines and more, comparing fares across airlines and explaining baggage and cancellation rules before you pay. ' +
      'Tell us your route, date and travellers on the flight booking form.',
    link: { label: 'Book a flight', path: '/flight-booking' },
  },
};

export type Route =
  { kind: 'canned'; topic: Topic } | { kind: 'greeting' } | { kind: 'assistant' } | { kind: 'ignore' };

/** Keywords first (spec order: visa, passport, flight), then a hello or hi, else the assistant. */
export function routeMessage(text: string): Route {
  const lower = text.toLowerCase();
  if (!lower.trim()) return { kind: 'ignore' };
  for (const topic of ['visa', 'passport', 'flight'] as const)
    if (lower.includes(topic)) return { kind: 'canned', topic };
  if (/\b(hello|hi)\b/.test(lower)) return { kind: 'greeting' };
  return { kind: 'assistant' };
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The FAQ entry of this topic whose own words the text uses ('dubai', 'tatkaal'); the general ones never match. */
function matchingEntry(topic: Topic, text: string): FaqEntry | undefined {
  if (topic === 'flight') return undefined;
  const lower = text.toLowerCase();
  return FAQ.filter((entry) => entry.topic === topic && entry.id !== 'visa-general').find((entry) =>
    entry.keywords.some(
      (keyword) => !['visa', 'passport'].includes(keyword) && new RegExp(`\\b${escape(keyword)}\\b`).test(lower),
    ),
  );
}

export function cannedReply(topic: Topic, text = ''): { text: string; links: ChatLink[] } {
  const canned = CANNED[topic];
  const entry = matchingEntry(topic, text);
  if (!entry) return { text: canned.text, links: [canned.link] };
  const points = (entry.points ?? []).map((point) => `• ${point}`);
  return {
    text: [entry.answer, ...points].join('\n'),
    links: [canned.link, { label: 'More in our FAQ', path: `/faq?entry=${entry.id}` }],
  };
}
