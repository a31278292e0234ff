import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyAnswer } from './early-answers';

type EarlyWindow = Window & { __earlyAnswers?: Record<string, Promise<Response>> };

describe('takeEarlyAnswer', () => {
  afterEach(() => delete (window as EarlyWindow).__earlyAnswers);

  it('hands over the answer the start script asked for, once; the next call asks afresh', async () => {
    const answer = Promise.resolve(new Response('{"data":[]}'));
    (window as EarlyWindow).__earlyAnswers = { 'catalog/tours': answer };
    expect(takeEarlyAnswer('catalog/devotionals')).toBeUndefined();
    expect(takeEarlyAnswer('catalog/tours')).toBe(answer);
    expect(takeEarlyAnswer('catalog/tours')).toBeUndefined();
  });

  it('has nothing on a page the start script did not prepare (the home page, tests)', () => {
    expect(takeEarlyAnswer('catalog/tours')).toBeUndefined();
  });
});
