// Visbot, the constructs the eighth outside set missed on its first run, each asked in words of our own — English,
// Hinglish, Tamil and Devanagari script — through the real endpoint: what a package includes or leaves out, a
// party's total named by who travels, a car's estimate by the trip's kilometres, facts the FAQ and a package's
// own text hold, and follow-ups of the package or list in focus. Figures come from the seed and shared/taxes.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeOffer } from '#shared/catalog/offer';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import type { Party } from '#shared/taxes';
import attributes from '../seed/package-attributes.json';
import catalog from '../seed/catalog.json';
import { conversation as ask } from './helpers/chat';
import { listedIn as named, packageById as byId, seedCatalog, seedFare } from './helpers/seed-catalog';

type Attributes = { includesFlights?: boolean; startCity?: string };
const ATTRIBUTES = attributes as Record<string, Attributes>;
const conversation = (...messages: string[]) => ask(14, ...messages);

/** What the booking screen charges the party for a package, taxes included. */
const total = (id: string, party: Partial<Party>) => seedFare(id, party).total;
type Model = { name: string; ratePerKm: number; minKmPerDay: number; driverAllowancePerDay: number };
const model = (pattern: RegExp) => (catalog.carModels as Model[]).find((each) => pattern.test(each.name))!;
/** A car's bill: the larger of the km driven and the days' minimum, at the rate, plus the driver's days. */
const carBill = (car: Model, days: number, km: number) =>
  Math.max(km, days * car.minKmPerDay) * car.ratePerKm + days * car.driverAllowancePerDay;

beforeAll(seedCatalog);

