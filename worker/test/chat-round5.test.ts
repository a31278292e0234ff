// Visbot, the constructs the fourth outside set missed on its first run (issue 32), each asked in English,
// Hinglish or Tanglish, or in Tamil and Hindi script, through the real endpoint: a ceiling on walking a day, a
// length "or more", a package's cost per day and its nights, "other than that one", and the FAQ's words written
// in Tamil and Devanagari. Expected packages and figures come from the seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/package-format';
import attributes from '../seed/package-attributes.json';
import { conversation as ask, type ChatReply } from './helpers/chat';
import { catalog, seedCatalog } from './helpers/seed-catalog';

type Reply = ChatReply;
const ATTRIBUTES = attributes as Record<string, { walkingPerDayKm?: number; grade?: string }>;

const conversation = (...messages: string[]) => ask(10, ...messages);

const everyPackage = [...catalog.tours, ...catalog.devotionals, ...catalog.trekking];
const named = (reply: Reply) => everyPackage.filter((item) => reply.reply.includes(`• ${item.title} —`));

beforeAll(seedCatalog);

describe('Visbot, round 5', () => {
  it.each(['trek with not much walking, max 8 km a day', 'trek chahiye, 8 km se zyada paidal nahi, max 8 km'])(
    'a ceiling on walking a day: %s',
    async (message) => {
      const shown = named(await conversation(message));
      expect(shown.length).toBeGreaterThan(0);
      for (const item of shown) expect(ATTRIBUTES[item.id]?.walkingPerDayKm ?? 0, item.id).toBeLessThanOrEqual(8);
    },
  );

  // Ten days or more either way: 9 nights are 10 days.
  it.each(['10+ days tour options', '9+ nights holiday'])('a length or more: %s', async (message) => {
    const least = 10;
    const shown = named(await conversation(message));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) expect(item.days, item.id).toBeGreaterThanOrEqual(least);
  });

  it.each(['kerala package per day cost?', 'kerala backwaters per day kitna padta hai'])(
    'a package’s cost per day: %s',
    async (message) => {
      const kerala = catalog.tours.find((item) => item.id === 'kerala-backwaters-munnar')!;
      const reply = await conversation(message);
      expect(reply.reply).toContain(`about ${formatRupees(Math.round(kerala.price.perPerson / kerala.days))} a day`);
    },
  );

  it('a package’s nights', async () => {
    const goa = catalog.tours.find((item) => item.id === 'goa-beach-holiday')!;
    const reply = await conversation('goa beach holiday how many nights?');
    expect(reply.reply).toContain(`${goa.days} days (${goa.nights} nights)`);
  });

  it.each(['other than that one?', 'something else?', 'vera edhavadhu?'])(
    '"%s" leaves out the package in focus',
    async (message) => {
      const first = named(await conversation('cheapest beach trip?'))[0]!;
      const reply = await conversation('cheapest beach trip?', message);
      expect(named(reply).length).toBeGreaterThan(0);
      expect(named(reply).map((item) => item.id)).not.toContain(first.id);
    },
  );

  it('"first time" is not the first of a list', async () => {
    const reply = await conversation('show me some treks', 'first time trekker, which easy trek?');
    expect(named(reply).length).toBeGreaterThan(0);
    for (const item of named(reply)) expect(ATTRIBUTES[item.id]?.grade ?? 'easy', item.id).toBe('easy');
  });

  it.each([
    ['வெளிநாடு போகும்போது எத்தனை டாலர் ரொக்கமாக எடுத்துச் செல்லலாம்?', /3,000|3000/],
    ['विदेश जाते समय कितने डॉलर कैश ले जा सकते हैं?', /3,000|3000/],
    ['तत्काल पासपोर्ट की फीस कितनी है?', /3,500|3500/],
  ])('the FAQ’s words in native script: %s', async (message, figure) => {
    const reply = await conversation(message);
    expect(reply.reply).toMatch(figure);
  });
});
