import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardFacts, cardPath } from '#shared/catalog/preview-card';
import { indiaToday } from '#shared/dates';
import type { TourPackage } from '#shared/catalog/schemas';
import { createSiteApp } from '../src/site-app';
import { admin, bearer, consoleApp, jsonInit } from './helpers/console';
import { catalog, seedCatalog } from './helpers/seed-catalog';

// Photos the console sized in the browser: the upload route stores each size under the name the site derives,
// and the share page's link preview follows the package as it is now (its photo, or a card with today's price).

const { call } = consoleApp();
const ORIGIN = 'https://vishwa.example';
const site = createSiteApp();
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [26, 0, 0, 0],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
      new Array<number>(18).fill(0),
    ),
);
const UUID = '3f2b6c1e-8a4d-4e7f-9b0c-5d6e7f8a9b0c';

const upload = (name: string, bytes: Uint8Array, type: string) =>
  call(`/api/admin/uploads?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...bearer, 'Content-Type': type },
    body: bytes,
  });

/** The package page's og:image and its type, as a link-preview bot reads them. */
async function preview(path: string, assets?: Fetcher) {
  const bindings = assets ? { ...admin, ASSETS: assets } : { ...admin, ASSETS: undefined as unknown as Fetcher };
  const doc = parse(await (await site.request(`${ORIGIN}${path}`, {}, bindings)).text());
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
  return {
    image: meta('og:image'),
    type: meta('og:image:type'),
    width: meta('og:image:width'),
    webp: doc.querySelector('#real-page picture source[type="image/webp"]')?.getAttribute('srcset'),
  };
}

/** The built site's static files as the assets binding serves them: only `files` exist. */
const builtSite = (files: string[]): Fetcher =>
  ({
    fetch: async (input: RequestInfo | URL) =>
      new Response(null, {
        status: files.includes(new URL(String(input instanceof Request ? input.url : input)).pathname) ? 200 : 404,
      }),
  }) as unknown as Fetcher;

async function edit(collection: string, id: string, change: Partial<TourPackage>) {
  const list = (await (await call(`/api/admin/catalog/${collection}`, { headers: bearer })).json()) as {
    data: (TourPackage & { version: number })[];
  };
  const { version, ...doc } = list.data.find((item) => item.id === id)!;
  const res = await call(
    `/api/admin/catalog/${collection}/${id}`,
    jsonInit({ ...doc, ...change }, { ...bearer, 'If-Match': String(version) }, 'PUT'),
  );
  expect(res.status).toBe(200);
}

beforeAll(seedCatalog);

describe('photo sizes uploaded from the console', () => {
  it('stores each size under its own name and serves it; refuses other names, a mismatched format and a taken name', async () => {
    for (const width of [480, 960, 1600]) {
      for (const [ext, bytes, type] of [
        ['webp', WEBP, 'image/webp'],
        ['jpg', JPEG, 'image/jpeg'],
      ] as const) {
        const res = await upload(`${UUID}-${width}.${ext}`, bytes, type);
        expect(res.status).toBe(201);
        expect(((await res.json()) as { url: string }).url).toBe(`/api/media/catalog/${UUID}-${width}.${ext}`);
        const served = await call(`/api/media/catalog/${UUID}-${width}.${ext}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('Content-Type')).toBe(type);
      }
    }
    for (const name of [`${UUID}.jpg`, `${UUID}-1200.jpg`, `${UUID}-960.png`, `../${UUID}-960.jpg`, 'x-960.jpg']) {
      const res = await upload(name, JPEG, 'image/jpeg');
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_name');
    }
    const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const mismatched = await upload(`${other}-480.jpg`, WEBP, 'image/webp');
    expect(mismatched.status).toBe(400);
    expect(await mismatched.json()).toEqual({
      error: {
        code: 'invalid_name',
        message: 'This file is not a jpg image.',
        fields: { name: 'Does not match the file' },
      },
    });
    expect(await env.FILES.head(`catalog/${other}-480.jpg`)).toBeNull();
    const taken = await upload(`${UUID}-960.jpg`, JPEG, 'image/jpeg');
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('name_taken');
  });

  it('deletes a photo with all its sizes once no package uses it', async () => {
    const uuid = '7c6b5a49-3827-4165-a4b3-c2d1e0f9a8b7';
    for (const width of [480, 960, 1600]) {
      expect((await upload(`${uuid}-${width}.webp`, WEBP, 'image/webp')).status).toBe(201);
      expect((await upload(`${uuid}-${width}.jpg`, JPEG, 'image/jpeg')).status).toBe(201);
    }
    const res = await call(`/api/admin/media/${uuid}-960.jpg`, { method: 'DELETE', headers: bearer });
    expect(res.status).toBe(204);
    for (const width of [480, 960, 1600]) {
      expect((await call(`/api/media/catalog/${uuid}-${width}.webp`)).status).toBe(404);
      expect((await call(`/api/media/catalog/${uuid}-${width}.jpg`)).status).toBe(404);
    }
  });
});

describe("the share page's link preview", () => {
  it("names the package's uploaded photo (its 960 px JPEG) as soon as the console saves it", async () => {
    expect((await preview('/trek/triund-trek')).image).toBe(`${ORIGIN}/og/default.png`);
    await edit('trekking', 'triund-trek', { image: `/api/media/catalog/${UUID}-960.jpg` });
    expect(await preview('/trek/triund-trek')).toEqual({
      image: `${ORIGIN}/api/media/catalog/${UUID}-960.jpg`,
      type: 'image/jpeg',
      width: undefined,
      // The readable content offers the sizes the app uses, so a phone fetches the 960 WebP once.
      webp: [480, 960, 1600].map((width) => `/api/media/catalog/${UUID}-${width}.webp ${width}w`).join(', '),
    });
    // In use: no size of it can be deleted.
    const inUse = await call(`/api/admin/media/${UUID}-480.webp`, { method: 'DELETE', headers: bearer });
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as { error: { message: string } }).error.message).toBe(
      'This file is used by Triund Weekend Trek (trekking/triund-trek). Remove it there first.',
    );
    expect((await call(`/api/media/catalog/${UUID}-480.webp`)).status).toBe(200);
  });

  it('names the build-drawn card only while it shows the current price and title; after an edit, the price-less default', async () => {
    const goa = catalog.tours.find((item) => item.id === 'goa-beach-holiday')! as unknown as TourPackage;
    const card = `/${cardPath('tour', goa.id, cardFacts(goa, indiaToday()))}`;
    const built = builtSite([card, '/og/default.png']);
    expect(await preview('/tour/goa-beach-holiday', built)).toEqual({
      image: `${ORIGIN}${card}`,
      type: 'image/png',
      width: '1200',
      webp: undefined,
    });
    await edit('tours', 'goa-beach-holiday', { price: { ...goa.price, perPerson: goa.price.perPerson + 1000 } });
    expect((await preview('/tour/goa-beach-holiday', built)).image).toBe(`${ORIGIN}/og/default.png`);
    // The next build draws the card under another name (the page names it once the edge's copy expires).
    const edited = { ...goa, price: { ...goa.price, perPerson: goa.price.perPerson + 1000 } };
    expect(cardPath('tour', goa.id, cardFacts(edited, indiaToday()))).not.toBe(card.slice(1));
  });
});
