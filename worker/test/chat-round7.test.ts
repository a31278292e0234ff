// Visbot, the constructs the sixth outside set missed on its first run (issue 32), each asked in words of our
// own — English, Hinglish, Tamil and Devanagari script — through the real endpoint: a package's fare with GST
// and TCS, a single room, a child's own price asked without a count, children with and without beds, a party's
// total budget, and script words that are not places. Expected figures come from the seed and shared/taxes.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/package-format';
import type { PackagePrice } from '#shared/catalog/price';
import attributes from '../seed/package-attributes.json';
import { conversation as ask, type ChatReply } from './helpers/chat';
import { catalog, everyPackage as seedPackages, seedCatalog, seedFare } from './helpers/seed-catalog';

const ATTRIBUTES = attributes as Record<string, { tags?: string[] }>;
const conversation = (...messages: string[]) => ask(12, ...messages);

type Item = { id: string; title: string; type?: string; price: PackagePrice };
const everyPackage = seedPackages as Item[];
const byId = (id: string) => everyPackage.find((item) => item.id === id)!;
const named = (reply: ChatReply) => everyPackage.filter((item) => reply.reply.includes(`• ${item.title} —`));
/** '₹1,01,195' or '1,01,195' or '101195'. */
const amount = (n: number) => new RegExp(`${formatRupees(n).slice(1)}|\\b${n}\\b`);
const fare = seedFare;

beforeAll(seedCatalog);

