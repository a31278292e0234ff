import { chat } from './en/chat';
import { darshan } from './en/darshan';
import { forex } from './en/forex';
import { forms } from './en/forms';
import { home } from './en/home';
import { layout } from './en/layout';
import { layoutLater } from './en/layout-later';
import { packages } from './en/packages';
import { share } from './en/share';
import { tickets } from './en/tickets';
import { validation } from './en/validation';
import { about } from './en/screens/about';
import { booking } from './en/screens/booking';
import { cars } from './en/screens/cars';
import { documents } from './en/screens/documents';
import { reviews } from './en/screens/reviews';
import { deletion } from './en/screens/deletion';
import { fare } from './en/screens/fare';
import { faq } from './en/screens/faq';
import { holidays } from './en/screens/holidays';
import { legal } from './en/screens/legal';
import { search } from './en/screens/search';
import { services } from './en/screens/services';
import { trains } from './en/screens/trains';
import type { Namespace } from './messages';

/** Every set of messages. Tamil and Hindi give each of them whole (the compiler and ./catalog-check.ts see to it). */
export const NAMESPACES = [
  layout,
  layoutLater,
  home,
  packages,
  validation,
  darshan,
  forex,
  forms,
  chat,
  tickets,
  share,
] as const;

type Namespaces = (typeof NAMESPACES)[number];
/** Every English key of a set, when its messages are split over more than one module (layout). */
type KeysOf<N> = N extends Namespace ? keyof N['en'] : never;
/** A set's Tamil or Hindi: a text for every English key. */
type Texts<N extends Namespace> = { [K in KeysOf<N>]: string };
/** A language's messages: for each set, a text for every English key. */
export type Catalog = { [Name in Namespaces['name']]: Texts<Extract<Namespaces, { name: Name }>> };

/**
 * The sets one screen (or a few related ones) uses alone, in ./en/screens/: their Tamil and Hindi
 * (./ta/screens/<name>.ts, ./hi/screens/<name>.ts) load with the screen, not with the language's first catalog.
 */
export const SCREEN_NAMESPACES = [
  documents,
  trains,
  cars,
  fare,
  services,
  about,
  legal,
  faq,
  booking,
  reviews,
  deletion,
  holidays,
  search,
] as const;
export type ScreenCatalog = { [N in (typeof SCREEN_NAMESPACES)[number] as N['name']]: Texts<N> };
