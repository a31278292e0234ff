/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SCREEN_NAMESPACES } from './catalog';
import { catalogProblems } from './catalog-check';
import { hi } from './hi/catalog';
import { defineMessages } from './messages';
import { ta } from './ta/catalog';

describe('the translation check', () => {
  it('finds every message in Tamil and in Hindi, with its placeholders', () => {
    expect(catalogProblems('ta', NAMESPACES, ta)).toEqual([]);
    expect(catalogProblems('hi', NAMESPACES, hi)).toEqual([]);
  });

  // Each screen's own sets, one file per set and language (loaded with the screen).
  const screenSets = (files: Record<string, Record<string, Record<string, string>>>) =>
    Object.assign({}, ...Object.values(files)) as Record<string, Record<string, string>>;
  const taScreens = screenSets(import.meta.glob('./ta/screens/*.ts', { eager: true }));
  const hiScreens = screenSets(import.meta.glob('./hi/screens/*.ts', { eager: true }));

  it('finds every screen message in Tamil and in Hindi, with its placeholders', () => {
    expect(Object.keys(taScreens).sort()).toEqual(SCREEN_NAMESPACES.map(({ name }) => name).sort());
    expect(catalogProblems('ta', SCREEN_NAMESPACES, taScreens)).toEqual([]);
    expect(catalogProblems('hi', SCREEN_NAMESPACES, hiScreens)).toEqual([]);
  });

  const sample = defineMessages('sample', { greeting: 'Hello {name}', plain: 'Tours', price: '{count} tickets' });

  it('fails on a missing key and on an empty text', () => {
    expect(catalogProblems('ta', [sample], { sample: { greeting: 'வணக்கம் {name}', price: ' ' } })).toEqual([
      'ta: sample.plain has no text',
      'ta: sample.price has no text',
    ]);
    expect(catalogProblems('hi', [sample], {})).toHaveLength(3);
  });

  it('fails on a dropped or renamed placeholder', () => {
    const catalog = { sample: { greeting: 'नमस्ते', plain: 'टूर', price: '{number} टिकट' } };
    expect(catalogProblems('hi', [sample], catalog)).toEqual([
      'hi: sample.greeting has {} where English has {name}',
      'hi: sample.price has {number} where English has {count}',
    ]);
  });
});
