// The services the business offers (spec §1): the home showcase carousel's ten cards, the /services
// pages, and the assistant's knowledge of each. One entry per service.

export type ServiceEntry = {
  /** Card id 1 to 10 (spec §3). */
  id: number;
  slug: string;
  title: string;
  /** Where the card goes: /holidays for tour packages, /services/{slug} for the rest. */
  path: string;
  image: { desktop: string; mobile: string };
  /** One sentence: what the service is. */
  summary: string;
  /** What we do for the visitor, a few short paragraphs or points. */
  details: string[];
  /** What the visitor should send or have ready. */
  documents: string[];
  /** How long it usually takes. */
  turnaround: string;
  /** The next step: a form on this site, or a WhatsApp enquiry with this text. */
  action: { label: string; to: string } | { label: string; whatsappText: string };
  /** Words visitors use for it, for search and the assistant. */
  keywords: string[];
};

export const SERVICES: ServiceEntry[] = [];
