// Visbot, the kinds of question the twelfth outside set missed, each asked in words of our own — English,
// Hinglish, Tanglish and Devanagari — through the real endpoint: an altitude ceiling beside a kind of trip,
// little walking, a region left out, best months asked in chat words, party totals and advances, comparisons by
// days and by season, FAQ facts (an annexure, a form's deadline, a personal payment number, our GSTIN), a place
// we run no trip to, an ordinary word that is also a place, and follow-ups that keep the party or the question.
// Figures come from the seed, its attributes, the FAQ, shared/taxes.ts and shared/booking-amounts.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceFor } from '#shared/booking-amounts';
import { BUSINESS } from '#shared/business';
import { monthRanges } from '#shared/catalog/attributes';
import { addDays, indiaToday } from '#shared/dates';
import { FAQ } from '#shared/faq';
import { formatRupees } from '#shared/package-format';
import { conversation as ask } from './helpers/chat';
import {
  eachListed,
  hasTag as tagged,
  listedIn as named,
  packageById as byId,
  priceToday as priceNow,
  seedCatalog,
  seedFare,
} from './helpers/seed-catalog';

const conversation = (...messages: string[]) => ask(18, ...messages);
const SOUTH = [
  'kerala-backwaters-munnar',
  'ooty-coorg-mysore',
  'tirupati-balaji-darshan',
  'rameswaram-madurai-kanyakumari',
  'guruvayur-sabarimala-darshan',
  'kudremukh-trek',
];
const faqText = (pattern: RegExp) =>
  FAQ.map((entry) => [entry.answer, ...(entry.points ?? [])].join(' ')).find((text) => pattern.test(text))!;

beforeAll(seedCatalog);

