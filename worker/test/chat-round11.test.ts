// Visbot, the constructs the tenth outside set missed, each asked in words of our own — English, Hinglish,
// Tanglish, Tamil and Devanagari script — through the real endpoint: who we are when asked whether we are real,
// our WhatsApp number, a budget that includes the taxes for the whole party, the highest trip asked in order to
// avoid it, a place asked as covered by a package, the TCS rate in force, a document asked for forex, a car's
// estimate from a distance, a kind of trip within a region, a service's time asked as a follow-up, spoken Tamil
// and negation in the scripts, and a place in Devanagari matched by its sound.
// Figures come from the seed, shared/business.ts, shared/taxes.ts (through seedFare) and the FAQ.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '#shared/business';
import { indiaToday } from '#shared/dates';
import { FAQ } from '#shared/faq';
import { formatRupees } from '#shared/package-format';
import { tcsRateText, tcsRowOn } from '#shared/taxes';
import attributes from '../seed/package-attributes.json';
import catalog from '../seed/catalog.json';
import { conversation as ask } from './helpers/chat';
import {
  everyPackage,
  hasTag as tagged,
  listedIn as named,
  packageById as byId,
  priceToday as priceNow,
  seedCatalog,
  seedFare,
} from './helpers/seed-catalog';

type Attributes = { maxAltitudeM?: number; tags?: string[]; bestMonths?: number[] };
const ATTRIBUTES = attributes as Record<string, Attributes>;
const conversation = (...messages: string[]) => ask(16, ...messages);

const digits = (text: string) => text.replace(/\D/g, '');

type Model = { id: string; ratePerKm: number; minKmPerDay: number; driverAllowancePerDay: number };
const model = (id: string) => (catalog.carModels as Model[]).find((each) => each.id === id)!;
/** What the car rental page bills: the larger of the km driven and the days' minimum, plus the driver a day. */
const estimate = (id: string, km: number, days: number) => {
  const car = model(id);
  return Math.max(km, days * car.minKmPerDay) * car.ratePerKm + days * car.driverAllowancePerDay;
};

beforeAll(seedCatalog);

