// Visbot, the constructs the fifth outside set missed on its first run (issue 32), each asked in words of our
// own — English, Hinglish, Tanglish, Tamil and Devanagari script — through the real endpoint: a budget with a
// floor, lengths 'or more', 'less than' and '5N 6D', a who-travels wish that no package of the kind meets, a kind
// left out with a length, a fact asked of two packages, four FAQ figures, the package in focus after a detour,
// a car named after a group, tickets and a start city. Expected packages and figures come from the seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ } from '#shared/faq';
import { formatRupees } from '#shared/package-format';
import attributes from '../seed/package-attributes.json';
import { conversation as ask, type ChatReply } from './helpers/chat';
import { catalog, seedCatalog } from './helpers/seed-catalog';

type Attributes = {
  tags?: string[];
  bestMonths?: number[];
  includesFlights?: boolean;
  walkingPerDayKm?: number;
};
const ATTRIBUTES = attributes as Record<string, Attributes>;

const conversation = (...messages: string[]) => ask(11, ...messages);

const everyPackage = [
  ...catalog.tours.map((item) => ({ ...item, kind: 'tour' })),
  ...catalog.devotionals.map((item) => ({ ...item, kind: 'devotional' })),
  ...catalog.trekking.map((item) => ({ ...item, kind: 'trek' })),
];
type Item = (typeof everyPackage)[number];
const named = (reply: ChatReply) => everyPackage.filter((item) => reply.reply.includes(`• ${item.title} —`));
const byId = (id: string) => everyPackage.find((item) => item.id === id)!;
const tagged = (item: Item, tag: string) => ATTRIBUTES[item.id]?.tags?.includes(tag) ?? false;
const international = (item: Item) =>
  catalog.tours.some((tour) => tour.id === item.id && tour.type === 'international');
/** '₹1,01,195' or '1,01,195' or '101195'. */
const amount = (n: number) => new RegExp(`${formatRupees(n).slice(1)}|\\b${n}\\b`);
const faqPoint = (id: string, pattern: RegExp) =>
  [FAQ.find((entry) => entry.id === id)!.answer, ...(FAQ.find((entry) => entry.id === id)!.points ?? [])]
    .map((text) => pattern.exec(text)?.[0])
    .find(Boolean)!;

beforeAll(seedCatalog);

