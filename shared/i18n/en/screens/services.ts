import type { Namespace } from '../../messages';
import { SERVICES } from '../../../services';

// Each service's own words (shared/services.ts), keyed `{slug}.title`, `{slug}.detail1` …, `{slug}.action`.
/** Keys of the services' own words. */
export type ServiceTexts = Record<`${string}.${string}`, string>;
const serviceTexts: ServiceTexts = Object.fromEntries(
  SERVICES.flatMap(({ slug, title, summary, details, documents, turnaround, action }) => [
    [`${slug}.title`, title],
    [`${slug}.summary`, summary],
    ...details.map((line, index) => [`${slug}.detail${index + 1}`, line]),
    ...documents.map((line, index) => [`${slug}.document${index + 1}`, line]),
    [`${slug}.turnaround`, turnaround],
    [`${slug}.action`, action.label],
  ]),
);

const pageTexts = {
  listTitle: 'Our Services',
  listIntro:
    'Holidays, tickets, visas, forex, insurance, cargo and cabs — everything a trip needs, from one Chennai travel desk.',
  turnaround: 'Turnaround:',
  notSure: 'Not sure where to start?',
  generalEnquiry: 'Send us a general enquiry',
  callBack: 'and we will call you back.',
  notFoundTitle: 'Service not found',
  notFoundIntro: "We don't have a page for that service. Here is everything we do.",
  seeAll: 'See all services',
  sendEnquiry: 'Send an enquiry',
  whatWeDo: 'What we do',
  whatToSend: 'What to send us',
  howLong: 'How long it takes',
  nextStep: 'Next step',
  askWhatsApp: 'Ask on WhatsApp',
  replyNote: 'We reply on WhatsApp within office hours, Mon–Sat.',
  otherServices: 'Other services',
} as const;

/** /services and /services/{slug}, and the home showcase's service names. */
export const services: Namespace<'services', typeof pageTexts & ServiceTexts> = {
  name: 'services',
  en: { ...pageTexts, ...serviceTexts },
};
