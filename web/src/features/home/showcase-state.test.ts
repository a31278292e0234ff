import { describe, expect, it } from 'vitest';
import { SERVICE_CAROUSEL } from '#shared/constants';
import {
  cardOffset,
  cardSlides,
  initialShowcase,
  middleCard,
  showcaseReducer,
  visibleCards,
  visibleCount,
  wrap,
} from './showcase-state';

const TOTAL = 10;

describe('showcase state', () => {
  it('steps forward by exactly one card per tick and per next', () => {
    const afterTick = showcaseReducer(initialShowcase(3), { type: 'tick' });
    expect(afterTick).toEqual({ first: 4, previous: 3 });
    expect(showcaseReducer(afterTick, { type: 'next' })).toEqual({ first: 5, previous: 4 });
    let state = initialShowcase();
    for (let i = 0; i < 7; i++) state = showcaseReducer(state, { type: 'tick' });
    expect(state.first).toBe(7);
  });

  it('wraps at the end: after the tenth card comes the first', () => {
    expect(showcaseReducer(initialShowcase(9), { type: 'next' }).first).toBe(0);
    expect(showcaseReducer(initialShowcase(9), { type: 'tick' }).first).toBe(0);
  });

  it('wraps at the start: before the first card comes the tenth', () => {
    expect(showcaseReducer(initialShowcase(0), { type: 'prev' }).first).toBe(9);
    expect(showcaseReducer(initialShowcase(1), { type: 'prev' }).first).toBe(0);
  });

  it('comes back to the start after ten steps either way', () => {
    let forward = initialShowcase(4);
    let back = initialShowcase(4);
    for (let i = 0; i < TOTAL; i++) {
      forward = showcaseReducer(forward, { type: 'next' });
      back = showcaseReducer(back, { type: 'prev' });
    }
    expect(forward.first).toBe(4);
    expect(back.first).toBe(4);
  });

  it('shows 5 cards at 768 px and wider, 3 below', () => {
    expect(SERVICE_CAROUSEL.cards).toBe(TOTAL);
    expect(visibleCount(1366)).toBe(5);
    expect(visibleCount(768)).toBe(5);
    expect(visibleCount(767)).toBe(3);
    expect(visibleCount(390)).toBe(3);
  });

  it('lists the visible cards across the wrap', () => {
    expect(visibleCards(0, 5, TOTAL)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleCards(8, 5, TOTAL)).toEqual([8, 9, 0, 1, 2]);
    expect(visibleCards(9, 3, TOTAL)).toEqual([9, 0, 1]);
  });

  it('highlights the middle visible card', () => {
    expect(middleCard(0, 5, TOTAL)).toBe(2);
    expect(middleCard(0, 3, TOTAL)).toBe(1);
    expect(middleCard(8, 5, TOTAL)).toBe(0);
    expect(middleCard(9, 3, TOTAL)).toBe(0);
  });

  it('wraps negative and large indexes', () => {
    expect(wrap(-1, TOTAL)).toBe(9);
    expect(wrap(-11, TOTAL)).toBe(9);
    expect(wrap(23, TOTAL)).toBe(3);
  });

  it('places cards on screen, just off the left, or parked off the right', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((card) => cardOffset(card, 2, 3, TOTAL))).toEqual([
      3, -1, 0, 1, 2, 3, 3, 3, 3, 3,
    ]);
    expect(cardOffset(9, 0, 5, TOTAL)).toBe(-1);
    expect(cardOffset(5, 0, 5, TOTAL)).toBe(5);
  });

  it('slides neighbouring moves and jumps hidden cards across without animating them over the screen', () => {
    const next = showcaseReducer(initialShowcase(0), { type: 'next' }); // first 0 -> 1, 5 visible
    expect(cardSlides(0, next, 5, TOTAL)).toBe(true); // leaves to the left
    expect(cardSlides(5, next, 5, TOTAL)).toBe(true); // comes in from the right
    expect(cardSlides(9, next, 5, TOTAL)).toBe(false); // left side to the parked right side: instant
    const prev = showcaseReducer(initialShowcase(0), { type: 'prev' }); // first 0 -> 9
    expect(cardSlides(9, prev, 5, TOTAL)).toBe(true); // comes in from the left
    expect(cardSlides(4, prev, 5, TOTAL)).toBe(true); // leaves to the right
    expect(cardSlides(8, prev, 5, TOTAL)).toBe(false); // parked right to the left side: instant
  });
});
