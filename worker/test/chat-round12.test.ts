// Visbot, the kinds of question the eleventh outside set missed, each asked in words of our own — English,
// Hinglish, Tanglish and Devanagari — through the real endpoint: conditions a list must keep (an altitude floor
// or a ceiling on treks too, somewhere cool in a month, a most number of days, a budget for the whole party),
// places already done left out, a place word that is a person, a home or a job, facts of a package's own plan
// and attributes, FAQ and car facts, children without a bed abroad, and follow-ups that change one slot.
// Figures come from the seed, its attributes, the car models and the FAQ.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/package-format';
import attributes from '../seed/package-attributes.json';
import catalog from '../seed/catalog.json';
import { conversation as ask } from './helpers/chat';
import {
  eachListed,
  hasTag as tagged,
  listedIn as named,
  packageById as byId,
  priceToday as priceNow,
  seedCatalog,
} from './helpers/seed-catalog';

type Attributes = { maxAltitudeM?: number; tags?: string[]; bestMonths?: number[]; grade?: string; minAge?: number };
const ATTRIBUTES = attributes as Record<string, Attributes>;
const conversation = (...messages: string[]) => ask(17, ...messages);
const altitudeOf = (id: string) => ATTRIBUTES[id]!.maxAltitudeM ?? 0;
const GRADES = ['easy', 'moderate', 'difficult'];
const gradeOf = (id: string) => GRADES.indexOf(ATTRIBUTES[id]!.grade ?? 'easy');
type Model = { id: string; name: string; description: string; minKmPerDay: number };
const cars = catalog.carModels as Model[];

beforeAll(seedCatalog);