describe('Visbot, round 13', () => {
  it.each([
    ['family holiday, nothing above 500 m please, my father has a heart condition', 'family', 500],
    ['honeymoon spot under 100 metres altitude?', 'honeymoon', 100],
  ])('an altitude ceiling beside a kind of trip lists the low ones: %s', async (message, tag, ceiling) => {
    eachListed(await conversation(message), (item) => {
      expect(tagged(item, tag)).toBe(true);
      expect(item.maxAltitudeM ?? 0).toBeLessThanOrEqual(ceiling);
    });
  });

  it.each([
    'my mother cannot walk much, suggest a pilgrimage',
    'papa ke ghutne kharab hai, kam chalne wali darshan trip chahiye',
    'मम्मी ज़्यादा पैदल नहीं चल सकतीं, कोई तीर्थ यात्रा बताइए',
  ])('little walking leaves out the trips with long walks: %s', async (message) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).toBe('devotional');
      expect(['vaishno-devi-yatra', 'char-dham-yatra']).not.toContain(item.id);
    });
  });

  it.each([
    'any pilgrimage not in south india?',
    'south india chhod ke koi darshan yatra',
    'दक्षिण को छोड़कर कोई मंदिर यात्रा',
  ])('a region left out by name: %s', async (message) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).toBe('devotional');
      expect(SOUTH).not.toContain(item.id);
    });
  });

  it('a state left out: a heritage trip outside Rajasthan', async () => {
    eachListed(await conversation('some heritage holiday, but not in rajasthan please'), (item) => {
      expect(tagged(item, 'heritage')).toBe(true);
      expect(['rajasthan-heritage', 'golden-triangle-delhi-agra-jaipur']).not.toContain(item.id);
    });
  });

  it.each([
    ['kedarkantha jaane ka sahi mahina kaunsa hai?', 'kedarkantha-winter-trek'],
    ['ladakh kab jaana theek rahega', 'ladakh-leh-nubra-pangong'],
    ['andaman eppo ponaa nallaa irukkum?', 'andaman-islands'],
  ])('best months asked in chat words: %s', async (message, id) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(monthRanges(byId(id).bestMonths!));
    expect(reply).toMatch(/best/i);
  });

  it('"every month?" of a package good all year says so', async () => {
    const { reply } = await conversation('is singapore fine in every month of the year?');
    expect(reply).toMatch(/all year|any month|every month|year-round|year round/i);
  });

  it.each([
    ['ooty trip 4 pasanga, total evlo?', 'ooty-coorg-mysore', 4],
    ['kashmir 5 log jaa rahe hai, total kitna hoga', 'kashmir-paradise', 5],
  ])('adults counted in chat words give the party total: %s', async (message, id, adults) => {
    const { reply } = await conversation(message);
    const { base, total } = seedFare(id, { adults });
    expect([formatRupees(base), formatRupees(total)].some((figure) => reply.includes(figure))).toBe(true);
  });

  it('a comparison for a party gives what both cost the party', async () => {
    const { reply } = await conversation('goa vs andaman for 3 friends - total for all three?');
    for (const id of ['goa-beach-holiday', 'andaman-islands']) {
      const { base, total } = seedFare(id, { adults: 3 });
      expect([formatRupees(base), formatRupees(total)].some((figure) => reply.includes(figure))).toBe(true);
    }
  });

  it('the advance for a party on a package', async () => {
    const { reply } = await conversation('advance amount for kashmir for 3 of us? trip is in 4 months');
    const { total } = seedFare('kashmir-paradise', { adults: 3 });
    expect(reply).toContain(formatRupees(advanceFor(total, indiaToday(), addDays(indiaToday(), 120)).advanceDue));
  });

  it.each([
    ['which takes more days, ladakh or andaman?', 'ladakh-leh-nubra-pangong'],
    ['dubai or kerala, which one is longer?', 'kerala-backwaters-munnar'],
  ])('a comparison by days names the longer: %s', async (message, id) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(byId(id).title);
    expect(reply).toContain(`${byId(id).days} days`);
  });

  it('best months of two named packages of different kinds name both', async () => {
    const { reply } = await conversation('kashmir tour or brahmatal trek, which months suit each?');
    expect(reply).toContain(byId('kashmir-paradise').title);
    expect(reply).toContain(byId('brahmatal-trek').title);
  });

  it('the annexure for a child passport', async () => {
    const { reply } = await conversation('which annexure do we sign for our daughter passport?');
    expect(reply).toMatch(/Annexure D/);
  });

  it('when to submit the Maldives declaration', async () => {
    const hours = /within (\d+) hours/.exec(faqText(/IMUGA/))![1]!;
    const { reply } = await conversation('when should we submit the imuga declaration for maldives?');
    expect(reply).toContain(hours);
  });

  it.each([
    'a man asked me to send the tour advance to his own paytm number, is he from your side?',
    'kisi ne personal phonepe number pe paise bhejne bola, aapka hai kya?',
  ])('a payment asked on a personal number: our only accounts: %s', async (message) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(BUSINESS.payment.upiId);
  });

  it.each(['your gst no please', 'GST नंबर बताइए', 'what is the gstin of your company'])(
    'the GST number is our GSTIN, not the rate: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toContain(BUSINESS.gstin);
    },
  );

  it.each(['any lakshadweep package?', 'meghalaya trip for 5 days?'])(
    'a place we run no trip to is said so: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/no package|don.t (run|have)|not (run|have)/i);
    },
  );

  it('a place only a package description reaches has no trip of its own; the package passing it is named', async () => {
    const reply = await conversation('chandratal lake trip?');
    expect(reply.reply).toMatch(/as such/);
    expect(named(reply).map((item) => item.id)).toContain('hampta-pass-trek');
  });

  it('a word of a budget is no FAQ name: "1 lakh for both of us" lists honeymoons', async () => {
    eachListed(await conversation('honeymoon within 1 lakh for the two of us'), (item) => {
      expect(tagged(item, 'honeymoon')).toBe(true);
      expect(priceNow(item) * 2).toBeLessThanOrEqual(100000);
    });
  });

  it('"male" as a word is not Malé', async () => {
    const { reply } = await conversation('is there a male only batch for a weekend trek?');
    expect(reply).not.toMatch(/maldives|malé/i);
    expect(reply).toMatch(/trek/i);
  });

  it('the advance for the party of the turn before', async () => {
    const first = 'goa package price for 3 adults?';
    const { reply } = await conversation(first, 'how much advance to confirm it?');
    const { total } = seedFare('goa-beach-holiday', { adults: 3 });
    expect(reply).toContain(formatRupees(advanceFor(total, indiaToday(), addDays(indiaToday(), 120)).advanceDue));
  });

  it('"both of us, total with GST" after a package', async () => {
    const { reply } = await conversation('vaishno devi ka kitna hai?', 'hum dono jayenge, GST ke saath total kitna?');
    expect(reply).toContain(formatRupees(seedFare('vaishno-devi-yatra', { adults: 2 }).total));
  });

  it('"the next cheapest" after the cheapest', async () => {
    const first = 'cheapest pilgrimage?';
    const cheapest = named(await conversation(first))[0]!;
    const next = [...named(await conversation('all pilgrimages cheapest first'))].find(
      (item) => item.id !== cheapest.id,
    )!;
    const { reply } = await conversation(first, 'and the next cheapest one?');
    expect(named({ reply })[0]?.id).toBe(next.id);
  });

  it('a single room, then another place: its single-room fare; then the cheaper per day of the two', async () => {
    const first = 'travelling alone, single room price for kerala?';
    const second = await conversation(first, 'and goa?');
    const { base, total } = seedFare('goa-beach-holiday', { adults: 1, singles: 1 });
    expect([formatRupees(base), formatRupees(total)].some((figure) => second.reply.includes(figure))).toBe(true);
    const third = await conversation(first, 'and goa?', 'so which one is cheaper per day?');
    const perDay = (id: string) => priceNow(byId(id)) / byId(id).days;
    const cheaper =
      perDay('goa-beach-holiday') < perDay('kerala-backwaters-munnar')
        ? 'goa-beach-holiday'
        : 'kerala-backwaters-munnar';
    expect(third.reply).toMatch(new RegExp(`[Cc]heaper per day: ${byId(cheaper).title.replace(/[()]/g, '.')}`));
  });

  it('the TCS of a total, then another country for the same party', async () => {
    const first = 'dubai for 3 adults, final amount with taxes?';
    const second = await conversation(first, 'how much of that is TCS?');
    expect(second.reply).toContain(formatRupees(seedFare('dubai-delight', { adults: 3 }).tcs));
    const third = await conversation(first, 'how much of that is TCS?', 'what if we go to singapore instead?');
    expect(third.reply).toContain(formatRupees(seedFare('singapore-sentosa', { adults: 3 }).total));
  });
});
