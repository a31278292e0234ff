import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, consoleApp, jsonInit } from './helpers/console';
import { seedCatalog } from './helpers/seed-catalog';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from './helpers/submissions';

const { call, signIn } = consoleApp();
type Doc = Record<string, unknown> & { id: string; version: number };
const publicDoc = async (path: string) =>
  (await (await call(`/api/catalog/${path}`)).json()) as { data: Record<string, unknown> };

const newPackage = {
  id: 'pondicherry-weekend',
  title: 'Pondicherry Weekend',
  description: 'Two easy days by the sea in the French Quarter.',
  image: '/images/catalog/pondicherry.svg',
  images: [],
  type: 'domestic',
  price: { perPerson: 7900 },
  days: 2,
  nights: 1,
  details: {
    intro: 'A short break from Chennai.',
    itinerary: ['Day 1: Drive down the ECR', 'Day 2: Auroville and back'],
    accommodation: 'Heritage hotel in White Town',
    inclusion: ['Car with driver', 'Breakfast'],
    exclusion: ['Lunch and dinner'],
  },
};

beforeAll(seedCatalog);

describe('the catalog editor', () => {
  it('lists a collection with each document version, and the catalog as editable', async () => {
    const cookie = await signIn();
    const res = await call('/api/admin/catalog/tours', { headers: cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Doc[]; editable: boolean };
    expect(body.editable).toBe(true);
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.every((doc) => doc.version === 1)).toBe(true);
    expect((await call('/api/admin/catalog/cruises', { headers: cookie })).status).toBe(404);
    expect(await (await call('/api/health')).json()).toMatchObject({
      backends: { catalog: 'embedded', catalogEditing: 'editable' },
    });
  });

  it('creates a package, refusing an invalid one with field messages and a taken id', async () => {
    const invalid = await call(
      '/api/admin/catalog/tours',
      jsonInit({ ...newPackage, title: '', price: { perPerson: '' } }, bearer),
    );
    expect(invalid.status).toBe(400);
    const error = ((await invalid.json()) as { error: { code: string; fields: Record<string, string> } }).error;
    expect(error.code).toBe('invalid_request');
    expect(Object.keys(error.fields).sort()).toEqual(['price.perPerson', 'title']);
    const wrongType = await call('/api/admin/catalog/tours', jsonInit({ ...newPackage, type: 'trekking' }, bearer));
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ error: { fields: { type: 'Choose international or domestic' } } });
    expect((await call('/api/catalog/tours/pondicherry-weekend')).status).toBe(404);

    const created = await call('/api/admin/catalog/tours', jsonInit(newPackage, bearer));
    expect(created.status).toBe(201);
    expect(created.headers.get('ETag')).toBe('"1"');
    expect(((await publicDoc('tours/pondicherry-weekend')).data as { price: object }).price).toEqual({
      perPerson: 7900,
    });
    const tours = (await publicDoc('tours')) as unknown as { data: { id: string }[] };
    expect(tours.data.at(-1)!.id).toBe('pondicherry-weekend');

    const taken = await call('/api/admin/catalog/tours', jsonInit(newPackage, bearer));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'id_taken', fields: { id: 'This id is taken' } } });
  });

  it('updates with If-Match: the public answer changes at once; a stale version gets 409 with the current document', async () => {
    const list = (await (await call('/api/admin/catalog/devotionals', { headers: bearer })).json()) as { data: Doc[] };
    const original = list.data[0]!;
    // The public answer is in the edge cache before the edit.
    const before = await publicDoc(`devotionals/${original.id}`);
    const beforeList = await (await call('/api/catalog/devotionals')).text();
    const edited = { ...original, price: { perPerson: 9999 } };
    const saved = await call(
      `/api/admin/catalog/devotionals/${original.id}`,
      jsonInit(edited, { ...bearer, 'If-Match': '"1"' }, 'PUT'),
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: Doc }).data.version).toBe(2);

    const after = await publicDoc(`devotionals/${original.id}`);
    expect((after.data as { price: object }).price).toEqual({ perPerson: 9999 });
    expect(after).not.toEqual(before);
    expect(await (await call('/api/catalog/devotionals')).text()).not.toBe(beforeList);

    // A second operator still holding version 1 is refused and shown what is stored now.
    const stale = await call(
      `/api/admin/catalog/devotionals/${original.id}`,
      jsonInit({ ...original, title: 'Overwrite' }, { ...bearer, 'If-Match': '1' }, 'PUT'),
    );
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { error: { code: string }; current: Doc };
    expect(conflict.error.code).toBe('version_conflict');
    expect(conflict.current).toMatchObject({ id: original.id, version: 2, price: { perPerson: 9999 } });
    expect(((await publicDoc(`devotionals/${original.id}`)).data as { title: string }).title).toBe(original.title);

    // The version may also travel in the body; without any version the write is refused.
    expect(
      (await call(`/api/admin/catalog/devotionals/${original.id}`, jsonInit({ ...edited, version: 2 }, bearer, 'PUT')))
        .status,
    ).toBe(200);
    expect(
      (
        await call(
          `/api/admin/catalog/devotionals/${original.id}`,
          jsonInit({ ...original, version: undefined }, bearer, 'PUT'),
        )
      ).status,
    ).toBe(428);
    const invalid = await call(
      `/api/admin/catalog/devotionals/${original.id}`,
      jsonInit({ ...edited, image: '' }, { ...bearer, 'If-Match': '3' }, 'PUT'),
    );
    expect(invalid.status).toBe(400);
  });

  it('refuses a negative, fractional or absurd price, nights beyond days and a lapsed offer, naming the field', async () => {
    const list = (await (await call('/api/admin/catalog/tours', { headers: bearer })).json()) as { data: Doc[] };
    const original = list.data.find((doc) => doc.id === 'goa-beach-holiday')!;
    const before = await publicDoc('tours/goa-beach-holiday');
    const price = original.price as Record<string, unknown>;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: { ...price, perPerson: -100 } }, 'price.perPerson', 'A price must be more than ₹0'],
      [{ price: { ...price, childNoBed: 9599.5 } }, 'price.childNoBed', 'Use whole rupees, without paise'],
      [{ price: { ...price, single: 1_00_00_001 } }, 'price.single', 'A price must be at most ₹1,00,00,000 (1 crore)'],
      [{ days: 4, nights: 5 }, 'nights', 'Nights cannot be more than days'],
      [
        { price: { ...price, offer: { perPerson: 12999, until: '2025-12-31' } } },
        'price.offer.until',
        'The offer ended on 31 Dec 2025; give a date from today on, or remove the offer',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(
        '/api/admin/catalog/tours/goa-beach-holiday',
        jsonInit({ ...original, ...change }, { ...bearer, 'If-Match': '1' }, 'PUT'),
      );
      expect(res.status, field).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe('invalid_request');
      expect(error.fields).toEqual({ [field]: message });
    }
    // Nothing stored changed: the public answer and the version are what they were.
    expect(await publicDoc('tours/goa-beach-holiday')).toEqual(before);
    const again = (await (await call('/api/admin/catalog/tours', { headers: bearer })).json()) as { data: Doc[] };
    expect(again.data.find((doc) => doc.id === 'goa-beach-holiday')!.version).toBe(1);
  });

  it('deletes with If-Match, and the public catalog stops listing it at once', async () => {
    const cookie = await signIn();
    const listed = async () =>
      ((await publicDoc('carModels')) as unknown as { data: { id: string }[] }).data.map((car) => car.id);
    const id = (await listed())[0]!;
    expect(
      (await call(`/api/admin/catalog/carModels/${id}`, { method: 'DELETE', headers: { ...cookie, 'If-Match': '7' } }))
        .status,
    ).toBe(409);
    const res = await call(`/api/admin/catalog/carModels/${id}`, {
      method: 'DELETE',
      headers: { ...cookie, 'If-Match': '1' },
    });
    expect(res.status).toBe(204);
    expect(await listed()).not.toContain(id);
    expect((await call(`/api/catalog/carModels/${id}`)).status).toBe(404);
    expect(
      (await call(`/api/admin/catalog/carModels/${id}`, { method: 'DELETE', headers: { ...cookie, 'If-Match': '1' } }))
        .status,
    ).toBe(404);

    const audit = (await (await call('/api/admin/audit', { headers: bearer })).json()) as {
      data: { action: string; target: string; actor: string }[];
    };
    expect(audit.data[0]).toMatchObject({
      action: 'catalog_delete',
      target: `carModels/${id}`,
      actor: 'Owner',
    });
    expect(audit.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['catalog_create', 'catalog_update']),
    );
  });

  it('uploads images and PDFs to R2, served with a year-long immutable cache; refuses other types and sizes', async () => {
    const raw = await call('/api/admin/uploads', {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'image/png' },
      body: PNG_BYTES,
    });
    expect(raw.status).toBe(201);
    const { url, contentType } = (await raw.json()) as { url: string; contentType: string };
    expect(url).toMatch(/^\/api\/media\/catalog\/[0-9a-f-]{36}\.png$/);
    expect(contentType).toBe('image/png');
    expect(await env.FILES.head(`catalog/${url.split('/').pop()}`)).not.toBeNull();
    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const form = new FormData();
    form.append('file', new File([PDF_BYTES], 'brochure.pdf', { type: 'application/pdf' }));
    const multipart = await call('/api/admin/uploads', { method: 'POST', headers: bearer, body: form });
    expect(multipart.status).toBe(201);
    expect(((await multipart.json()) as { url: string }).url).toMatch(/\.pdf$/);

    const exe = await call('/api/admin/uploads', {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'image/png' },
      body: EXE_BYTES,
    });
    expect(exe.status).toBe(415);
    expect(await exe.json()).toEqual({
      error: { code: 'unsupported_file', message: 'Upload a JPEG, PNG, WebP or GIF image, or a PDF brochure.' },
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PNG_BYTES);
    const tooBig = await call('/api/admin/uploads', {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'image/png' },
      body: huge,
    });
    expect(tooBig.status).toBe(413);
    expect(
      (await call('/api/admin/uploads', { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: PNG_BYTES }))
        .status,
    ).toBe(401);
    expect((await call('/api/media/catalog/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
  });

  it('is read-only with Firestore: writes are refused with a pointer to the Firebase console, and health says so', async () => {
    const firestore = {
      ...env,
      ADMIN_TOKEN: bearer.Authorization.slice(7),
      FIREBASE_PROJECT_ID: 'vishwa-demo',
      FIREBASE_API_KEY: 'key',
    };
    const res = await call('/api/admin/catalog/tours', jsonInit(newPackage, bearer), firestore);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'catalog_read_only',
        message:
          'The catalog is read from Firestore and is read-only here. Edit it in the Firebase console: https://console.firebase.google.com/project/vishwa-demo/firestore/data',
      },
    });
    expect(await (await call('/api/health', {}, firestore)).json()).toMatchObject({
      backends: { catalog: 'firestore', catalogEditing: 'read-only' },
    });
  });
});