describe('Visbot, round 12', () => {
  it.each([
    ['any trek that crosses 4200 metres, nothing difficult though?', 4200, 'not-difficult'],
    ['4000 m se upar jaane wala tough trek batao', 4000, 'difficult'],
    ['trek above 4500m for experienced people', 4500, 'any'],
  ])('an altitude floor applies to treks: %s', async (message, floor, grade) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).toBe('trekking');
      expect(altitudeOf(item.id)).toBeGreaterThanOrEqual(floor);
      if (grade === 'difficult') expect(ATTRIBUTES[item.id]!.grade).toBe('difficult');
      if (grade === 'not-difficult') expect(ATTRIBUTES[item.id]!.grade).not.toBe('difficult');
    });
  });

  it.each([
    'holiday with my 3 year old, please nothing at high altitude',
    'bachche chhote hai, zyada unchai wali jagah nahi chahiye, family trip',
  ])('"nothing too high" keeps every trip low: %s', async (message) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).not.toBe('trekking');
      expect(altitudeOf(item.id)).toBeLessThanOrEqual(2500);
    });
  });

  it.each([
    ['want to escape the heat in may with the kids, where to go?', 5],
    ['june mein kahin thandi jagah jaana hai family ke saath', 6],
    ['मई में ठंडी जगह घूमना है', 5],
    ['anywhere cooler than chennai in may? family of 4', 5],
  ])('somewhere cool in a month is a hill or snow trip in season, not a trek: %s', async (message, month) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).not.toBe('trekking');
      expect(tagged(item, 'hill') || tagged(item, 'snow')).toBe(true);
      expect(ATTRIBUTES[item.id]!.bestMonths).toContain(month);
    });
  });

  it.each(['family heritage tour, 6 days at most', 'heritage wala family trip, zyada se zyada 6 din'])(
    'a word of a title that is a kind of trip names no package; the day cap holds: %s',
    async (message) => {
      eachListed(await conversation(message), (item) => {
        expect(tagged(item, 'heritage')).toBe(true);
        expect(item.days).toBeLessThanOrEqual(6);
      });
    },
  );

  it.each([
    ['wife + me, 55k budget in total, hills in india', 2, 55000, 'hill'],
    ['hum dono ka total budget 60k hai, beach trip india mein', 2, 60000, 'beach'],
    ['हम दोनों का बजट 1 लाख, विदेश में बीच', 2, 100000, 'beach'],
  ])('a budget for a party is the party total: %s', async (message, people, budget, tag) => {
    eachListed(await conversation(message), (item) => {
      expect(priceNow(item) * people).toBeLessThanOrEqual(budget);
      expect(tagged(item, tag)).toBe(true);
    });
  });

  it.each([
    [
      'we have been to puri and kashi already, suggest another pilgrimage',
      ['puri-jagannath-konark', 'kashi-vishwanath-ganga-aarti'],
    ],
    ['vaishno devi aur shirdi ho aaye, aur koi yatra?', ['vaishno-devi-yatra', 'shirdi-sai-darshan']],
    ['tirupati already poitom, vera temple trip irukka?', ['tirupati-balaji-darshan']],
  ])('places already done are left out: %s', async (message, done) => {
    eachListed(await conversation(message), (item) => {
      expect(item.type).toBe('devotional');
      expect(done).not.toContain(item.id);
    });
  });

  it.each([
    ['my little girl Kashi loves the sea, any beach trips?', 'beach', 'kashi-vishwanath-ganga-aarti'],
    ['we are a Goa based couple, want a honeymoon with snow', 'snow', 'goa-beach-holiday'],
    ['mysore family here, kids want to see snow', 'snow', 'ooty-coorg-mysore'],
    ['i am from kerala, we want to see snow in december', 'snow', 'kerala-backwaters-munnar'],
  ])('a place word that is a person or a home is not where the trip goes: %s', async (message, tag, home) => {
    eachListed(await conversation(message), (item) => {
      expect(item.id).not.toBe(home);
      expect(tagged(item, tag)).toBe(true);
    });
  });

  it.each([
    ['i manage a homestay in munnar, planning a rajasthan holiday', 'rajasthan-heritage', 'kerala-backwaters-munnar'],
    ['goa hotel owner here, want a kashmir trip in october', 'kashmir-paradise', 'goa-beach-holiday'],
  ])('a place of work is not the destination: %s', async (message, wanted, work) => {
    const listed = named(await conversation(message)).map((item) => item.id);
    expect(listed).toContain(wanted);
    expect(listed).not.toContain(work);
  });

  it.each([
    ['me and my wife goa ka package', 'goa-beach-holiday'],
    ['for my daughter, is goa good in december?', 'goa-beach-holiday'],
    ['never been to ladakh, is june a good time?', 'ladakh-leh-nubra-pangong'],
    ['goa for our staff outing, 20 people', 'goa-beach-holiday'],
    ['a place called munnar, any package there?', 'kerala-backwaters-munnar'],
  ])('a place beside a person, a group or a visit not made is still where the trip goes: %s', async (message, id) => {
    expect(named(await conversation(message)).map((item) => item.id)).toContain(id);
  });

  it.each([
    ['what happens on day 2 of the kedarkantha trek?', 'kedarkantha-winter-trek', 2],
    ['hampta pass ka day 3 kya hai?', 'hampta-pass-trek', 3],
    ['valley of flowers 4th day enna?', 'valley-of-flowers-trek', 4],
  ])('a day of a package is its own plan: %s', async (message, id, day) => {
    const { reply } = await conversation(message);
    expect(reply).toContain(byId(id).details.itinerary[day - 1]!.replace(/^Day \d+:\s*/, ''));
  });

  it.each([
    ['my grandson is 11, can he do the kudremukh trek?', 'kudremukh-trek', 11],
    ['cousin is 14, roopkund possible for him?', 'roopkund-trek', 14],
  ])('an age against a package minimum: %s', async (message, id, age) => {
    const { reply } = await conversation(message);
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain(String(ATTRIBUTES[id]!.minAge));
    expect(reply).toContain(String(age));
  });

  it('a permit asked of a package is its own line', async () => {
    const { reply } = await conversation('do you arrange the inner line permits on the ladakh tour?');
    expect(reply).toMatch(/^Yes\b/);
    expect(reply).toMatch(/Inner Line permits/);
  });

  it.each(['how do you bill an outstation taxi?', 'outstation car ka charge kaise lagta hai?'])(
    'how an outstation car is charged: per km with a daily minimum: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/per km/);
      expect(reply).toContain(`${cars[0]!.minKmPerDay} km a day`);
    },
  );

  it.each(['schengen ka visa aane mein kitna time lagta hai', 'uk visa evlo naal aagum?'])(
    'a visa processing time asked in Hinglish or Tanglish: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/15–30 days|about 3 weeks/);
    },
  );

  it('a call asking for an OTP in our name: we never ask for one', async () => {
    const { reply } = await conversation(
      'got a call from a guy saying he is from your office, wanted the otp. genuine?',
    );
    expect(reply).toMatch(/never ask for your card PIN, OTP/);
  });

  it.each(['does the price shown include gst or is it added?', 'gst alag se lagega ya price mein included hai?'])(
    'GST is added on top of the package price: %s',
    async (message) => {
      const { reply } = await conversation(message);
      expect(reply).toMatch(/5%/);
      expect(reply).toMatch(/on top|added/);
    },
  );

  it('an FAQ answer in Devanagari when asked in it', async () => {
    const { reply } = await conversation('तत्काल पासपोर्ट कितने दिन में मिलता है?');
    expect(reply).toMatch(/[\u0900-\u097f]{3}/);
    expect((reply.match(/[\u0900-\u097f]/g) ?? []).length).toBeGreaterThan((reply.match(/[a-z]/gi) ?? []).length);
  });

  it.each([
    ['ஆறு பேருக்கு கார் வேண்டும், கிலோமீட்டருக்கு என்ன ரேட்?', /[\u0b80-\u0bff]/g, 'கி.மீ.க்கு'],
    ['10 लोगों के लिए टैक्सी का रेट क्या है?', /[\u0900-\u097f]/g, 'प्रति किमी'],
  ])(
    'a car asked in Tamil or Hindi is answered in it, rates in the car page words: %s',
    async (message, script, perKm) => {
      const { reply } = await conversation(message);
      expect(reply).toContain(perKm);
      // Beside the cars' own names, the reply is in the script asked.
      const rest = cars.reduce((text, car) => text.split(car.name).join(' '), reply);
      expect((rest.match(script) ?? []).length).toBeGreaterThan((rest.match(/[a-z]/gi) ?? []).length);
    },
  );

  it.each([
    'thailand for 2 adults and 2 kids aged 9 and 3, the 3 year old does not need a bed',
    'dubai, me, wife and two kids; the younger one will sleep with us',
  ])('children abroad, one without a bed: %s', async (message) => {
    const id = message.startsWith('thailand') ? 'thailand-bangkok-pattaya-phuket' : 'dubai-delight';
    const { price } = byId(id);
    const total = 2 * priceNow(byId(id)) + price.childWithBed! + price.childNoBed!;
    const { reply } = await conversation(message);
    expect(reply).toContain(formatRupees(total));
  });

  it('"the third one, what does it include?" after a list: its inclusions', async () => {
    const first = 'snow trips in january?';
    const third = named(await conversation(first))[2]!;
    const { reply } = await conversation(first, 'the third one - what does it include?');
    expect(reply).toContain(third.details.inclusion[0]!);
  });

  it('a car, then days and km, then more people: the estimate, then a car that seats them', async () => {
    const first = 'need a car with driver for a madurai trip';
    const estimate = await conversation(first, 'roughly 3 days, 600 km in all?');
    expect(estimate.reply).toMatch(/₹[\d,]+/);
    expect(named(estimate)).toHaveLength(0);
    const bigger = await conversation(first, 'roughly 3 days, 600 km in all?', 'and if we are 9 people?');
    expect(bigger.reply).toMatch(/Tempo Traveller/);
  });

  it('a visa, then "for my in-laws going to Dubai", then "documents?"', async () => {
    const first = 'is a visa needed for thailand?';
    const second = await conversation(first, 'what about my in-laws going to dubai?');
    expect(second.reply).toMatch(/Dubai/);
    expect(second.reply).toMatch(/visa/i);
    const third = await conversation(first, 'what about my in-laws going to dubai?', 'which documents?');
    // Dubai's visa papers, not the forex desk's (whose list also says 'documents').
    expect(third.reply).toMatch(/passport/i);
    expect(third.reply).toMatch(/UAE/);
    expect(third.reply).not.toMatch(/forex/i);
  });

  it('after "the longest trek", something shorter and easier for a 10-year-old', async () => {
    const first = 'which is your longest trek?';
    const longest = named(await conversation(first))[0]!;
    eachListed(await conversation(first, 'something shorter and easier for my 10 yr old daughter'), (item) => {
      expect(item.type).toBe('trekking');
      expect(item.days).toBeLessThan(longest.days);
      expect(gradeOf(item.id)).toBeLessThanOrEqual(gradeOf(longest.id));
      expect(ATTRIBUTES[item.id]!.minAge ?? 0).toBeLessThanOrEqual(10);
    });
  });

  it('a package asked after a service question, then its price for a party', async () => {
    const first = 'can you get only the shirdi darshan passes?';
    const second = await conversation(first, 'passes kidaikala na, shirdi package irukka? rate?');
    expect(named(second)[0]?.id).toBe('shirdi-sai-darshan');
    const { price } = byId('shirdi-sai-darshan');
    const third = await conversation(
      first,
      'passes kidaikala na, shirdi package irukka? rate?',
      '2 adults 1 kid, kid ku bed vendam',
    );
    expect(third.reply).toContain(formatRupees(2 * priceNow(byId('shirdi-sai-darshan')) + price.childNoBed!));
  });

  it('a son named after a place: the snow trip he wants, not that place', async () => {
    eachListed(await conversation('my son Dwarka wants a snow trip this december'), (item) => {
      expect(tagged(item, 'snow')).toBe(true);
      expect(item.id).not.toBe('dwarka-somnath-yatra');
    });
  });
});
