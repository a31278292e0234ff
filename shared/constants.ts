// Business constants from the product spec (§3, §9). Everything the web and the worker both need to agree on.
import { addressLine, BUSINESS } from './business';

/** The brand as the pages write it, from the business settings (shared/business.ts) as this bundle was built. */
export const BRAND = {
  name: BUSINESS.tradeName,
  shortName: 'Vishwa Travels',
  tagline: 'Tours, tickets, visas and darshan — handled by people who travel.',
  headOffice: addressLine(BUSINESS),
  phones: BUSINESS.phones,
  /** The mobile number for calls from the header and the menu. */
  mobile: BUSINESS.phones[1] ?? BUSINESS.phones[0],
  email: BUSINESS.email,
  hours: BUSINESS.hours,
} as const;

/** WhatsApp number of the business in international form without '+' (BUSINESS_WHATSAPP_NUMBER, shared/business.ts). */
export const DEFAULT_WHATSAPP_NUMBER = BUSINESS.whatsappNumber;

export const NAV_ENTRIES = [
  { label: 'Home', path: '/' },
  { label: 'Tours', path: '/tours' },
  { label: 'Tickets', path: '/tickets' },
  { label: 'Contact', path: '/contact' },
  { label: 'About', path: '/about' },
] as const;

export const SEARCH_CHIPS = ['All', 'Tours', 'Car Rental', 'Tickets', 'Hotels', 'Packages'] as const;
export type SearchChip = (typeof SEARCH_CHIPS)[number];

/** At most this many cards in a package row; a 'View More' card follows when there are more. */
export const MAX_CARDS_PER_LIST = 7;

export const SERVICE_CAROUSEL = {
  cards: 10,
  autoAdvanceMs: 3000,
  transitionMs: 500,
  visibleDesktop: 5,
  visibleMobile: 3,
  mobileBreakpointPx: 768,
} as const;

export const OFFERS_CAROUSEL = { images: 4, autoplayMs: 2500, speedMs: 700 } as const;
export const DETAIL_SLIDER_SPEED_MS = 500;

export const CHAT = { scrollDelayMs: 50, messageDelayMs: 750, maxMessageLength: 1000 } as const;

export const PASSENGERS_MIN = 1;

export const TICKET_TYPES = ['train', 'bus', 'flight', 'hotel'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TRAVEL_CLASSES = ['Economy', 'Business', 'First Class'] as const;

export const VISA_TYPES = ['Tourist', 'Business', 'Student'] as const;
export const ID_PROOF_TYPES = ['Aadhar', 'Voter ID', 'PAN Card'] as const;

/** Attachments: decoded size limit and the kinds we accept (checked by their first bytes on the worker). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_ACCEPT = 'application/pdf,image/*';

/**
 * Darshan booking window. The spec's window (December 2025) is in the past; the default is the
 * next full month window the business opens, overridable at build time (VITE_DARSHAN_FROM / VITE_DARSHAN_TO).
 */
export const DARSHAN = {
  minTickets: 1,
  maxTickets: 10,
  minAge: 1,
  maxAge: 120,
  defaultWindow: { from: '2027-01-01', to: '2027-01-31' },
} as const;
