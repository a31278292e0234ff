import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '#shared/schemas/search';
import { createApp } from '../src/app';
import { seedCatalog } from './helpers/seed-catalog';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const app = createApp();
const search = async (query: string, category?: string, lang?: string) => {
  const params = new URLSearchParams({ query, ...(category ? { category } : {}), ...(lang ? { lang } : {}) });
  const res = await app.request(`/api/search?${params}`, {}, env);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResults;
};
const group = (results: SearchResults, kind: string) => results.groups.find((entry) => entry.kind === kind);
const titles = (results: SearchResults, kind: string) => group(results, kind)?.items.map((item) => item.title) ?? [];

beforeAll(seedCatalog);

describe('GET /api/search', () => {
  it('finds the Kerala packages, grouped with counts, prices and links', async () => {
    const results = await search('kerala');
    expect(results.query).toBe('kerala');
    expect(results.category).toBeNull();
    const packages = group(results, 'packages')!;
    expect(packages.title).toBe('Packages');
    expect(packages.count).toBe(packages.items.length);
    expect(packages.items).toContainEqual({
      id: 'package:kerala-backwaters-munnar',
      title: 'Kerala Backwaters & Munnar',
      summary: "Munnar's tea hills, a night on an Alleppey houseboat and Kochi's old town.",
      path: '/tour/kerala-backwaters-munnar',
      label: 'Domestic tour',
      price: '₹24,500 per person',
    });
    expect(titles(results, 'packages')).toContain('Guruvayur and Kerala Temples');
    expect(titles(results, 'packages')).not.toContain('Goa Beach Holiday');
    expect(results.total).toBe(results.groups.reduce((sum, entry) => sum + entry.count, 0));
    expect(results.suggestions).toEqual([]);
  });

  it('finds Tirupati across the devotional package, the taxi service and the darshan answers', async () => {
    const results = await search('tirupati');
    expect(group(results, 'packages')!.items[0]).toMatchObject({
      title: 'Tirupati Balaji Special Darshan',
      path: '/devotion/tirupati-balaji-darshan',
      label: 'Devotional package',
    });
    expect(titles(results, 'faq')).toContain('What is the dress code and what are the rules for Tirumala darshan?');
    expect(group(results, 'faq')!.items.find((item) => item.id === 'faq:darshan-booking')!.path).toBe(
      '/faq?entry=darshan-booking',
    );
    expect(titles(results, 'services')).toContain('Taxi Services');
  });

  it('finds the Innova among the cars, linking to car rental', async () => {
    const results = await search('innova');
    expect(results.groups.map((entry) => entry.kind)).toEqual(['cars', 'services', 'faq']);
    expect(group(results, 'cars')!.items[0]).toMatchObject({
      title: 'Toyota Innova Crysta',
      path: '/car-rental',
      label: 'Car model',
    });
    expect(titles(results, 'packages')).toEqual([]);
  });

  it('forgives a typo in a longer word', async () => {
    expect(titles(await search('thailnd'), 'packages')).toEqual(['Thailand: Bangkok, Pattaya and Phuket']);
  });

  it('filters by the overlay chip', async () => {
    const cars = await search('innova', 'Car Rental');
    expect(cars.category).toBe('Car Rental');
    expect(titles(cars, 'cars')).toContain('Toyota Innova Crysta');
    const tickets = await search('tirupati', 'Tickets');
    expect(titles(tickets, 'packages')).toEqual([]);
    expect(titles(tickets, 'faq')).toContain('How do I book Tirupati darshan tickets through you?');
    const packages = await search('darshan', 'Packages');
    expect(kinds(packages)).toEqual(['packages']);
    const hotels = await search('goa', 'Hotels');
    expect(titles(hotels, 'services')).toEqual(['Hotel and Resort Bookings']);
    const all = await search('innova', 'All');
    expect(all.category).toBeNull();
  });

  it('answers no results with suggestions', async () => {
    const nothing = await search('xyzzy');
    expect(nothing).toMatchObject({ total: 0, groups: [] });
    expect(nothing.suggestions).toEqual(
      expect.arrayContaining(['Kerala Backwaters', 'Golden Triangle Tour', 'Tirupati darshan']),
    );
    const wrongChip = await search('kerala', 'Car Rental');
    expect(wrongChip.total).toBe(0);
    expect(wrongChip.suggestions.length).toBeGreaterThan(0);
  });

  it('refuses a missing, blank or over-long query and an unknown category with 400 JSON', async () => {
    for (const path of [
      '/api/search',
      '/api/search?query=%20%20',
      `/api/search?query=${'a'.repeat(201)}`,
      '/api/search?query=goa&category=Cruises',
    ]) {
      const res = await app.request(path, {}, env);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_request');
    }
  });
});

describe('GET /api/search in Tamil and Hindi', () => {
  it('writes each result in the site’s language: title, summary, label and price', async () => {
    const kerala = group(await search('kerala', undefined, 'ta'), 'packages')!;
    expect(kerala.items).toContainEqual({
      id: 'package:kerala-backwaters-munnar',
      title: 'கேரள உப்பங்கழிகளும் மூணாறும்',
      summary: 'மூணாறின் தேயிலைக் குன்றுகள், ஆலப்புழை படகுவீட்டில் ஓர் இரவு, கொச்சியின் பழைய நகரம்.',
      path: '/tour/kerala-backwaters-munnar',
      label: 'உள்நாட்டுச் சுற்றுலா',
      price: 'ஒருவருக்கு ₹24,500',
    });
    const innova = group(await search('innova', undefined, 'hi'), 'cars')!.items[0]!;
    expect(innova).toMatchObject({ title: 'टोयोटा इनोवा क्रिस्टा', label: 'कार मॉडल', path: '/car-rental' });
    expect(innova.summary).toMatch(/^7 सीटें, एसी, बड़ी डिक्की। .*₹/);
    expect(innova.summary).not.toMatch(/per km|seats/);
    const darshan = group(await search('tirupati', 'Tickets', 'ta'), 'faq')!.items;
    expect(darshan).toContainEqual(
      expect.objectContaining({
        title: 'உங்கள் மூலம் திருப்பதி தரிசன டிக்கெட்டுகளை எப்படி முன்பதிவு செய்வது?',
        label: 'திருப்பதி தரிசனம்',
      }),
    );
    const hotels = group(await search('goa', 'Hotels', 'ta'), 'services')!.items;
    expect(hotels.map(({ title, label }) => ({ title, label }))).toEqual([
      { title: 'ஹோட்டல், ரிசார்ட் முன்பதிவு', label: 'சேவை' },
    ]);
  });

  it('reads a query written in Tamil or Hindi script', async () => {
    expect(titles(await search('கேரளா', undefined, 'ta'), 'packages')).toContain('கேரள உப்பங்கழிகளும் மூணாறும்');
    expect(titles(await search('तिरुपति', undefined, 'hi'), 'packages')).toContain('तिरुपति बालाजी विशेष दर्शन');
  });

  it('refuses a language the site does not have with 400', async () => {
    const res = await app.request('/api/search?query=goa&lang=fr', {}, env);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ lang: 'lang is one of en, ta, hi' });
  });
});

function kinds(found: SearchResults) {
  return found.groups.map((entry) => entry.kind);
}