describe('Visbot, round 6', () => {
  it.each([
    ['hill trips 25k to 30k pp', 'hill', 25000, 30000],
    ['pahadi trip 25 se 30 hazar mein', 'hill', 25000, 30000],
    ['beach holiday between 30 and 40 thousand per head', 'beach', 30000, 40000],
  ])('a budget with a floor: %s', async (message, tag, low, high) => {
    const shown = named(await conversation(message));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(tagged(item, tag), item.id).toBe(true);
      expect(item.price.perPerson, item.id).toBeGreaterThanOrEqual(low);
      expect(item.price.perPerson, item.id).toBeLessThanOrEqual(high);
    }
  });

  it.each([
    ['tours of 9 days or more', 9, 60],
    ['koi 8 din se zyada wala tour', 8, 60],
    ['anything except pilgrimage, under 4 days', 1, 3],
    ['no temples please, less than 5 days', 1, 4],
    ['ट्रेक के अलावा 5 दिन से कम वाले पैकेज', 1, 4],
  ])('a length with a bound: %s', async (message, least, most) => {
    const shown = named(await conversation(message));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(item.days, item.id).toBeGreaterThanOrEqual(least);
      expect(item.days, item.id).toBeLessThanOrEqual(most);
      if (/pilgrimage|temple|ट्रेक/.test(message))
        expect(item.kind, item.id).not.toBe(/ट्रेक/.test(message) ? 'trek' : 'devotional');
    }
  });

  it.each([
    ['6D/5N honeymoon', 'honeymoon', 6],
    ['4 nights 5 days family trip', 'family', 5],
    ['5n 6d beach', 'beach', 6],
  ])('nights and days both given are that length: %s', async (message, tag, days) => {
    const shown = named(await conversation(message));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(item.days, item.id).toBe(days);
      expect(tagged(item, tag), item.id).toBe(true);
    }
  });

  it.each(['snowfall trip for my in-laws, no trekking', 'baraf dekhna hai, trek nahi, mummy papa saath'])(
    'who travels is a wish, what the trip is a need: %s',
    async (message) => {
      const shown = named(await conversation(message));
      expect(shown.length).toBeGreaterThan(0);
      for (const item of shown) {
        expect(tagged(item, 'snow'), item.id).toBe(true);
        expect(item.kind, item.id).not.toBe('trek');
      }
    },
  );

  it.each([
    ['europe or singapore, flight included in which one?', ['europe-highlights', 'singapore-sentosa']],
    ['bali vs dubai - which has flights included', ['bali-honeymoon', 'dubai-delight']],
  ])('which of two includes flights: %s', async (message, ids) => {
    const reply = await conversation(message);
    for (const id of ids) {
      const title = byId(id).title;
      const sentence = reply.reply.split('\n').find((line) => line.startsWith(title))!;
      expect(sentence, id).toMatch(ATTRIBUTES[id]?.includesFlights ? /includes return flights/ : /does not include/);
    }
  });

  it.each([
    ['vaishno devi or kedarkantha, which has less walking', 'less'],
    ['triund ya kedarkantha, kisme zyada paidal chalna hai', 'more'],
  ])('which of two walks more or less a day: %s', async (message, way) => {
    const ids = /vaishno/.test(message)
      ? ['vaishno-devi-yatra', 'kedarkantha-winter-trek']
      : ['triund-trek', 'kedarkantha-winter-trek'];
    const km = ids.map((id) => ATTRIBUTES[id]!.walkingPerDayKm!);
    const winner = ids[km.indexOf(way === 'less' ? Math.min(...km) : Math.max(...km))]!;
    const reply = await conversation(message);
    expect(reply.reply.split('\n')[0]).toBe(
      `${way === 'less' ? 'Less' : 'More'} walking a day: ${byId(winner).title} (about ${ATTRIBUTES[winner]!.walkingPerDayKm} km).`,
    );
    for (const n of km) expect(reply.reply).toContain(`about ${n} km`);
  });

  it.each([
    ['how much cash must I show at thailand immigration', 'visa-thailand', /[\d,]+ baht per person/],
    ['my daughter is 5, passport charges?', 'passport-minor', /₹[\d,]+ for a minor/],
    ['by when will my refund come after cancelling', 'cancellation-packages', /\d+–\d+ working days/],
    ['europe visa insurance how much cover needed', 'visa-schengen', /€[\d,]+ medical cover/],
    ['can I book darshan tickets for 12 people at once?', 'darshan-booking', /Up to \d+ tickets/],
    [
      'moving to canada for studies, no passport yet, normal passport takes how long?',
      'passport-fresh',
      /about \d+ days/,
    ],
  ])('an FAQ figure: %s', async (message, id, figure) => {
    const reply = await conversation(message);
    expect(reply.reply).toContain(faqPoint(id, figure));
  });

  it('a detour that picks one of the list moves the focus to it', async () => {
    const first = named(await conversation('beach holidays abroad'));
    const second = first[1]!;
    const country = second.title.split(/[:\s]/)[0]!;
    const visa = await conversation('beach holidays abroad', 'visa for the second one?');
    expect(visa.reply).toContain(country);
    const flights = await conversation(
      'beach holidays abroad',
      'visa for the second one?',
      'flights included in that?',
    );
    expect(flights.reply.split('\n')[0]).toContain(second.title);
  });

  it('the party of the package in focus with a child and no extra bed', async () => {
    const kerala = byId('kerala-backwaters-munnar');
    const reply = await conversation('kerala backwaters package', 'price for 3 adults and the child, no extra bed');
    const { perPerson, childNoBed } = kerala.price as { perPerson: number; childNoBed?: number };
    expect(reply.reply).toMatch(amount(3 * perPerson + childNoBed!));
  });

  it.each([
    ['is it ok in august?', 8],
    ['can we do that trek in january?', 1],
  ])('a month asked of the package in focus: %s', async (message, month) => {
    const focus = named(await conversation('easy treks please'))[0]!;
    const reply = await conversation('easy treks please', message);
    const good = ATTRIBUTES[focus.id]!.bestMonths!.includes(month);
    expect(reply.reply.split('\n')[0]).toMatch(new RegExp(`^${good ? 'Yes' : 'No'}: ${focus.title}`));
  });

  it('"another … good in May" after a season verdict lists others in season, not the verdict again', async () => {
    const turns = [
      'kerala backwaters package how many days',
      'is it fine in may?',
      'ok suggest another hill trip good in may',
    ];
    const verdict = await conversation(...turns.slice(0, 2));
    expect(verdict.reply).toMatch(/^No: Kerala Backwaters & Munnar is best in/);
    const shown = named(await conversation(...turns));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(item.id).not.toBe('kerala-backwaters-munnar');
      expect(ATTRIBUTES[item.id]?.bestMonths, item.id).toContain(5);
    }
  });

  it('a car named after a group, then "that car"', async () => {
    const sedans = catalog.carModels.filter((car) => car.category === 'sedan');
    const named = await conversation('6 people airport pickup, which car', 'and a sedan for the boss, rate?');
    expect(named.reply).toMatch(/^These cars match[^\n]*\n• Sedan/);
    expect(named.reply).not.toContain('Ertiga');
    const that = await conversation(
      '6 people airport pickup, which car',
      'and a sedan for the boss, rate?',
      'driver allowance for that car?',
    );
    for (const car of sedans) expect(that.reply).toContain(`${car.name} (car, 4 seats) — ₹${car.ratePerKm} per km`);
    expect(that.reply).toContain(`driver ₹${sedans[0]!.driverAllowancePerDay} a day`);
  });

  it('a start city is where they leave from, not where they go', async () => {
    const reply = await conversation('we are from hyderabad, any trek under 10k?');
    const shown = named(reply);
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      expect(item.kind, item.id).toBe('trek');
      expect(item.price.perPerson, item.id).toBeLessThanOrEqual(10000);
    }
  });

  it.each([
    [
      'இருபதாயிரம் ரூபாய்க்குள்ள கோவில் டூர் ஏதாவது?',
      (item: Item) => item.kind === 'devotional' && item.price.perPerson <= 20000,
    ],
    ['வெளிநாட்டுல ஹனிமூனுக்கு எந்த பேக்கேஜ் இருக்கு?', (item: Item) => international(item) && tagged(item, 'honeymoon')],
    ['कोई धार्मिक यात्रा बीस हज़ार से कम?', (item: Item) => item.kind === 'devotional' && item.price.perPerson <= 20000],
  ])('in Tamil or Hindi script: %s', async (message, fits) => {
    const shown = named(await conversation(message));
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) expect(fits(item), item.id).toBe(true);
  });

  it.each([
    ['केरल जाने का सही समय कब है?', ['सितंबर', 'मार्च']],
    ['மூணாறு போக சிறந்த நேரம் எது?', ['செப்டம்பர்', 'மார்ச்']],
  ])('when to go, in the script asked: %s', async (message, months) => {
    const reply = await conversation(message);
    const first = reply.reply.split('\n')[0]!;
    expect(first).toContain('Kerala Backwaters & Munnar');
    for (const month of months) expect(first).toContain(month);
  });

  it('a child’s price on a named package, in Hindi', async () => {
    const kashmir = byId('kashmir-paradise');
    const reply = await conversation('कश्मीर पैकेज में 8 साल के बच्चे का किराया?');
    expect(reply.reply).toContain(formatRupees(kashmir.price.childWithBed!));
    expect(reply.reply).toContain('बच्चा');
  });
});