describe('Visbot, round 9', () => {
  it.each([
    ['is dinner part of the goa holiday?', /^No: Goa Beach Holiday does not include “Lunch and dinner”/],
    ['ladakh trip camel ride included?', /^No: Ladakh: Leh, Nubra and Pangong does not include “Camel ride”/],
    [
      'char dham package - kedarnath chopper ticket included?',
      /^No: Char Dham Yatra by Road does not include “Helicopter tickets”/,
    ],
  ])('a thing a package leaves out is a plain no: %s', async (message, verdict) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(verdict);
    // What it does include, from the catalog.
    expect(reply).toMatch(/ includes: /);
  });

  it('a thing a package includes is a yes, in its own words', async () => {
    const { reply } = await conversation('andaman package – are the ferry tickets covered?');
    expect(reply).toMatch(/^Yes: Andaman: Port Blair, Havelock, Neil includes “Private ferry tickets”/);
  });

  it('an inclusion that names more of the thing beats a general exclusion ("train fare" is not the toy train)', async () => {
    const { reply } = await conversation('mysore ooty trip - toy train tickets included?');
    expect(reply).toMatch(/^Yes: Mysore, Coorg and Ooty includes “Toy train tickets/);
  });

  it('"is the camel safari included?" of the package talked about', async () => {
    const { reply } = await conversation('rajasthan heritage tour price', 'is the camel safari included?');
    expect(reply).toMatch(/^Yes: Rajasthan Heritage.* includes “Camel safari”/);
  });

  it('"does it have …" of the stay: the stay line that says so', async () => {
    const { reply } = await conversation('kerala backwaters trip, do we get a houseboat night?');
    expect(reply).toMatch(/^Yes: the stay on Kerala Backwaters & Munnar: “.*houseboat/);
  });

  it('a thing no line names, asked "included?", is not part of the price', async () => {
    const { reply } = await conversation('puri trip – is a tour guide included?');
    expect(reply).toMatch(/^No: Puri Jagannath and Konark does not list guide among its inclusions/);
    expect(reply).not.toMatch(/^Yes/);
  });

  it('Hindi and Tamil: what a package leaves out, said in the script', async () => {
    const hindi = await conversation('शिरडी पैकेज में ट्रेन का टिकट शामिल है?');
    expect(hindi.reply).toMatch(
      /^नहीं: Shirdi Sai Baba Darshan with Shani Shingnapur में “Train or flight to Shirdi” शामिल नहीं है/,
    );
    const tamil = await conversation('சார் தாம் யாத்திரையில் ஹெலிகாப்டர் சேர்க்கப்பட்டுள்ளதா?');
    expect(tamil.reply).toMatch(/^இல்லை: Char Dham Yatra by Road-இல் “Helicopter tickets” சேர்க்கப்படவில்லை/);
  });

  it('a party named by who travels: three senior citizens, total with GST', async () => {
    const { reply } = await conversation('we are 3 senior citizens, total with gst for the tirupati darshan package?');
    expect(reply).toContain(`${formatRupees(total('tirupati-balaji-darshan', { adults: 3 }))} in all`);
  });

  it('Hinglish: "3 logo ka total" is three adults with GST', async () => {
    const { reply } = await conversation('goa ka total kitna padega 3 logo ka?');
    expect(reply).toContain(formatRupees(total('goa-beach-holiday', { adults: 3 })));
  });

  it('travelling alone abroad: a single room, GST and TCS', async () => {
    const { reply } = await conversation('travelling alone to singapore, what will I pay in total with taxes?');
    expect(reply).toContain(`${formatRupees(total('singapore-sentosa', { adults: 1, singles: 1 }))} in all`);
    expect(reply).toMatch(/TCS at [\d.]+%/);
  });

  it('children named by age, one with a bed and one without: the total the booking screen gives', async () => {
    const { reply } = await conversation(
      'kerala backwaters for 2 adults and 2 kids aged 12 with bed and 7 without bed, total?',
    );
    const party = { adults: 2, childrenWithBed: 1, childrenNoBed: 1 };
    expect(reply).toContain(`${formatRupees(total('kerala-backwaters-munnar', party))} in all`);
  });

  it('three of us, one in a room of their own: the total with the single room', async () => {
    const { reply } = await conversation('we are 3, my father wants a separate room – ladakh total please');
    expect(reply).toContain(formatRupees(total('ladakh-leh-nubra-pangong', { adults: 3, singles: 1 })));
  });

  it("Hindi: a party's total is written in Hindi", async () => {
    const { reply } = await conversation('गोवा टूर 3 लोगों के लिए जीएसटी मिलाकर कुल कितना होगा?');
    expect(reply).toContain(`जीएसटी`);
    expect(reply).toContain(`कुल ${formatRupees(total('goa-beach-holiday', { adults: 3 }))}`);
    expect(reply).not.toMatch(/ in all\./);
  });

  it.each([
    ['ertiga for 5 days, roughly 1,600 km in all – estimate?', /ertiga/i, 5, 1600],
    ['dzire 3 days only 400 km total, how much?', /dzire/i, 3, 400],
  ])("a car's estimate by the trip's km: %s", async (message, car, days, km) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(`= ${formatRupees(carBill(model(car), days, km))}, before tolls and parking`);
  });

  it('FAQ: the cash a family shows in Thailand, from the Thailand entry', async () => {
    const { reply } = await conversation('thailand entry – how much cash do we need to show as a family?');
    expect(reply).toMatch(/20,000 baht per family/);
  });

  it('FAQ: when to apply for a Schengen visa, and its fee', async () => {
    const { reply } = await conversation('when should we apply for the schengen visa and what is the fee?');
    expect(reply).toMatch(/30–90 days before travel/);
    expect(reply).toMatch(/€90/);
  });

  it("FAQ: the papers for a baby's passport are the whole entry", async () => {
    const { reply } = await conversation('baby passport - which documents?');
    expect(reply).toMatch(/Birth certificate/);
    expect(reply).toMatch(/Annexure D/);
  });

  it("a package's nights, stay and start city, from its own data", async () => {
    const andaman = await conversation('how many nights is the andaman trip and what kind of hotels?');
    expect(andaman.reply).toContain(`(${byId('andaman-islands').nights} nights)`);
    expect(andaman.reply).toMatch(/The stay on Andaman.*: “/);
    const chardham = await conversation('char dham starts from which city?');
    expect(chardham.reply).toContain(`starts in ${ATTRIBUTES['char-dham-yatra']!.startCity}`);
  });

  it('follow-up: the price gap between two packages for a couple', async () => {
    const { reply } = await conversation('goa or andaman – which is cheaper?', "what's the difference for 2 of us?");
    const gap = byId('andaman-islands').price.perPerson - byId('goa-beach-holiday').price.perPerson;
    expect(reply).toContain(`${formatRupees(2 * gap)} for 2`);
  });

  it('follow-up: "which of these include flights?" keeps the budget and lists only those with flights', async () => {
    const reply = await conversation('international tours below 70k?', 'which of these include flights?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(ATTRIBUTES[item.id]!.includesFlights).toBe(true);
      expect(item.price.offer?.perPerson ?? item.price.perPerson).toBeLessThanOrEqual(70000);
    }
  });

  it('follow-up: "age limit? my sister is 11" is the minimum age of the trek in focus', async () => {
    const { reply } = await conversation('kedarkantha trek details', 'age limit? my sister is 11');
    expect(reply).toMatch(/^Yes: Kedarkantha Winter Trek is for ages \d+ and up, so 11 is fine\./);
  });

  it('offers running now: only packages whose offer runs today', async () => {
    const reply = await conversation('any running offers?');
    const listed = named(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(activeOffer(item.price, indiaToday())).not.toBeNull();
  });
});