describe('Visbot, round 11', () => {
  it.each([
    'are you a genuine travel company or some scam site?',
    'who r u guys, a real agency or only a chatbot?',
    'क्या आप असली ट्रैवल एजेंसी हैं?',
  ])('"are you real?" says who we are, where: %s', async (message) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(BUSINESS.tradeName);
    expect(reply).toContain(BUSINESS.address.locality);
  });

  it.each([
    'send me ur whatsapp no, i will share my aadhaar copy',
    'what is your phone number? want to ask about a visa',
    'உங்க வாட்ஸ்அப் நம்பர் என்ன?',
  ])('our WhatsApp number, whatever it is wanted for: %s', async (message) => {
    const { reply } = await conversation(message);
    expect(digits(reply)).toContain(BUSINESS.whatsappNumber.slice(-10));
  });

  it('a budget for two "all inclusive with GST": the fare with taxes fits, the base alone is not enough', async () => {
    const reply = await conversation('2 of us, max 3 days, 25k all inclusive with gst for both, options?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.days).toBeLessThanOrEqual(3);
      expect(seedFare(item.id, { adults: 2 }).total).toBeLessThanOrEqual(25000);
    }
    // Guruvayur's base for two is under ₹25,000, its total with GST is not.
    expect(2 * priceNow(byId('guruvayur-sabarimala-darshan'))).toBeLessThanOrEqual(25000);
    expect(listed.map((item) => item.id)).not.toContain('guruvayur-sabarimala-darshan');
  });

  it('a family budget including taxes, with a length cap', async () => {
    const reply = await conversation('family of 4, 1 lakh total including taxes, 5 days max');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.days).toBeLessThanOrEqual(5);
      expect(seedFare(item.id, { adults: 4 }).total).toBeLessThanOrEqual(100000);
    }
  });

  it.each([
    'mom has knee pain, which trip of yours goes the highest? we will skip that one',
    'sabse uncha trip kaunsa hai? papa ko BP hai, usse avoid karna hai',
  ])('the highest trip asked in order to avoid it is named, with its height: %s', async (message) => {
    const reply = await conversation(message);
    const highest = everyPackage.reduce((top, item) =>
      (ATTRIBUTES[item.id]!.maxAltitudeM ?? 0) > (ATTRIBUTES[top.id]!.maxAltitudeM ?? 0) ? item : top,
    );
    expect(named(reply)[0]?.id).toBe(highest.id);
    expect(reply.reply).toContain(ATTRIBUTES[highest.id]!.maxAltitudeM!.toLocaleString('en-IN'));
  });

  it('the longest trek asked in order to skip it: the ranking, not a trip planned for the reason', async () => {
    const reply = await conversation('which trek takes the most days? my knees are weak so i will skip that one');
    const treks = everyPackage.filter((item) => item.type === 'trekking');
    expect(named(reply)[0]?.days).toBe(Math.max(...treks.map((item) => item.days)));
    expect(reply.reply).not.toMatch(/no package for/i);
  });

  it.each([
    ['does the kashi trip cover sarnath too?', /^Yes\b/, /Sarnath/],
    ['golden triangle tour covers fatehpur sikri?', /^Yes\b/, /Fatehpur Sikri/],
    ['guruvayur temples package la sabarimala covered aa?', /^No\b/, /Sabarimala/],
    ['does the char dham yatra visit rishikesh?', /^No: Char Dham Yatra by Road does not go to Rishikesh/, /Rishikesh/],
    ['சார் தாம் யாத்திரையில் ரிஷிகேஷ் இருக்கா?', /^இல்லை: Char Dham Yatra by Road Rishikesh/, /Rishikesh/],
  ])('a place asked as covered by a package: %s', async (message, verdict, place) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(verdict);
    expect(reply).toMatch(place);
  });

  it.each([
    ['is TCS 5% on international packages now?', '5%'],
    ['what is the tcs rate on foreign trips these days', null],
    ['வெளிநாட்டு டூருக்கு TCS எவ்வளவு சதவீதம்?', null],
  ])('the TCS rate in force, from shared/taxes.ts: %s', async (message, claimed) => {
    const rate = tcsRateText(tcsRowOn(indiaToday()));
    const { reply } = await conversation(message);
    expect(reply).toContain(rate);
    if (claimed && claimed !== rate) expect(reply).toMatch(/^No\b/);
  });

  it.each(['is aadhaar card needed for buying forex?', 'forex vaanga pan card kandippa venuma?'])(
    'a document asked for forex is the forex entry, not the ways to pay: %s',
    async (message) => {
      const entry = FAQ.find((each) => each.id === 'forex-documents')!;
      const { reply } = await conversation(message);
      expect(reply).toContain(entry.answer.split('. ')[0]!);
      expect(reply).not.toMatch(/\bUPI\b/);
    },
  );

  it.each([
    ['innova crysta for a day trip, roughly 320 km, how much?', 'toyota-innova-crysta', 320, 1],
    ['ertiga, around 400 km over 2 days, estimate?', 'maruti-ertiga', 400, 2],
    ['chennai to pondy and back in an etios, 300 km, cost?', 'toyota-etios', 300, 1],
  ])('a car and a distance: the estimate, %s', async (message, id, km, days) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(formatRupees(estimate(id, km, days)));
  });

  it('a pilgrimage for elderly parents up north in a month, then its fare for the two of them', async () => {
    const first =
      'staying in pune right now. pilgrimage in north india for my aged in-laws, february, not much walking';
    const reply = await conversation(first);
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.type).toBe('devotional');
      expect(tagged(item, 'senior-friendly')).toBe(true);
      expect(ATTRIBUTES[item.id]!.bestMonths).toContain(2);
    }
    const fare = await conversation(first, 'total with gst for the 2 of them?');
    expect(fare.reply).toContain(formatRupees(seedFare(listed[0]!.id, { adults: 2 }).total));
  });

  it.each(['any pilgrimage inside kerala?', 'kerala ke andar koi mandir yatra hai?', 'கேரளாவுல கோவில் டூர் இருக்கா?'])(
    'a kind of trip within a state is that kind there, not the tour named after the state: %s',
    async (message) => {
      const listed = named(await conversation(message));
      expect(listed[0]?.id).toBe('guruvayur-sabarimala-darshan');
      for (const item of listed) expect(item.type).toBe('devotional');
    },
  );

  it.each([
    ['what papers do i need for a singapore visa?', 'and how long will it take to get?', /4–6 working days/],
    ['passport renewal documents?', 'how many days will it take?', /\b30 days\b/],
    ['papers needed for a dubai tourist visa?', 'how long till i get it?', /3–5 working days/],
  ])('"how long does it take?" after a service question is its processing time: %s', async (first, next, time) => {
    const { reply } = await conversation(first, next);
    expect(reply).toMatch(time);
    expect(reply).not.toMatch(/^\S.* is \d+ days \(/);
    // The time it takes, not how long a passport must stay valid or which months' statements are asked for.
    expect(reply).not.toMatch(/valid for (at least )?6 months|last 3 months/);
  });

  it('spoken Tamil: குறைஞ்ச விலை is the cheapest, abroad', async () => {
    const listed = named(await conversation('வெளிநாடு போக குறைஞ்ச விலை பேக்கேஜ் எது?'));
    const abroad = everyPackage.filter((item) => item.type === 'international');
    expect(listed[0]?.type).toBe('international');
    expect(priceNow(listed[0]!)).toBe(Math.min(...abroad.map(priceNow)));
  });

  it.each([
    ['ஜனவரியில பனி பார்க்க ஆசை, ட்ரெக் வேண்டாம்', 1],
    ['जनवरी में बर्फ़ देखनी है, ट्रेकिंग नहीं करनी', 1],
    ['december la snow paakanum, trekking vendam', 12],
    ['बिना ट्रेक के बर्फ़ वाली जगह, दिसंबर में', 12],
  ])('snow but not a trek, in every script: %s', async (message, month) => {
    const listed = named(await conversation(message));
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(tagged(item, 'snow')).toBe(true);
      expect(item.type).not.toBe('trekking');
      expect(ATTRIBUTES[item.id]!.bestMonths).toContain(month);
    }
  });

  it('Devanagari: यूरोप is Europe by its sound, and its TCS for one', async () => {
    const { reply } = await conversation('यूरोप पैकेज में TCS कितना लगेगा?');
    expect(reply).toContain(formatRupees(seedFare('europe-highlights', {}).tcs));
  });

  it('Devanagari: how long the Europe tour is', async () => {
    const { reply } = await conversation('यूरोप टूर कितने दिन का है?');
    expect(reply).toContain(byId('europe-highlights').title);
    expect(reply).toContain(String(byId('europe-highlights').days));
  });
});
