// Visbot, the constructs the seventh outside set missed on its first run (issue 32), each asked in words of our
// own — English, Hinglish, Tamil and Devanagari script — through the real endpoint: things to do a day plan
// names, tours without flights, two packages equal on what is compared, the ways to pay, a rule asked after
// another, whether we offer a service, the city a party starts from, the weather of the trip in focus, two
// packages' fares together, and script words that were read as places. Figures come from the seed and
// shared/taxes.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import { fareFor } from '#shared/taxes';
import type { PackageType } from '#shared/catalog/collections';
import attributes from '../seed/package-attributes.json';
import { conversation as ask } from './helpers/chat';
import {
  everyPackage,
  listedIn as named,
  packageById as byId,
  type SeedPackage,
  seedCatalog,
} from './helpers/seed-catalog';

type Attributes = { tags?: string[]; grade?: string; minAge?: number; includesFlights?: boolean };
const ATTRIBUTES = attributes as Record<string, Attributes>;
const conversation = (...messages: string[]) => ask(13, ...messages);

type Item = SeedPackage;
const planSays = (item: Item, words: RegExp) =>
  words.test([item.title, item.description, item.details.intro, ...item.details.itinerary].join(' ').toLowerCase());
const withGst = (id: string, adults: number) => {
  const item = byId(id);
  return fareFor(
    { type: (item.type ?? 'domestic') as PackageType, price: item.price },
    { adults, childrenWithBed: 0, childrenNoBed: 0, singles: 0 },
    indiaToday(),
  ).total;
};

beforeAll(seedCatalog);

