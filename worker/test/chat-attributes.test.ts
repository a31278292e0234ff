// Visbot answers from what packages are (issue 32) and in the script asked (issue 30), through the real
// endpoint: altitude, months, suitability, negation, comparison, per-day cost, children, FAQ facts, "see all"
// links, in English, Hinglish, Tanglish, Tamil and Devanagari script. Expected packages come from the seed
// catalog and its attributes, never a hard-coded title.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import attributes from '../seed/package-attributes.json';
import { catalog, seedCatalog } from './helpers/seed-catalog';

type Reply = { reply: string; links: { label: string; path: string }[] };
type Attributes = { maxAltitudeM: number; bestMonths: number[]; grade?: string };
const ATTRIBUTES = attributes as Record<string, Attributes>;

const app = createApp();
let client = 0;
async function ask(message: string, extra: Record<string, unknown> = {}): Promise<Reply> {
  const res = await app.request(
    '/api/get-ai-response',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': `198.19.7.${++client}` },
      body: JSON.stringify({ message, ...extra }),
    },
    env,
  );
  expect(res.status, message).toBe(200);
  return (await res.json()) as Reply;
}

const treks = catalog.trekking;
const everyPackage = [...catalog.tours, ...catalog.devotionals, ...catalog.trekking];
/** The packages a reply names, in order. */
const named = (reply: Reply) =>
  everyPackage
    .map((item) => ({ item, at: reply.reply.indexOf(item.title) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.item);
const highestTrek = [...treks].sort((a, b) => ATTRIBUTES[b.id]!.maxAltitudeM - ATTRIBUTES[a.id]!.maxAltitudeM)[0]!;
const perDay = (item: (typeof treks)[number]) => item.price.perPerson / item.days;

beforeAll(seedCatalog);

describe('Visbot answers from what packages are', () => {
  it('ranks treks by altitude, in English and Hinglish', async () => {
    for (const message of ['highest trek please', 'sabse uncha trek kaunsa hai']) {
      const answer = await ask(message);
      expect(named(answer)[0]?.id, message).toBe(highestTrek.id);
      expect(answer.reply).toContain(`${ATTRIBUTES[highestTrek.id]!.maxAltitudeM.toLocaleString('en-IN')} m`);
    }
  });

  it('lists only treks in season for a month, and the see-all link carries the month', async () => {
    const answer = await ask('treks for january');
    expect(named(answer).length).toBeGreaterThan(0);
    for (const item of named(answer)) expect(ATTRIBUTES[item.id]!.bestMonths, item.id).toContain(1);
    const inSeason = treks.filter((item) => ATTRIBUTES[item.id]!.bestMonths.includes(1));
    if (inSeason.length > 3) expect(answer.links.map((link) => link.path)).toContain('/tours?filter=trekking&month=1');
  });

  it('suits a beginner with easy treks only', async () => {
    const answer = await ask('beginner trek');
    expect(named(answer).length).toBeGreaterThan(0);
    for (const item of named(answer)) expect(ATTRIBUTES[item.id]!.grade, item.id).toBe('easy');
  });

  it('leaves out what is excluded, in English and Tanglish', async () => {
    for (const [message, left] of [
      ['international tours other than bali', 'bali'],
      ['dubai thavira vera international tour', 'dubai'],
    ] as const) {
      const answer = await ask(message);
      expect(named(answer).length, message).toBeGreaterThan(0);
      expect(
        named(answer).some((item) => item.id.includes(left)),
        message,
      ).toBe(false);
    }
  });

  it('compares two packages side by side with their cost per day', async () => {
    const answer = await ask('compare shirdi and tirupati');
    const ids = named(answer).map((item) => item.id);
    expect(ids).toContain('shirdi-sai-darshan');
    expect(ids).toContain('tirupati-balaji-darshan');
    expect(answer.reply).toMatch(/per day per person/);
  });

  it('finds the cheapest trek per day', async () => {
    const answer = await ask('cheapest per day trek');
    const best = [...treks].sort((a, b) => perDay(a) - perDay(b))[0]!;
    expect(named(answer)[0]?.id).toBe(best.id);
  });

  it('never prices a child as an adult', async () => {
    const answer = await ask('kerala tour for 2 adults 1 child');
    expect(answer.reply).toMatch(
      /For 2 adults on Kerala Backwaters & Munnar: ₹49,000 \+ the child: ₹19,600 with a bed \(₹14,700 without one\); ₹68,600 in all with beds, before taxes\./,
    );
  });

  it('quotes the FAQ fact asked and links its entry', async () => {
    const answer = await ask('singapore visa photo size');
    expect(answer.reply.split('\n')[0]).toMatch(/35 × 45 mm/);
    expect(answer.links.map((link) => link.path)).toContain('/faq?entry=visa-singapore');
  });
});

describe('Visbot in Tamil and Devanagari script', () => {
  it('reads a Tamil question and answers in Tamil', async () => {
    const answer = await ask('திருப்பதி பேக்கேஜ் விலை');
    expect(named(answer)[0]?.id).toBe('tirupati-balaji-darshan');
    expect(answer.reply).toMatch(/ஒருவருக்கு/);
  });

  it('reads a Devanagari question and answers in Devanagari', async () => {
    const answer = await ask('शिरडी पैकेज');
    expect(named(answer)[0]?.id).toBe('shirdi-sai-darshan');
    expect(answer.reply).toMatch(/प्रति व्यक्ति/);
  });

  it("answers a Latin-letter question in the site's language when the request gives one", async () => {
    const answer = await ask('goa package', { lang: 'hi' });
    expect(named(answer)[0]?.id).toBe('goa-beach-holiday');
    expect(answer.reply).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses a language it does not speak with a clear 400', async () => {
    const res = await app.request(
      '/api/get-ai-response',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '198.19.8.1' },
        body: JSON.stringify({ message: 'goa', lang: 'fr' }),
      },
      env,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields?: Record<string, string> } };
    expect(body.error.fields?.lang).toBe('lang must be en, ta or hi');
  });
});
