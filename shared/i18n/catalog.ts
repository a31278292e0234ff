import { chat } from './en/chat';
import { darshan } from './en/darshan';
import { forex } from './en/forex';
import { forms } from './en/forms';
import { home } from './en/home';
import { layout } from './en/layout';
import { packages } from './en/packages';
import { share } from './en/share';
import { tickets } from './en/tickets';
import { validation } from './en/validation';
import { reviews } from './en/reviews';

/** Every set of messages. Tamil and Hindi give each of them whole (the compiler and ./catalog-check.ts see to it). */
export const NAMESPACES = [
  layout,
  home,
  packages,
  validation,
  darshan,
  forex,
  forms,
  chat,
  tickets,
  share,
  reviews,
] as const;

type Namespaces = (typeof NAMESPACES)[number];
/** A language's messages: for each set, a text for every English key. */
export type Catalog = { [N in Namespaces as N['name']]: { [K in keyof N['en']]: string } };
