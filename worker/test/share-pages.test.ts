import { env } from 'cloudflare:workers';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaToday } from '#shared/dates';
import { SERVICES } from '#shared/services';
import appHeaders from '../../web/public/_headers?raw';
import { createSiteApp } from '../src/site-app';
import batchGetFound from './fixtures/firestore-batchget-found.json';
import runQueryTours from './fixtures/firestore-runquery-tours.json';
import { catalog, seedCatalog } from './helpers/seed-catalog';

const ORIGIN = 'https://vishwa.example';
const app = createSiteApp();
const get = (path: string, init: RequestInit = {}, bindings: Cloudflare.Env = env) =>
  app.request(`${ORIGIN}${path}`, init, bindings);

type Page = { res: Response; html: string; doc: HTMLElement };
async function page(path: string, bindings?: Cloudflare.Env, site = app): Promise<Page> {
  const res = await site.request(`${ORIGIN}${path}`, {}, bindings ?? env);
  const html = await res.text();
  return { res, html, doc: parse(html) };
}
const meta = (doc: HTMLElement, key: string) =>
  (doc.querySelector(`meta[property="${key}"]`) ?? doc.querySelector(`meta[name="${key}"]`))?.getAttribute('content');
// JSON-LD is checked field by field below, so its nodes are loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are asserted by the tests themselves
type Node = Record<string, any> & { '@type': string };
function graph(doc: HTMLElement): Node[] {
  const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!.textContent) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}
const nodeOf = (nodes: Node[], type: string): Node | undefined => nodes.find((node) => node['@type'] === type);

