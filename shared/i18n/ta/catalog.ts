import type { Catalog } from '../catalog';
import { home } from './home';
import { layout } from './layout';
import { packages } from './packages';

/** Tamil: one lazy chunk, loaded when a visitor chooses தமிழ். */
export const ta: Catalog = { layout, home, packages };
