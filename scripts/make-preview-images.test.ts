import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardFacts, cardPath } from '../shared/catalog/preview-card';
import { indiaToday } from '../shared/dates';
import { makePreviewImages, wrap } from './make-preview-images.mjs';

const out = mkdtempSync(join(tmpdir(), 'preview-images-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const trip = (id: string, title: string) => ({
  id,
  title,
  description: 'A trip',
  image: '/images/catalog/beach.svg',
  type: 'domestic',
  details: {
    intro: '',
    itinerary: ['Day 1: Arrive', 'Day 2: Leave'],
    accommodation: '',
    inclusion: [],
    exclusion: [],
  },
  price: { perPerson: 9999 },
  days: 2,
  nights: 1,
});

describe('preview images', () => {
  it('draws a 1200×630 PNG under 300 KB per package and service page, and the default card', async () => {
    const catalog = {
      tours: [
        trip('goa', 'Goa <Beach> & "Sun"'),
        { ...trip('photo', 'Photo trip'), image: 'https://example.com/a.jpg' },
      ],
      devotionals: [],
      trekking: [],
    };
    const written = await makePreviewImages({ outDir: out, catalog });
    const paths = written.map((file) => file.path);
    // Named by what it shows: the worker computes the same name from the package as it is now.
    const goa = catalog.tours[0]!;
    expect(paths).toContain(cardPath('tour', 'goa', cardFacts(goa, indiaToday())));
    expect(paths.filter((path) => path.startsWith('og/tour/goa-'))).toHaveLength(1);
    expect(paths.some((path) => path.startsWith('og/tour/photo'))).toBe(false); // art from elsewhere: the default card
    expect(paths.filter((path) => path.startsWith('og/services/'))).toHaveLength(9);
    expect(paths).toContain('og/default.png');
    for (const { path, bytes } of written) {
      const png = readFileSync(join(out, path));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      expect(bytes, path).toBeLessThan(300 * 1024);
    }
  }, 60_000); // 47 renders: a few seconds on a busy machine

  it('wraps long titles to at most three lines, the last one cut', () => {
    expect(wrap('Europe Highlights: Paris, Switzerland, Amsterdam', 28, 3)).toEqual([
      'Europe Highlights: Paris,',
      'Switzerland, Amsterdam',
    ]);
    const lines = wrap('word '.repeat(40), 28, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });
});
