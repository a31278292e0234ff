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
type KeysOf<N> = N extends Namespaces ? keyof N['en'] : never;
/** A language's messages: for each set, a text for every English key. */
export type Catalog = { [Name in Namespaces['name']]: { [K in KeysOf<Extract<Namespaces, { name: Name }>>]: string } };
