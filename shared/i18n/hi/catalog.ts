import type { Catalog } from '../catalog';
import { home } from './home';
import { layout } from './layout';
import { packages } from './packages';

/** Hindi: one lazy chunk, loaded when a visitor chooses हिन्दी. */
export const hi: Catalog = { layout, home, packages };
