import type { Freshness } from '../../lib/query';

// How the console's screens keep up with other operators and new leads, through the app's one answer cache
// (lib/query.ts): what a screen shows is asked again each time it opens, a write elsewhere a second ago too.

export const ON_OPEN: Freshness = { revalidateOnMount: true, dedupingInterval: 0 };

/** Asked again every `ms` while shown, in a hidden tab too (the inbox counts arrivals in the tab's title). */
export const EVERY = (ms: number): Freshness => ({ ...ON_OPEN, refreshInterval: ms, refreshWhenHidden: true });
