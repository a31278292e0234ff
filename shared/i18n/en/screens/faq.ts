import type { Namespace } from '../../messages';
import { CONTACT_ANSWER, FAQ, FAQ_TOPICS } from '../../../faq';

/** Keys of the answers' own words: `{id}.question`, `{id}.answer`, `{id}.point1` …, `{id}.link`, `topic.{id}`. */
export type FaqTexts = Record<`${string}.${string}`, string>;
const faqTexts: FaqTexts = Object.fromEntries([
  ...FAQ_TOPICS.map(({ id, title }) => [`topic.${id}`, title]),
  ...FAQ.flatMap(({ id, question, answer, points = [], link }) => [
    [`${id}.question`, question],
    [`${id}.answer`, answer],
    ...points.map((point, index) => [`${id}.point${index + 1}`, point]),
    ...(link ? [[`${id}.link`, link.label]] : []),
  ]),
]);

const pageTexts = {
  title: 'Frequently Asked Questions',
  intro:
    'Visa documents by destination, passports, forex limits, Tirupati darshan rules, payments, cancellations and how to reach us.',
  topics: 'FAQ topics',
  notFound: 'Didn’t find your answer?',
  askVisbot: 'Ask Visbot with the chat button, or talk to our travel desk ({hours}).',
  askWhatsApp: 'Ask on WhatsApp',
  contactUs: 'Contact us',
  // Its placeholders are filled on the page, so no language writes the numbers in.
  'contact-hours.answer': CONTACT_ANSWER,
} as const;

/** /faq: the questions visitors ask most (shared/faq.ts), by topic. */
export const faq: Namespace<'faq', typeof pageTexts & FaqTexts> = { name: 'faq', en: { ...faqTexts, ...pageTexts } };
