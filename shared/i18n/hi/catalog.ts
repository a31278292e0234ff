import type { Catalog } from '../catalog';
import { chat } from './chat';
import { darshan } from './darshan';
import { forex } from './forex';
import { forms } from './forms';
import { home } from './home';
import { layout } from './layout';
import { packages } from './packages';
import { share } from './share';
import { tickets } from './tickets';
import { validation } from './validation';

/** Hindi: one lazy chunk, loaded when a visitor chooses हिन्दी. */
export const hi: Catalog = { layout, home, packages, validation, darshan, forex, forms, chat, tickets, share };
