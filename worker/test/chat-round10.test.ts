// Visbot, the constructs the ninth outside set missed, each asked in words of our own — English, Hinglish,
// Tanglish, Tamil and Devanagari script — through the real endpoint: a trip we do not run asked by name, lists
// that keep every condition asked (not hilly, an altitude ceiling for an older trekker, a per-head budget of a
// group), two facts asked together, 'is there …?' of a package, the running offers, the currencies we exchange,
// a hotel alone, and follow-ups that carry the party, the car, the budget or the package in focus.
// Figures come from the seed, shared/taxes.ts (through seedFare) and the services.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeOffer } from '#shared/catalog/offer';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import type { Party } from '#shared/taxes';
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

type Attributes = { includesFlights?: boolean; maxAltitudeM?: number; tags?: string[]; bestMonths?: number[] };
const ATTRIBUTES = attributes as Record<string, Attributes>;
const conversation = (...messages: string[]) => ask(15, ...messages);

type Model = { name: string; driverAllowancePerDay: number };
const model = (pattern: RegExp) => (catalog.carModels as Model[]).find((each) => pattern.test(each.name))!;
const family: Partial<Party> = { adults: 2, childrenWithBed: 1, childrenNoBed: 1 };

beforeAll(seedCatalog);

describe('Visbot, round 10', () => {
  it.each([
    ['do you run a bhutan trip?', /\b(no|not)\b/i],
    ['mount kailash yatra - is it available with you?', /\b(no|not)\b/i],
    ['भूटान टूर है क्या?', /नहीं/],
    ['சீனா டூர் இருக்கா?', /இல்லை/],
  ])('a trip we do not run, asked by name: a plain no, no other trips priced: %s', async (message, no) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(no);
    expect(reply).not.toMatch(/₹/);
    // Offered to plan, with a way to ask.
    expect(reply).toMatch(/WhatsApp/);
  });

  it('a group\'s per-head budget: only what fits it ("gang" is who travels, not the Ganga)', async () => {
    const reply = await conversation('our gang of 4, under 4500 each, what can we do?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(priceNow(item)).toBeLessThanOrEqual(4500);
  });

  it('"nothing too hilly" for senior citizens leaves the hill trips out', async () => {
    const reply = await conversation('my in-laws are seniors, nothing too hilly please');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(tagged(item, 'senior-friendly')).toBe(true);
      expect(tagged(item, 'hill')).toBe(false);
    }
  });

  it("an older trekker's altitude ceiling keeps the treks below it, not senior trips of another kind", async () => {
    const reply = await conversation('trek under 2500 m for my 62 yr old father');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.type).toBe('trekking');
      expect(ATTRIBUTES[item.id]!.maxAltitudeM!).toBeLessThan(2500);
    }
  });

  it('Tamil: a family beach trip in December keeps the beach, the children and the month', async () => {
    const reply = await conversation('டிசம்பரில் குழந்தைகளோட கடற்கரை ட்ரிப் எது நல்லது?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(tagged(item, 'beach')).toBe(true);
      expect(ATTRIBUTES[item.id]!.bestMonths).toContain(12);
    }
  });

  it('Tamil: பீச், the English word in Tamil letters, is a beach trip', async () => {
    const reply = await conversation('ஜனவரியில் பீச் ட்ரிப் எது நல்லது?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(tagged(item, 'beach')).toBe(true);
      expect(ATTRIBUTES[item.id]!.bestMonths).toContain(1);
    }
  });

  it('two facts asked together: the days and whether flights are included', async () => {
    const { reply } = await conversation('how long is the thailand package, and are flights part of it?');
    expect(reply).toContain(`${byId('thailand-bangkok-pattaya-phuket').days} days`);
    expect(reply).toMatch(/does not include flights from India/);
  });

  it.each([
    ['goa package la water sports irukka?', /^No: Goa Beach Holiday does not include “Water sports”/],
    ['andaman trip mein scuba milega kya?', /^No: Andaman: Port Blair, Havelock, Neil does not include “Scuba diving”/],
    ['अंडमान पैकेज में स्कूबा डाइविंग है क्या?', /^नहीं: Andaman: Port Blair, Havelock, Neil में “Scuba diving” शामिल नहीं है/],
    [
      'அந்தமான் பேக்கேஜ்ல ஸ்கூபா டைவிங் இருக்கா?',
      /^இல்லை: Andaman: Port Blair, Havelock, Neil-இல் “Scuba diving” சேர்க்கப்படவில்லை/,
    ],
    ['is a sunset cruise there in the goa trip?', /^Yes: Goa Beach Holiday includes “Sunset cruise”/],
  ])('"is there …?" of a package is what it includes or leaves out: %s', async (message, verdict) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(verdict);
  });

  it('"deals or discounts on right now": the packages whose offer runs today', async () => {
    const reply = await conversation('any deals or discounts on right now?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(activeOffer(item.price, indiaToday())).not.toBeNull();
  });

  it('the currencies we exchange, from the forex service', async () => {
    const { reply } = await conversation('what all currencies do you deal in?');
    for (const currency of [/dollars/, /euros/, /pounds/, /dirhams/, /baht/]) expect(reply).toMatch(currency);
  });

  it.each(['what time does tatkal booking open for trains?', 'whats the tatkal booking time for train tickets?'])(
    'the Tatkal train booking hours: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/10 am/);
      expect(reply).toMatch(/11 am/);
    },
  );

  it('a hotel alone, no package: the hotel desk, not the tour', async () => {
    const { reply } = await conversation('just need a hotel in munnar, no tour');
    expect(reply).toMatch(/hotel/i);
    expect(reply).not.toMatch(/₹24,500/);
  });

  it('follow-up: two children, one sharing the bed, carried to the next package', async () => {
    const sharing = await conversation(
      'kerala trip for 2 adults',
      'plus our 2 children, the 10 yr old needs a bed, the 5 yr old will sleep with us',
    );
    expect(sharing.reply).toContain(formatRupees(seedFare('kerala-backwaters-munnar', family).base));
    const next = await conversation(
      'kerala trip for 2 adults',
      'plus our 2 children, the 10 yr old needs a bed, the 5 yr old will sleep with us',
      'and shimla manali for the same family?',
    );
    expect(next.reply).toContain(formatRupees(seedFare('himachal-shimla-manali', family).base));
  });

  it("follow-up: the driver's allowance of the car talked about", async () => {
    const { reply } = await conversation('ertiga rate per km', 'driver bata?');
    expect(reply).toContain(`${formatRupees(model(/ertiga/i).driverAllowancePerDay)} a day`);
    expect(reply).not.toMatch(/Mercedes/);
  });

  it('follow-up: "any of those with snow?" keeps the month and budget of the list before', async () => {
    const reply = await conversation('honeymoon in march under 35k per person, no beaches', 'any of those with snow?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(tagged(item, 'snow')).toBe(true);
      expect(tagged(item, 'honeymoon')).toBe(true);
      expect(priceNow(item)).toBeLessThanOrEqual(35000);
    }
  });

  it('follow-up: "does that include the darshan ticket?" of the cheapest pilgrimage', async () => {
    const { reply } = await conversation('cheapest pilgrimage package', 'does that include the darshan ticket?');
    expect(reply).toMatch(/^Yes: Tirupati Balaji Special Darshan includes “₹300 special entry darshan ticket”/);
  });

  it('follow-up: "need it fast" after a passport question is the Tatkaal scheme', async () => {
    const { reply } = await conversation('passport renewal charges?', 'need it fast, flying in 5 days');
    expect(reply).toMatch(/Tatkaal/);
  });

  it('"which trek has the least height?" is sorted by altitude, lowest first', async () => {
    const reply = await conversation('which trek has the least height? my mom has bp');
    const treks = everyPackage.filter((item) => item.type === 'trekking');
    const lowest = Math.min(...treks.map((item) => ATTRIBUTES[item.id]!.maxAltitudeM!));
    expect(ATTRIBUTES[named(reply)[0]!.id]!.maxAltitudeM).toBe(lowest);
  });

  it('follow-up: "something cheaper" after a tour is a cheaper tour, not a weekend trek', async () => {
    const reply = await conversation('rajasthan tour price', 'something cheaper?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(item.type).toBe(byId('rajasthan-heritage').type);
      expect(priceNow(item)).toBeLessThan(priceNow(byId('rajasthan-heritage')));
    }
  });

  it('follow-up: "inme se sabse sasta?" is the cheapest of the list before, not of everything', async () => {
    const first = await conversation('himachal mein kaunse trek hain?');
    const before = named(first);
    expect(before.length).toBeGreaterThan(1);
    const reply = await conversation('himachal mein kaunse trek hain?', 'inme se sabse sasta kaunsa?');
    const cheapest = named(reply)[0]!;
    expect(cheapest.type).toBe('trekking');
    expect(priceNow(cheapest)).toBeLessThanOrEqual(Math.min(...before.map(priceNow)));
  });

  it('follow-up: "actually v r 4 now" is the party of the package talked about', async () => {
    const { reply } = await conversation('kashmir for 2 ppl total?', 'actually v r 4 now');
    expect(reply).toContain(formatRupees(4 * priceNow(byId('kashmir-paradise'))));
  });

  it('Tamil: one of two children without a bed', async () => {
    const { reply } = await conversation('கேரளா டூர் 2 பெரியவர்கள் 2 குழந்தைகள், ஒருவருக்கு படுக்கை வேண்டாம், மொத்தம் எவ்வளவு?');
    expect(reply).toContain(`மொத்தம் ${formatRupees(seedFare('kerala-backwaters-munnar', family).total)}`);
  });

  it('Hindi: one of two children without a bed', async () => {
    const { reply } = await conversation('गोवा 2 बड़े और 2 बच्चे, एक बच्चे को बेड नहीं चाहिए, कुल कितना?');
    expect(reply).toContain(`कुल ${formatRupees(seedFare('goa-beach-holiday', family).total)}`);
  });
});

describe('Visbot, after sealed-10: a thing asked of a package by another of its names', () => {
  it.each([
    ['maldives package food included?', 'maldives-water-villa', /meals/],
    ['kedarkantha microspikes u give or we have to bring?', 'kedarkantha-winter-trek', /microspikes/],
  ])('%s is a yes quoting the line that names it', async (message, id, line) => {
    const seed = catalog as unknown as Record<string, { id: string; details: { inclusion: string[] } }[]>;
    const item = [...seed.tours!, ...seed.trekking!].find((each) => each.id === id)!;
    const { reply } = await conversation(message);
    expect(reply).toMatch(/^Yes: /);
    expect(reply).toContain(`“${item.details.inclusion.find((text) => line.test(text))}”`);
  });
});
