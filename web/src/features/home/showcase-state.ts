import { SERVICE_CAROUSEL } from '#shared/constants';

// The service showcase's state (spec §4): the index of the first visible card, moved by one on the timer
// or the buttons and wrapped modulo the number of cards. Pure, so the rules are tested without a browser.

export type ShowcaseState = {
  /** Index of the first visible card, 0 to total - 1. */
  first: number;
  /** Where it was before the last move: decides which cards slide and which jump while hidden. */
  previous: number;
};
export type ShowcaseAction = { type: 'next' } | { type: 'prev' } | { type: 'tick' };

/** Wraps any integer into 0 to total - 1, for negative numbers too. */
export const wrap = (index: number, total: number) => ((index % total) + total) % total;

/** 5 cards from 768 px up, 3 below (the mobile flag). */
export const visibleCount = (width: number) =>
  width >= SERVICE_CAROUSEL.mobileBreakpointPx ? SERVICE_CAROUSEL.visibleDesktop : SERVICE_CAROUSEL.visibleMobile;

export const initialShowcase = (first = 0): ShowcaseState => ({ first, previous: first });

/** Next and the timer's tick step forward by one card; previous steps back by one. */
export function stepShowcase(state: ShowcaseState, action: ShowcaseAction, total: number): ShowcaseState {
  const delta = action.type === 'prev' ? -1 : 1;
  return { first: wrap(state.first + delta, total), previous: state.first };
}

/** The reducer over the ten service cards. */
export const showcaseReducer = (state: ShowcaseState, action: ShowcaseAction) =>
  stepShowcase(state, action, SERVICE_CAROUSEL.cards);

/** The cards on screen, left to right. */
export const visibleCards = (first: number, count: number, total: number) =>
  Array.from({ length: count }, (_, slot) => wrap(first + slot, total));

/** The highlighted, enlarged card: the middle one of those on screen. */
export const middleCard = (first: number, count: number, total: number) => wrap(first + Math.floor(count / 2), total);

/**
 * Where a card sits on the track, in card widths: 0 to count - 1 on screen, -1 just off the left edge
 * (the card that has just left, or is about to come back), count just off the right edge (all the others).
 */
export function cardOffset(card: number, first: number, count: number, total: number): number {
  const slot = wrap(card - first, total);
  if (slot < count) return slot;
  return slot === total - 1 ? -1 : count;
}

/** A card slides (animates) only between neighbouring places; jumping from one hidden side to the other is instant. */
export const cardSlides = (card: number, state: ShowcaseState, count: number, total: number) =>
  Math.abs(cardOffset(card, state.first, count, total) - cardOffset(card, state.previous, count, total)) <= 1;
