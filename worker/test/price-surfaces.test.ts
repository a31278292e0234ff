import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagePath } from '#shared/catalog/collections';
import { headlinePrice } from '#shared/catalog/offer';
import type { PackagePrice } from '#shared/catalog/price';
import { indiaToday } from '#shared/dates';
import { formatNightsDays, formatStay, priceText } from '#shared/package-format';
import type { SearchResults } from '#shared/schemas/search';
import { packageEnquiryMessage } from '#shared/whatsapp';
import { createApp } from '../src/app';
import { createSiteApp } from '../src/site-app';
import { catalog, seedCatalog } from './helpers/seed-catalog';

// Walks the whole catalog: every package's per-person price is the same on every surface the worker draws
// (the catalog answer, the share page's text and JSON-LD, site search, Visbot's answer) and equals the number
// in the catalog; the web's cards, fare summary and WhatsApp texts call the same priceText/headlinePrice.

const ORIGIN = 'https://vishwa.example';
const app = createSiteApp();
const api = createApp();
const packages = [...catalog.tours, ...catalog.devotionals, ...catalog.trekking];

beforeAll(seedCatalog);

describe('one price for each package, everywhere', () => {
  it('has 36 packages, each with nights and days', () => {
    expect(packages).toHaveLength(36);
    for (const item of packages) expect(formatNightsDays(item), item.id).toMatch(/^\d+N\/\d+D$/);
  });

  it.each(packages.map((item) => [item.id, item] as const))('%s', async (_id, item) => {
    const today = indiaToday();
    const price = item.price as PackagePrice;
    const { amount } = headlinePrice(price, today);
    const text = priceText(price, today);
    expect(amount).toBe(price.offer && today <= price.offer.until ? price.offer.perPerson : price.perPerson);

    const path = packagePath(item.type as never, item.id);
    const res = await app.request(`${ORIGIN}${path}`, {}, env);
    expect(res.status).toBe(200);
    const doc = parse(await res.text());
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent) as {
      '@graph': { '@type': string; offers?: { price: number } }[];
    };
    expect(ld['@graph'].find((node) => node['@type'] === 'TouristTrip')!.offers!.price).toBe(amount);
    expect(doc.querySelector('#real-page .rp-price strong')!.textContent).toBe(text);
    expect(doc.querySelector('#real-page .rp-kicker')!.textContent).toContain(formatStay(item));
    const taxes = doc.querySelector('#real-page .rp-price')!.textContent;
    expect(taxes.includes('TCS'), 'TCS only on international packages').toBe(item.type === 'international');

    const search = (await (
      await api.request(`/api/search?${new URLSearchParams({ query: item.title })}`, {}, env)
    ).json()) as SearchResults;
    const hit = search.groups.flatMap((group) => group.items).find((entry) => entry.path === path);
    expect(hit?.price).toBe(text);

    const chat = await api.request(
      '/api/get-ai-response',
      {
        method: 'POST',
        // One visitor per package: the chat's per-visitor rate limit is not what this test is about.
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${packages.indexOf(item) + 1}` },
        body: JSON.stringify({ message: `How much is ${item.title}?` }),
      },
      env,
    );
    expect(chat.status).toBe(200);
    const { reply } = (await chat.json()) as { reply: string };
    // Visbot names the package with its price (a Hindi or short title may be answered with a list).
    if (reply.includes(item.title)) expect(reply).toContain(text);

    expect(packageEnquiryMessage(item.title, text)).toContain(`Listed price: ${text}`);
  });
});