/** Every tag a shareable page must carry, with its canonical and og:url at `path`. */
function expectShareTags(doc: HTMLElement, path: string) {
  const url = `${ORIGIN}${path}`;
  expect(doc.querySelector('title')!.textContent.length).toBeGreaterThan(10);
  expect(meta(doc, 'description')!.length).toBeGreaterThan(40);
  expect(meta(doc, 'description')!.length).toBeLessThanOrEqual(160);
  expect(doc.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([url]);
  expect(meta(doc, 'og:url')).toBe(url);
  expect(meta(doc, 'og:title')).toBe(doc.querySelector('title')!.textContent);
  expect(meta(doc, 'og:description')).toBe(meta(doc, 'description'));
  expect(meta(doc, 'og:image')).toMatch(/^https:\/\/vishwa\.example\/og\/[a-z0-9/-]+\.png$/);
  expect(meta(doc, 'og:image:width')).toBe('1200');
  expect(meta(doc, 'og:image:height')).toBe('630');
  expect(meta(doc, 'og:image:alt')!.length).toBeGreaterThan(3);
  expect(meta(doc, 'og:site_name')).toBe('Vishwa Tours & Travels');
  expect(meta(doc, 'og:locale')).toBe('en_IN');
  expect(['website', 'article']).toContain(meta(doc, 'og:type'));
  expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
  expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  const crumbs = nodeOf(graph(doc), 'BreadcrumbList')!;
  expect(crumbs.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` });
  expect(crumbs.itemListElement.at(-1)!.item).toBe(url);
}

beforeAll(seedCatalog);

describe('package pages from the D1 catalog', () => {
  const kerala = catalog.tours.find((item) => item.id === 'kerala-backwaters-munnar')!;

  it('/tour/{id}: title, description from the package, share tags, TouristTrip with its days and a numeric INR price', async () => {
    const { res, doc } = await page('/tour/kerala-backwaters-munnar');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expectShareTags(doc, '/tour/kerala-backwaters-munnar');
    expect(doc.querySelector('title')!.textContent).toBe(
      'Kerala Backwaters & Munnar · 5 nights / 6 days · Vishwa Tours & Travels',
    );
    const lead = "Kerala Backwaters & Munnar: 5 nights / 6 days, ₹24,500 per person. Six days in God's own country";
    expect(meta(doc, 'description')!.slice(0, lead.length)).toBe(lead);
    expect(meta(doc, 'og:image')).toMatch(/\/og\/(tour\/kerala-backwaters-munnar-[0-9a-f]{8}|default)\.png$/);

    const trip = nodeOf(graph(doc), 'TouristTrip')!;
    expect(trip).toMatchObject({ name: 'Kerala Backwaters & Munnar', url: `${ORIGIN}/tour/kerala-backwaters-munnar` });
    expect(trip.description).toContain("God's own country");
    expect(trip.itinerary['@type']).toBe('ItemList');
    expect(trip.itinerary.itemListElement).toHaveLength(kerala.details.itinerary.length);
    expect(trip.itinerary.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: kerala.details.itinerary[0],
    });
    expect(trip.offers).toMatchObject({ '@type': 'Offer', price: 24500, priceCurrency: 'INR' });
    expect(trip.offers.priceValidUntil).toBeUndefined();
    expect(typeof trip.offers.price).toBe('number');
    expect(trip.provider).toMatchObject({ '@type': 'TravelAgency', name: 'Vishwa Tours & Travels' });

    // The content itself, readable without JavaScript.
    const content = doc.querySelector('#real-page')!;
    expect(content.querySelector('h1')!.textContent).toBe('Kerala Backwaters & Munnar');
    expect(content.querySelectorAll('ol:not(.rp-crumbs) li').map((li) => li.textContent)).toEqual(
      kerala.details.itinerary,
    );
    expect(content.querySelector('.rp-price')!.textContent).toBe('₹24,500 per person plus GST (5%)');
    expect(content.textContent).toContain(kerala.details.inclusion[0]);
    expect(content.textContent).toContain(kerala.details.intro);
    expect(content.querySelector('a[href="/#/tour/kerala-backwaters-munnar"]')).not.toBeNull();
    expect(doc.querySelector('#root')).not.toBeNull();
  });

  it('an offer: its price in the text and JSON-LD (valid until its last day), the regular price struck through', async () => {
    // The seed's Singapore offer: ₹67,999 through 31 Mar 2027, ₹72,499 after.
    const offerRuns = indiaToday() <= '2027-03-31';
    const { doc } = await page('/tour/singapore-sentosa');
    const trip = nodeOf(graph(doc), 'TouristTrip')!;
    expect(trip.offers.price).toBe(offerRuns ? 67999 : 72499);
    expect(trip.offers.priceValidUntil).toBe(offerRuns ? '2027-03-31' : undefined);
    expect(doc.querySelector('#real-page .rp-price')!.textContent).toBe(
      offerRuns
        ? '₹67,999 per person ₹72,499 Offer ends 31 Mar 2027 plus GST (5%) and TCS (2%)'
        : '₹72,499 per person plus GST (5%) and TCS (2%)',
    );
    expect(doc.querySelector('#real-page .rp-kicker')!.textContent).toBe('International tour · 4 nights / 5 days');
  });

  it('/devotion/{id} and /trek/{id} read their own collections', async () => {
    const darshan = await page('/devotion/tirupati-balaji-darshan');
    expect(darshan.res.status).toBe(200);
    expectShareTags(darshan.doc, '/devotion/tirupati-balaji-darshan');
    expect(nodeOf(graph(darshan.doc), 'TouristTrip')!.offers.price).toBe(6999);

    const trek = await page('/trek/triund-trek');
    expect(trek.res.status).toBe(200);
    expectShareTags(trek.doc, '/trek/triund-trek');
    expect(trek.doc.querySelector('#real-page h1')!.textContent).toBe(
      catalog.trekking.find((item) => item.id === 'triund-trek')!.title,
    );

    // A trek id under /tour is not a tour.
    expect((await get('/tour/triund-trek')).status).toBe(404);
  });

  it('sends the app’s headers: same CSP as web/public/_headers, brief edge caching with stale-while-revalidate, Vary', async () => {
    // Without a build (a built dist/_headers adds hashes and hosts: page-headers.test.ts), whether or not
    // web/dist exists where the tests run.
    const withoutBuild = { ...env, ASSETS: undefined as unknown as Fetcher };
    const res = await get('/tour/goa-beach-holiday', {}, withoutBuild);
    const csp = /Content-Security-Policy: (.+)/.exec(appHeaders)![1]!.trim();
    expect(res.headers.get('Content-Security-Policy')).toBe(csp);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('serves a repeated page from the edge cache, and an edited package at once', async () => {
    const prepare = vi.spyOn(env.DB, 'prepare');
    await get('/tour/andaman-islands');
    const reads = prepare.mock.calls.map(([sql]) => sql);
    expect(reads.some((sql) => sql.includes('FROM catalog_documents WHERE collection'))).toBe(true);
    prepare.mockClear();
    expect((await get('/tour/andaman-islands')).status).toBe(200);
    // (Its approved reviews are read each time, so an approval shows at once: not the catalog.)
    expect(prepare.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('FROM catalog_documents'))).toEqual([]);
    prepare.mockRestore();

    const andaman = catalog.tours.find((item) => item.id === 'andaman-islands')!;
    const { id: _id, ...data } = { ...andaman, title: 'Andaman Islands, Havelock & Neil' };
    await env.DB.prepare(
      "UPDATE catalog_documents SET data = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 second') WHERE id = ?",
    )
      .bind(JSON.stringify(data), 'andaman-islands')
      .run();
    const edited = await page('/tour/andaman-islands');
    expect(edited.doc.querySelector('#real-page h1')!.textContent).toBe('Andaman Islands, Havelock & Neil');

    // A removed package is gone at once, from its page and from the sitemap.
    expect(await (await get('/sitemap.xml')).text()).toContain('/tour/andaman-islands<');
    await env.DB.prepare("DELETE FROM catalog_documents WHERE id = 'andaman-islands'").run();
    expect((await get('/tour/andaman-islands')).status).toBe(404);
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/tour/andaman-islands<');
    await seedCatalog();
  });
});

describe('service and information pages', () => {
  it('/services/{slug}: a Service from the agency for each of the nine service pages', async () => {
    const slugs = SERVICES.filter((service) => service.path === `/services/${service.slug}`).map(
      (service) => service.slug,
    );
    expect(slugs).toHaveLength(9);
    for (const slug of slugs) {
      const { res, doc } = await page(`/services/${slug}`);
      expect(res.status).toBe(200);
      expectShareTags(doc, `/services/${slug}`);
      expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/og/services/${slug}.png`);
      const service = nodeOf(graph(doc), 'Service')!;
      const entry = SERVICES.find((item) => item.slug === slug)!;
      expect(service).toMatchObject({
        name: entry.title,
        description: entry.summary,
        url: `${ORIGIN}/services/${slug}`,
      });
      expect(service.provider['@type']).toBe('TravelAgency');
      expect(doc.querySelector('#real-page h1')!.textContent).toBe(entry.title);
    }
  });

  it.each(['/services', '/tours', '/holidays', '/car-rental', '/tirupati-tickets', '/forex', '/about', '/contact'])(
    '%s has its page',
    async (path) => {
      const { res, doc } = await page(path);
      expect(res.status).toBe(200);
      expectShareTags(doc, path);
      expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/og/default.png`);
      expect(doc.querySelector('#real-page h1')!.textContent.length).toBeGreaterThan(4);
    },
  );

  it('/tours links every package at its real path', async () => {
    const { doc } = await page('/tours');
    const links = doc.querySelectorAll('#real-page .rp-links a').map((a) => a.getAttribute('href'));
    expect(links).toContain('/tour/kerala-backwaters-munnar');
    expect(links).toContain('/devotion/tirupati-balaji-darshan');
    expect(links).toContain('/trek/triund-trek');
    expect(links).toHaveLength(catalog.tours.length + catalog.devotionals.length + catalog.trekking.length);
  });

  it('/ carries the TravelAgency with address, telephone, opening hours, geo and sameAs', async () => {
    const { res, doc } = await page('/');
    expect(res.status).toBe(200);
    expectShareTags(doc, '/');
    const agency = nodeOf(graph(doc), 'TravelAgency')!;
    expect(agency).toMatchObject({
      name: 'Vishwa Tours & Travels',
      telephone: '+91 44 4859 2040',
      address: { '@type': 'PostalAddress', addressLocality: 'Chennai', postalCode: '600017', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(typeof agency.geo.latitude).toBe('number');
    expect(agency.openingHoursSpecification[0]).toMatchObject({ opens: '09:30', closes: '19:00' });
    expect(agency.sameAs).toContain('https://www.instagram.com/vishwatravels');
    expect(agency).toMatchObject({
      legalName: 'Vishwa Tours and Travels Private Limited',
      taxID: '33AAECV4821M1Z6',
      foundingDate: '2009',
    });
    expect(agency.hasCredential).toBeUndefined();
    // The home page keeps the app's own first screen: no readable copy of ours on top.
    expect(doc.querySelector('#real-page')).toBeNull();
    expect(doc.querySelector('#root')).not.toBeNull();
  });
});

describe('who we are (BUSINESS_* variables)', () => {
  it('/about and the agency JSON-LD show the configured GSTIN, founding year, memberships and grievance officer', async () => {
    const bindings = {
      ...env,
      BUSINESS_GSTIN: '27AAPFU0939F1ZV',
      BUSINESS_FOUNDING_YEAR: '1998',
      BUSINESS_IATA_NUMBER: '14-3 4567 8',
      BUSINESS_GRIEVANCE_NAME: 'S. Iyer',
    } as Cloudflare.Env;
    const { doc } = await page('/about', bindings);
    const text = doc.querySelector('#real-page')!.textContent;
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Serving travellers since 1998');
    expect(text).toContain('IATA accredited agent: 14-3 4567 8');
    expect(text).toContain('Grievance officer: S. Iyer, grievance@vishwatravels.in');
    const agency = nodeOf(graph(doc), 'TravelAgency')!;
    expect(agency).toMatchObject({ taxID: '27AAPFU0939F1ZV', foundingDate: '1998' });
    expect(agency.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', name: 'IATA accredited agent: 14-3 4567 8' },
    ]);
  });

  it('a package page enquires on the configured WhatsApp number', async () => {
    const bindings = { ...env, BUSINESS_WHATSAPP_NUMBER: '91 98765 43210' } as Cloudflare.Env;
    const { doc } = await page('/tour/kerala-backwaters-munnar', bindings);
    const whatsapp = doc.querySelector('.rp-button--whatsapp')!.getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  });
});

describe('bad addresses', () => {
  const expectNotFound = async (path: string) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status, path).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const doc = parse(html);
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('h1')!.textContent).toBe('We could not find that page');
    return html;
  };

  it('answers 404 with a noindex page for unknown ids, services and paths, never echoing them', async () => {
    await expectNotFound('/tour/no-such-tour');
    await expectNotFound('/devotion/kerala-backwaters-munnar');
    await expectNotFound('/services/tour-packages');
    await expectNotFound('/services/nope');
    await expectNotFound('/tour/a%2Fb');
    await expectNotFound('/tour/kerala-backwaters-munnar/itinerary');
    await expectNotFound(`/trek/${'x'.repeat(5000)}`);
    await expectNotFound('/tour/%E2%80%AEevil');
    const reflected = await expectNotFound('/tour/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(reflected).not.toContain('alert(1)');
    const quoted = await expectNotFound('/tour/%22onmouseover=alert(2)%22');
    expect(quoted).not.toContain('alert(2)');
  });

  it('redirects a trailing slash to the canonical address on our own origin, and ignores the query', async () => {
    const slash = await get('/tour/kerala-backwaters-munnar/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('Location')).toBe(`${ORIGIN}/tour/kerala-backwaters-munnar`);
    expect((await get('/services/')).headers.get('Location')).toBe(`${ORIGIN}/services`);
    expect((await get('//evil.example/')).status).toBe(404);
    expect((await get('/tours//evil.example/')).status).toBe(404);

    const { res, doc } = await page('/tour/kerala-backwaters-munnar?utm_source=whatsapp&x="><script>');
    expect(res.status).toBe(200);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      `${ORIGIN}/tour/kerala-backwaters-munnar`,
    );
  });

  it('names the configured PUBLIC_ORIGIN in canonical and Open Graph addresses, whatever host was asked', async () => {
    const { doc } = await page('/trek/triund-trek', { ...env, PUBLIC_ORIGIN: 'https://www.vishwatravels.in/' });
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://www.vishwatravels.in/trek/triund-trek',
    );
    expect(meta(doc, 'og:image')).toMatch(/^https:\/\/www\.vishwatravels\.in\/og\//);
  });

  it('refuses other methods', async () => {
    expect((await get('/tour/kerala-backwaters-munnar', { method: 'POST' })).status).toBe(405);
  });

  it('keeps catalog text as text in every tag, attribute and JSON-LD block', async () => {
    const nasty = "\"><script>alert(1)</script> & 'Trip' </script><!--";
    const doc = {
      ...catalog.tours[0]!,
      title: `Goa ${nasty}`,
      description: `Sun ${nasty}`,
      image: `/images/catalog/beach.svg?${nasty}`,
      details: {
        ...catalog.tours[0]!.details,
        intro: `Intro ${nasty}`,
        itinerary: [`Day 1: ${nasty}`],
      },
      price: { perPerson: 9999 },
      days: 1,
      nights: 0,
    };
    const { id: _id, ...data } = doc;
    await env.DB.prepare('INSERT INTO catalog_documents (collection, id, position, data) VALUES (?, ?, ?, ?)')
      .bind('tours', 'nasty-trip', 99, JSON.stringify(data))
      .run();
    const { res, html, doc: parsed } = await page('/tour/nasty-trip');
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><script>');
    // The only scripts are the shell's own (a build inlines a few) and the one JSON-LD block, which still
    // parses to the exact text; no catalog text reaches any other script.
    const scripts = parsed.querySelectorAll('script');
    const jsonLd = scripts.filter((script) => script.getAttribute('type') === 'application/ld+json');
    expect(jsonLd).toHaveLength(1);
    for (const script of scripts.filter((script) => !jsonLd.includes(script)))
      expect(script.textContent).not.toContain('alert(1)');
    const trip = nodeOf(graph(parsed), 'TouristTrip')!;
    expect(trip.name).toBe(`Goa ${nasty}`);
    expect(trip.itinerary.itemListElement[0].name).toBe(`Day 1: ${nasty}`);
    expect(parsed.querySelector('title')!.textContent).toBe(`Goa ${nasty} · 1 day · Vishwa Tours & Travels`);
    expect(meta(parsed, 'og:title')).toBe(`Goa ${nasty} · 1 day · Vishwa Tours & Travels`);
    expect(parsed.querySelector('#real-page h1')!.textContent).toBe(`Goa ${nasty}`);
    expect(parsed.querySelector('#real-page .rp-art')!.getAttribute('src')).toBe(`/images/catalog/beach.svg?${nasty}`);
    await env.DB.prepare("DELETE FROM catalog_documents WHERE id = 'nasty-trip'").run();
  });
});

describe('sitemap and robots', () => {
  it('lists every real path with the catalog’s update times, and every listed page answers 200 with itself as canonical', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toContain('stale-while-revalidate');
    const xml = parse(await res.text());
    const urls = xml.querySelectorAll('url').map((url) => ({
      loc: url.querySelector('loc')!.textContent,
      lastmod: url.querySelector('lastmod')?.textContent,
    }));
    const packages = catalog.tours.length + catalog.devotionals.length + catalog.trekking.length;
    // Each page in English, Tamil and Hindi.
    expect(urls).toHaveLength(3 * (1 + 8 + 9 + packages));
    expect(urls.map((url) => url.loc)).toContain(`${ORIGIN}/trek/triund-trek`);
    const kerala = urls.find((url) => url.loc.endsWith('/tour/kerala-backwaters-munnar'))!;
    const stored = await env.DB.prepare(
      "SELECT updated_at AS t FROM catalog_documents WHERE id = 'kerala-backwaters-munnar'",
    ).first<{ t: string }>();
    expect(kerala.lastmod).toBe(stored!.t);
    expect(kerala.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    // The English pages here; their Tamil and Hindi twins in share-pages-i18n.test.ts.
    for (const { loc } of urls.filter((url) => !/^\/(ta|hi)(\/|$)/.test(new URL(url.loc).pathname))) {
      const answer = await page(new URL(loc).pathname);
      expect(answer.res.status, loc).toBe(200);
      expect(answer.res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(answer.doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), loc).toBe(loc);
    }
  });

  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('from a stubbed Firestore', () => {
  const firestoreEnv = { ...env, FIREBASE_PROJECT_ID: 'vishwa-demo', FIREBASE_API_KEY: 'AIza-test-key' };
  // A package added in Firestore after the last build: no preview card of its own.
  const added = JSON.parse(
    JSON.stringify(batchGetFound).replaceAll('tours/kerala-backwaters-munnar', 'tours/firestore-only-trip'),
  );
  const addedList = JSON.parse(
    JSON.stringify(runQueryTours).replaceAll('tours/kerala-backwaters-munnar', 'tours/firestore-only-trip'),
  );
  const site = createSiteApp({
    fetch: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = String(init?.body ?? (input instanceof Request ? await input.clone().text() : ''));
      if (url.includes(':runQuery'))
        return Response.json(body.includes('"tours"') ? addedList : [{ readTime: '2026-11-21T00:00:00Z' }]);
      if (url.includes(':batchGet'))
        return Response.json(
          body.includes('firestore-only-trip') ? added : [{ missing: body, readTime: '2026-11-21T00:00:00Z' }],
        );
      return new Response('unexpected', { status: 500 });
    },
  });

  it('renders a package added in Firestore, with the default preview card', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { res, doc } = await page('/tour/firestore-only-trip', firestoreEnv, site);
    expect(res.status).toBe(200);
    expectShareTags(doc, '/tour/firestore-only-trip');
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/og/default.png`);
    expect(nodeOf(graph(doc), 'TouristTrip')!.offers.price).toBe(24500);
  });

  it('lists Firestore packages in the sitemap with Firestore’s update time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await site.request(`${ORIGIN}/sitemap.xml`, {}, firestoreEnv);
    const xml = await res.text();
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/tour/firestore-only-trip</loc><lastmod>2026-11-20T10:30:00.000Z</lastmod><xhtml:link`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/tour/dubai-delight</loc>`);
    expect(xml).not.toContain('half-typed');
  });
});
