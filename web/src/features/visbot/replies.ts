// What Visbot says without asking the server (spec §7, chat keywords): the greeting, the three quick
// options, and the canned replies for visa, passport and flight. A canned reply names the FAQ entry for
// the destination or case the visitor mentions ('Dubai visa', 'Tatkaal passport'), so it is still useful.
import { FAQ, type FaqEntry } from '#shared/faq';
import { chat } from '#shared/i18n/en/chat';
import type { ChatLink } from '#shared/schemas/chat';
import { translateNow } from '../../lib/locale';

// English, as tests and the history filter name them; the panel shows them in the visitor's language.
export const GREETING = chat.en.greeting;
export const THINKING = chat.en.thinking;
export const CHAT_ERROR = chat.en.error;

export type Topic = 'visa' | 'passport' | 'flight';
export const QUICK_OPTIONS = [
  { label: 'optionVisa', topic: 'visa' },
  { label: 'optionPassport', topic: 'passport' },
  { label: 'optionFlight', topic: 'flight' },
] as const satisfies readonly { label: keyof (typeof chat)['en']; topic: Topic }[];

const CANNED = {
  visa: { text: 'cannedVisa', link: { label: 'linkVisa', path: '/visa-form' } },
  passport: { text: 'cannedPassport', link: { label: 'linkPassport', path: '/passport-form' } },
  flight: { text: 'cannedFlight', link: { label: 'linkFlight', path: '/flight-booking' } },
} as const satisfies Record<
  Topic,
  { text: keyof (typeof chat)['en']; link: { label: keyof (typeof chat)['en']; path: string } }
>;

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

/** The canned reply in the visitor's language (a matching FAQ entry's answer is English until the FAQ is translated). */
export function cannedReply(topic: Topic, text = ''): { text: string; links: ChatLink[] } {
  const t = translateNow(chat);
  const canned = CANNED[topic];
  const link = { label: t(canned.link.label), path: canned.link.path };
  const entry = matchingEntry(topic, text);
  if (!entry) return { text: t(canned.text), links: [link] };
  const points = (entry.points ?? []).map((point) => `• ${point}`);
  return {
    text: [entry.answer, ...points].join('\n'),
    links: [link, { label: t('moreInFaq'), path: `/faq?entry=${entry.id}` }],
  };
}
