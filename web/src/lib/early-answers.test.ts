import { afterEach, describe, expect, it } from 'vitest';
import { arrivedEarlyAnswers, takeEarlyAnswer } from './early-answers';

describe('takeEarlyAnswer', () => {
  afterEach(() => delete window.__boot);

  it('hands over the answer the start script asked for, once; the next call asks afresh', async () => {
    const answer = Promise.resolve(new Response('{"data":[]}'));
    window.__boot = { earlyAnswers: { 'catalog/tours': answer } };
    expect(takeEarlyAnswer('catalog/devotionals')).toBeUndefined();
    expect(takeEarlyAnswer('catalog/tours')).toBe(answer);
    expect(takeEarlyAnswer('catalog/tours')).toBeUndefined();
  });

  it('has nothing on a page the start script did not prepare (the home page, tests)', () => {
    expect(takeEarlyAnswer('catalog/tours')).toBeUndefined();
  });
});

describe('arrivedEarlyAnswers', () => {
  afterEach(() => delete window.__boot);

  it('names the answers already in, not those still on their way, failed or taken', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.__boot = {
      earlyAnswers: {
        'catalog/tours': Promise.resolve(new Response('{"data":[]}')),
        'catalog/devotionals': new Promise<Response>(() => {}),
        'catalog/trekking': failed,
        'catalog/carModels': Promise.resolve(new Response('{"data":[]}')),
      },
    };
    takeEarlyAnswer('catalog/carModels');
    expect(await arrivedEarlyAnswers()).toEqual(['catalog/tours']);
  });

  it('names none on a page the start script did not prepare', async () => {
    expect(await arrivedEarlyAnswers()).toEqual([]);
  });
});