describe('Visbot, round 8', () => {
  it.each([
    ['is there any tour with a shikara ride?', /shikara/],
    ['which trips have the toy train? kids are train crazy', /toy train/],
    ['want to do river rafting somewhere', /rafting/],
    ['holiday with a cable car ride pls', /cable car|ropeway|gondola/],
  ])('a thing to do that day plans name: %s', async (message, words) => {
    const reply = await conversation(message);
    const listed = named(reply);
    const having = everyPackage.filter((item) => planSays(item, words));
    expect(having.length).toBeGreaterThan(0);
    expect(listed.length).toBeGreaterThan(0);
    // Only packages whose plans have it: 'river rafting' is not the Chadar frozen river.
    for (const item of listed) expect(having.map((each) => each.id)).toContain(item.id);
  });

  it('a toy-train ticket is still a ticket', async () => {
    const { links } = await conversation('toy train ticket mettupalayam to ooty');
    expect(links.map((link) => link.path)).toContain('/train-booking');
  });

  it('international tours whose price leaves flights out', async () => {
    const reply = await conversation('foreign tours where airfare is not included?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.type).toBe('international');
      expect(ATTRIBUTES[item.id]!.includesFlights).toBeFalsy();
    }
  });

  it('"flights extra?" of a package with flights is a no', async () => {
    const { reply } = await conversation('dubai package - are flights extra?');
    expect(reply).toMatch(/^No: Dubai Delight includes return flights\./);
  });

  it('two packages of the same length: neither is longer, said so', async () => {
    const [kashi, puri] = [byId('kashi-vishwanath-ganga-aarti'), byId('puri-jagannath-konark')];
    expect(kashi.days).toBe(puri.days);
    const { reply } = await conversation('kashi trip vs puri trip, which takes more days?');
    expect(reply).toMatch(/^Same length: /);
    expect(reply).not.toMatch(/^Longer:/);
    const tamil = await conversation('காசி அல்லது பூரி, எது நீளமானது?');
    expect(tamil.reply).toMatch(/^இரண்டும் ஒரே அளவு நாட்கள்: /);
  });

  it('paying by card: the ways to pay, not only the advance', async () => {
    const { reply } = await conversation('can my son pay with his credit card from Singapore? and how much advance?');
    expect(reply).toMatch(/UPI/);
    expect(reply).toMatch(/credit cards/);
    expect(reply).toMatch(/25%/);
  });

  it('a forex card is the forex service, not a way to pay', async () => {
    const { links } = await conversation('need a forex card for my trip to europe');
    expect(links.some((link) => link.path.includes('forex'))).toBe(true);
  });

  it('cancelling asked after paying: the cancellation table, not the payment answer again', async () => {
    const { reply, links } = await conversation('how do we pay for a tour?', 'what if we cancel 20 days before?');
    expect(links.map((link) => link.path)).toContain('/faq?entry=cancellation-packages');
    expect(reply).not.toMatch(/UPI/);
  });

  it('"do you arrange …?" of a service we offer starts with a yes, in the language asked', async () => {
    const { reply } = await conversation('do you arrange travel insurance for a europe trip?');
    expect(reply).toMatch(/^Yes, we do\. .*Insurance/);
    const hindi = await conversation('क्या आप ट्रैवल इंश्योरेंस करते हैं?');
    expect(hindi.reply).toContain('हाँ, यह सेवा हम देते हैं।');
  });

  it('the city a party lives in is where they start, not where they go', async () => {
    const reply = await conversation('we are in Bangalore, 2 of us, beach holiday in december under 20000 each');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(ATTRIBUTES[item.id]!.tags).toContain('beach');
      expect(item.price.perPerson).toBeLessThanOrEqual(20000);
    }
    expect(reply.reply).not.toMatch(/Bangalore|Bengaluru/);
  });

  it('the weather asked of the trip in focus is its season', async () => {
    const { reply } = await conversation('ladakh package details', 'how is the weather there in january?');
    expect(reply).toMatch(/^No: Ladakh.* is best in .*, not in January\./);
  });

  it('two packages talked about, booked together: each fare with GST and the sum', async () => {
    const { reply } = await conversation(
      'goa package price?',
      'and the andaman one?',
      'if we book both for me and my husband, total with gst?',
    );
    const [goa, andaman] = [withGst('goa-beach-holiday', 2), withGst('andaman-islands', 2)];
    expect(reply).toContain(formatRupees(goa));
    expect(reply).toContain(formatRupees(andaman));
    expect(reply).toContain(`Both packages for 2 adults: ${formatRupees(goa + andaman)} in all`);
  });

  it('a single tent on a trek without a single price: said, with how to ask', async () => {
    expect(byId('kedarkantha-winter-trek').price.single).toBeUndefined();
    const { reply } = await conversation('kedarkantha trek - single tent possible? how much?');
    expect(reply).toContain('Kedarkantha Winter Trek has no single-room price listed; ask us on WhatsApp');
  });

  it('Tamil: an easy trek for first-timers (ஈஸியான is no place)', async () => {
    const reply = await conversation('ஈஸியான ட்ரெக் சொல்லுங்க, இது தான் முதல் தடவை');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(ATTRIBUTES[item.id]!.grade).toBe('easy');
  });

  it('Hindi: a honeymoon after the wedding, up to a budget (शादी is no place, तक is a cap)', async () => {
    const reply = await conversation('शादी के बाद घूमने जाना है, 30 हज़ार प्रति व्यक्ति तक कोई पैकेज?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(ATTRIBUTES[item.id]!.tags).toContain('honeymoon');
      expect(item.price.offer?.perPerson ?? item.price.perPerson).toBeLessThanOrEqual(30000);
    }
  });

  it('Hindi: treks a child of 10 may join (कर सकते is not Agra), and the age answer in Hindi', async () => {
    const reply = await conversation('बेटी 10 साल की है, कौन सा ट्रेक कर सकते हैं?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.type).toBe('trekking');
      expect(ATTRIBUTES[item.id]!.minAge ?? 0).toBeLessThanOrEqual(10);
    }
    const roopkund = await conversation('रूपकुंड ट्रेक, बेटा 9 साल का है, जा सकता है?');
    expect(roopkund.reply).toMatch(/^नहीं, 9 साल की उम्र में नहीं: Roopkund Mystery Lake Trek \d+ साल और उससे ऊपर/);
  });
});