describe('Visbot, round 7', () => {
  it.each([
    ['Andaman trip for 3 adults, how much with GST?', 'andaman-islands', 3],
    ['kerala backwaters 4 log ka GST milake total kitna', 'kerala-backwaters-munnar', 4],
    ['ladakh package for 2 of us, final amount incl taxes?', 'ladakh-leh-nubra-pangong', 2],
    ['கோவா பேக்கேஜ் 3 பேருக்கு ஜிஎஸ்டி சேர்த்து மொத்தம் எவ்வளவு?', 'goa-beach-holiday', 3],
    ['हिमाचल टूर 2 लोगों का GST मिलाकर कुल कितना?', 'himachal-shimla-manali', 2],
  ])('a party’s fare with GST: %s', async (message, id, adults) => {
    const { reply } = await conversation(message);
    const { base, gst } = fare(id, { adults });
    expect(reply).toContain(byId(id).title);
    expect(reply).toMatch(amount(base + gst));
  });

  it('TCS of an international package: its rate and amount for one traveller', async () => {
    const { reply } = await conversation('thailand package TCS kitna lagega per person?');
    const { tcs, tcsRate } = fare('thailand-bangkok-pattaya-phuket', { adults: 1 });
    expect(reply).toContain(`TCS at ${tcsRate}`);
    expect(reply).toMatch(amount(tcs));
  });

  it('no TCS on a trip within India, said', async () => {
    const { reply } = await conversation('is there TCS on the shirdi trip?');
    expect(reply).toMatch(/No TCS on Shirdi/);
  });

  it('GST asked of no package is still the tax rule, with no package priced', async () => {
    const { reply } = await conversation('how much GST do you charge on tour packages?');
    expect(reply).toMatch(/5% GST/);
    expect(reply).not.toContain('• ');
  });

  it.each([
    ['my dad needs his own room, single room rate for golden triangle?', 'golden-triangle-delhi-agra-jaipur'],
    ['andaman single occupancy price?', 'andaman-islands'],
    ['मुझे अलग रूम चाहिए, गोवा टूर का सिंगल रूम कितने का है?', 'goa-beach-holiday'],
    ['லடாக் டூர்ல சிங்கிள் ரூம் எவ்வளவு?', 'ladakh-leh-nubra-pangong'],
  ])('a single room: %s', async (message, id) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(amount(byId(id).price.single!));
  });

  it.each([
    ['what do you charge for a kid on the andaman trip?', 'andaman-islands', 'childWithBed'],
    ['ooty coorg tour, bachche ka rate kitna hai, bed nahi chahiye', 'ooty-coorg-mysore', 'childNoBed'],
    ['कश्मीर टूर में बच्चे का कितना लगेगा?', 'kashmir-paradise', 'childWithBed'],
  ] as const)('a child’s own price asked without a count: %s', async (message, id, key) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(amount(byId(id).price[key]!));
  });

  it('a child’s price asked of “that one” is the package in focus, not the no-discounts answer', async () => {
    const { reply } = await conversation('shirdi darshan package', 'and the child price for that one?');
    expect(reply).not.toMatch(/can’t quote/);
    expect(reply).toMatch(amount(byId('shirdi-sai-darshan').price.childWithBed!));
  });

  it('children with and without beds, counted apart', async () => {
    const { reply } = await conversation('dubai for 2 adults, 1 child with bed and 1 child without bed, total?');
    const { base } = fare('dubai-delight', { adults: 2, childrenWithBed: 1, childrenNoBed: 1 });
    expect(reply).toMatch(amount(base));
  });

  it.each(['international honeymoon, 2 people, 1.2 lakh total', 'विदेश में हनीमून, 2 लोग, कुल 1.2 लाख'])(
    'a budget said to be the total of two is theirs together: %s',
    async (message) => {
      const shown = named(await conversation(message));
      expect(shown.length).toBeGreaterThan(0);
      for (const item of shown)
        expect(item.price.offer?.perPerson ?? item.price.perPerson, item.id).toBeLessThanOrEqual(60000);
    },
  );

  it.each([
    ['till when is the singapore offer on?', 'singapore-sentosa'],
    ['कश्मीर टूर पर ऑफर कब तक है?', 'kashmir-paradise'],
  ])('an offer’s last day, from the catalog: %s', async (message, id) => {
    const { reply } = await conversation(message);
    const offer = byId(id).price.offer!;
    expect(reply).toContain(offer.until.slice(0, 4));
    expect(reply).toMatch(amount(byId(id).price.perPerson));
  });

  it('no offer on a package without one, said when asked of the package in focus', async () => {
    const { reply } = await conversation('puri jagannath tour', 'is there any offer on it?');
    expect(reply).toMatch(/No offer is running on Puri/);
  });

  it.each([
    ['innova crysta for 3 days, roughly how much minimum?', 'Toyota Innova Crysta', 3],
    ['swift dzire 2 din ka minimum bill kitna?', 'Maruti Suzuki Dzire', 2],
  ])('a car’s minimum for a number of days: %s', async (message, title, days) => {
    const { reply } = await conversation(message);
    const model = (
      catalog.carModels as { name: string; ratePerKm?: number; minKmPerDay?: number; driverAllowancePerDay?: number }[]
    ).find((car) => car.name === title)!;
    const least = days * model.minKmPerDay! * model.ratePerKm! + days * (model.driverAllowancePerDay ?? 0);
    expect(reply).toMatch(amount(least));
  });

  it('a car’s minimum “for 2 days” after a group is the car that seats them, not a car for two people', async () => {
    const reply = await conversation('van for 11 of us from madurai', 'for 3 days, approx minimum?');
    expect(reply.reply).not.toMatch(/For 2 people/);
    const tempo = (
      catalog.carModels as { name: string; ratePerKm: number; minKmPerDay: number; driverAllowancePerDay: number }[]
    ).find((car) => car.name.includes('Tempo'))!;
    expect(reply.reply).toMatch(amount(3 * tempo.minKmPerDay * tempo.ratePerKm + 3 * tempo.driverAllowancePerDay));
  });

  it.each(['ertiga rate? tolls extra or included?', 'innova rate, parking extra hai kya?'])(
    'what a car’s rate leaves out, from the FAQ, with the car: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/tolls and parking/);
      expect(reply).toMatch(/per km/);
    },
  );

  it('couples and singles: each couple is two, the rest on top, the single room priced', async () => {
    const { reply } = await conversation('3 couples plus 1 friend who wants his own room, andaman price?');
    const { base } = fare('andaman-islands', { adults: 7, singles: 1 });
    expect(reply).toMatch(amount(base));
  });

  it.each([
    ['என் பையனுக்கு 8 வயசு, டிசம்பர்ல ஸ்னோ பார்க்கலாமா?', 'snow'],
    ['पापा के साथ बीच वाली जगह जाना है', 'beach'],
  ])('common words of the scripts are not places: %s', async (message, tag) => {
    const reply = await conversation(message);
    expect(reply.reply).not.toMatch(/But we go to/);
    const shown = named(reply);
    expect(shown.length).toBeGreaterThan(0);
    expect(ATTRIBUTES[shown[0]!.id]?.tags ?? []).toContain(tag);
  });

  it('a festival in Devanagari is its months, not a country that sounds like it', async () => {
    const { reply } = await conversation('दिवाली पर परिवार के साथ कहाँ जाएं?');
    expect(reply).not.toMatch(/Europe|But we go to/);
  });

  it.each([
    ['துபாய் டூர் எத்தனை நாள்?', 'dubai-delight'],
    ['ஊட்டி டூர் விலை என்ன?', 'ooty-coorg-mysore'],
  ])('a place in Tamil letters still sounds like itself: %s', async (message, id) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(byId(id).title);
  });
});
