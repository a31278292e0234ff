import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Until the business uploads photos, the seed's pictures are our own illustrations (make-catalog-art.mjs). Two
// packages with one picture (Puri and Dwarka on the same beach) read as careless: each has its own.

type Item = { id: string; image: string };
const catalog = JSON.parse(readFileSync('worker/seed/catalog.json', 'utf8')) as Record<string, Item[]>;
const fileOf = (image: string) => `web/public${image}`;

const picturesOf = (collections: string[]) =>
  collections.flatMap((collection) => catalog[collection]!.map(({ id, image }) => ({ id, image })));

describe('the seed catalog’s pictures', () => {
  it('gives every package a picture no other package has, drawn and in the site', () => {
    const packages = picturesOf(['tours', 'devotionals', 'trekking']);
    expect(packages.length).toBeGreaterThan(30);
    const shared = packages.filter(({ image }) => packages.filter((other) => other.image === image).length > 1);
    expect(shared).toEqual([]);
    for (const { id, image } of packages) expect(existsSync(fileOf(image)), `${id}: ${image}`).toBe(true);
  });

  it('gives every car model its own picture', () => {
    const models = picturesOf(['carModels']);
    expect(new Set(models.map(({ image }) => image)).size).toBe(models.length);
    for (const { id, image } of models) expect(existsSync(fileOf(image)), `${id}: ${image}`).toBe(true);
  });
});
