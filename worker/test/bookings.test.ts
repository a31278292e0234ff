import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonInit } from './helpers/console';
import {
  DOMESTIC,
  INTERNATIONAL,
  START,
  addDeparture,
  bookingApp,
  bookingCount,
  seatsTaken,
  traveller,
} from './helpers/bookings';
import { seedCatalog } from './helpers/seed-catalog';

type Hold = {
  reference: string;
  status: string;
  holdExpiresAt: string;
  amounts: { base: number; gst: number; tcs: number; total: number; advanceDue: number; balanceDue: number };
  pay: { upiUrl: string; vpa: string; payeeName: string };
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; seatsLeft?: number } };

const party = { adults: 2, childrenWithBed: 0, childrenNoBed: 0, singles: 0 };
const request = (date: string, extra: Record<string, unknown> = {}) => ({
  ...DOMESTIC,
  date,
  ...party,
  ...traveller,
  ...extra,
});

beforeAll(async () => {
  await seedCatalog();
  await addDeparture(DOMESTIC, '2026-11-20', 20); // already left
  await addDeparture(DOMESTIC, '2026-12-19', 24);
  await addDeparture(DOMESTIC, '2026-12-26', 24, { status: 'closed' });
  await addDeparture(DOMESTIC, '2027-01-09', 10);
  await addDeparture(DOMESTIC, '2027-01-16', 24, { perPerson: 21000 });
});

describe('GET /api/departures/{collection}/{id}', () => {
  it('lists future departures with the seats left and the price per person, and nothing personal', async () => {
    const { call } = bookingApp();
    const res = await call('/api/departures/tours/kerala-backwaters-munnar');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=30');
    const { data } = (await res.json()) as { data: { date: string; seatsLeft: number; perPerson: number }[] };
    expect(data.map((departure) => departure.date)).toEqual(['2026-12-19', '2026-12-26', '2027-01-09', '2027-01-16']);
    expect(data[1]).toMatchObject({ status: 'closed' });
    expect(data[3]).toEqual({ date: '2027-01-16', seatsLeft: 24, perPerson: 21000, status: 'open' });
    expect(Object.keys(data[0]!).sort()).toEqual(['date', 'perPerson', 'seatsLeft', 'status']);
  });

  it('knows only package collections and real packages', async () => {
    const { call } = bookingApp();
    expect((await call('/api/departures/carModels/maruti-dzire')).status).toBe(404);
    expect((await call('/api/departures/tours/no-such-package')).status).toBe(404);
    expect((await call('/api/departures/tours/bad%20id')).status).toBe(400);
  });
});

describe('POST /api/bookings', () => {
  it('holds seats and answers with the reference, the expiry, the amounts and a UPI intent for the advance', async () => {
    const { hold } = bookingApp();
    const res = await hold(request('2026-12-19'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Hold;
    expect(body.reference).toMatch(/^BK-261126-[A-HJ-NP-Z2-9]{8}$/);
    expect(body.status).toBe('held');
    expect(body.holdExpiresAt).toBe('2026-11-26T06:30:00.000Z');
    const { amounts } = body;
    expect(amounts.base + amounts.gst + amounts.tcs).toBe(amounts.total);
    expect(amounts.advanceDue + amounts.balanceDue).toBe(amounts.total);
    expect(amounts.tcs).toBe(0);
    expect(body.pay).toEqual({
      vpa: 'vishwatravels@icici',
      payeeName: 'Vishwa Tours and Travels Pvt Ltd',
      upiUrl: `upi://pay?pa=vishwatravels@icici&pn=Vishwa%20Tours%20and%20Travels%20Pvt%20Ltd&am=${amounts.advanceDue}&cu=INR&tn=${body.reference}`,
    });
    expect(await seatsTaken(DOMESTIC, '2026-12-19')).toBe(2);
    const row = await env.DB.prepare('SELECT name, mobile, status FROM bookings WHERE reference = ?')
      .bind(body.reference)
      .first();
    expect(row).toEqual({ name: 'Lakshmi Narayanan', mobile: '+919840012345', status: 'held' });
  });

  it('50 concurrent holds of one seat on a departure of 10 seats: exactly 10 succeed, the rest are sold out', async () => {
    const item = { collection: 'devotionals', id: 'tirupati-balaji-darshan' };
    await addDeparture(item, '2027-02-06', 10);
    const { hold, call } = bookingApp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        hold({ ...item, date: '2027-02-06', adults: 1, name: `Pilgrim ${index}`, mobile: '9840012345' }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const refused = (await answers.find((res) => res.status === 409)!.json()) as ErrorBody;
    expect(refused.error).toEqual({
      code: 'sold_out',
      message: 'This departure is sold out. Please choose another date.',
      seatsLeft: 0,
    });
    expect(await seatsTaken(item, '2027-02-06')).toBe(10);
    const listed = (await (await call('/api/departures/devotionals/tirupati-balaji-darshan')).json()) as {
      data: { date: string; seatsLeft: number }[];
    };
    expect(listed.data.find((departure) => departure.date === '2027-02-06')?.seatsLeft).toBe(0);
  });

  it('says how many seats are left when the party is larger', async () => {
    const { hold } = bookingApp();
    expect((await hold(request('2027-01-09', { adults: 8 }))).status).toBe(201);
    const res = await hold(request('2027-01-09', { adults: 3 }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'sold_out',
      message: 'Only 2 seats are left on this departure.',
      seatsLeft: 2,
    });
    expect(await seatsTaken(DOMESTIC, '2027-01-09')).toBe(8);
  });

  it('holds once for repeated requests with the same Idempotency-Key, even at the same moment', async () => {
    const item = { collection: 'trekking', id: 'kedarkantha-winter-trek' };
    await addDeparture(item, '2027-01-02', 16);
    const { hold } = bookingApp();
    const body = { ...item, date: '2027-01-02', ...party, ...traveller };
    const answers = await Promise.all([hold(body, 'double-tap-0001'), hold(body, 'double-tap-0001')]);
    const again = await hold(body, 'double-tap-0001');
    const references = await Promise.all(
      [...answers, again].map(async (res) => ((await res.json()) as Hold).reference),
    );
    expect([...answers, again].map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(references).size).toBe(1);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await seatsTaken(item, '2027-01-02')).toBe(2);

    const reused = await hold({ ...body, adults: 3 }, 'double-tap-0001');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    expect(await seatsTaken(item, '2027-01-02')).toBe(2);
  });

  it('refuses every bad request clearly, holding nothing', async () => {
    const { hold, call } = bookingApp();
    const before = { bookings: await bookingCount(), taken: await seatsTaken(DOMESTIC, '2026-12-19') };
    const cases: [string, Response | Promise<Response>, number, string, string?][] = [
      ['99 adults', hold(request('2026-12-19', { adults: 99 })), 422, 'invalid_request', 'adults'],
      ['0 adults', hold(request('2026-12-19', { adults: 0 })), 422, 'invalid_request', 'adults'],
      [
        '21 travellers',
        hold(request('2026-12-19', { adults: 11, childrenNoBed: 10 })),
        422,
        'invalid_request',
        'adults',
      ],
      ['more singles than adults', hold(request('2026-12-19', { singles: 3 })), 422, 'invalid_request', 'singles'],
      ['half an adult', hold(request('2026-12-19', { adults: 1.5 })), 422, 'invalid_request', 'adults'],
      ['a past date', hold(request('2026-11-20')), 410, 'departure_past'],
      ['a closed departure', hold(request('2026-12-26')), 410, 'departure_closed'],
      ['no departure that day', hold(request('2026-12-20')), 422, 'invalid_booking', 'date'],
      ['a date that does not exist', hold(request('2027-02-30')), 422, 'invalid_request', 'date'],
      ['more seats than exist', hold(request('2027-01-09', { adults: 11 })), 422, 'invalid_booking', 'adults'],
      ['an unknown package', hold(request('2026-12-19', { id: 'atlantis' })), 422, 'invalid_booking', 'id'],
      ['a car', hold(request('2026-12-19', { collection: 'carModels' })), 422, 'invalid_request', 'collection'],
      ['a landline', hold(request('2026-12-19', { mobile: '044 4859 2040' })), 422, 'invalid_request', 'mobile'],
      ['no name', hold(request('2026-12-19', { name: '  ' })), 422, 'invalid_request', 'name'],
      ['no Idempotency-Key', call('/api/bookings', jsonInit(request('2026-12-19'))), 400, 'invalid_idempotency_key'],
    ];
    for (const [label, pending, status, code, field] of cases) {
      const res = await pending;
      const body = (await res.json()) as ErrorBody;
      expect([label, res.status, body.error.code]).toEqual([label, status, code]);
      if (field) expect(body.error.fields?.[field], label).toBeTruthy();
    }
    expect(await bookingCount()).toBe(before.bookings);
    expect(await seatsTaken(DOMESTIC, '2026-12-19')).toBe(before.taken);
  });
});

describe('holds expire, claimed payments do not', () => {
  it('the cron releases an expired hold and its seats, logged; a hold with a payment claim stays', async () => {
    const item = { collection: 'trekking', id: 'hampta-pass-trek' };
    await addDeparture(item, '2027-03-06', 16);
    const app = bookingApp();
    const lapsed = (await (await app.hold({ ...item, date: '2027-03-06', ...party, ...traveller })).json()) as Hold;
    const paid = (await (await app.hold({ ...item, date: '2027-03-06', adults: 3, ...traveller })).json()) as Hold;
    expect(await seatsTaken(item, '2027-03-06')).toBe(5);

    const claim = await app.call(
      `/api/bookings/${paid.reference}/payment-claims`,
      jsonInit({ mobile: '+91 98400 12345', utr: '412345678901' }),
    );
    expect(claim.status).toBe(200);
    expect(((await claim.json()) as { data: { status: string } }).data.status).toBe('payment_claimed');

    app.clock.now = new Date(START.getTime() + 29 * 60_000);
    await app.cron();
    expect(await seatsTaken(item, '2027-03-06')).toBe(5);

    const lines = vi.spyOn(console, 'log');
    app.clock.now = new Date(START.getTime() + 31 * 60_000);
    await app.cron();
    expect(await seatsTaken(item, '2027-03-06')).toBe(3);
    const statusOf = async (reference: string) =>
      (
        await env.DB.prepare('SELECT status FROM bookings WHERE reference = ?')
          .bind(reference)
          .first<{ status: string }>()
      )?.status;
    expect(await statusOf(lapsed.reference)).toBe('expired');
    expect(await statusOf(paid.reference)).toBe('payment_claimed');
    const logged = lines.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'booking.hold_expired', reference: lapsed.reference, seats: 2 }),
    );

    const late = await app.call(
      `/api/bookings/${lapsed.reference}/payment-claims`,
      jsonInit({ mobile: '9840012345', utr: '412345678902' }),
    );
    expect(late.status).toBe(410);
    expect(((await late.json()) as ErrorBody).error.code).toBe('hold_expired');
  });
});

describe('the traveller reads their booking', () => {
  it('with the mobile it was made with; a wrong mobile, an unknown or tampered reference answer the same 404', async () => {
    const app = bookingApp();
    const held = (await (await app.hold(request('2027-01-16', { adults: 1 }))).json()) as Hold;
    const mine = await app.call(`/api/bookings/${held.reference}?mobile=%2B919840012345`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = (await mine.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      reference: held.reference,
      status: 'held',
      holdExpiresAt: '2026-11-26T06:30:00.000Z',
      date: '2027-01-16',
      party: { adults: 1, childrenWithBed: 0, childrenNoBed: 0, singles: 0 },
      paid: 0,
      balanceDueBy: '2026-12-17',
      amounts: held.amounts,
    });
    expect(held.amounts.base).toBe(21000); // the departure's own price per person

    const tampered = held.reference.slice(0, -1) + (held.reference.endsWith('A') ? 'B' : 'A');
    const answers = await Promise.all([
      app.call(`/api/bookings/${held.reference}?mobile=9840099999`),
      app.call(`/api/bookings/BK-261126-ZZZZZZZZ?mobile=9840012345`),
      app.call(`/api/bookings/${tampered}?mobile=9840012345`),
      app.call(`/api/bookings/${held.reference}'--?mobile=9840012345`),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it('a payment claim needs the booking mobile and a 12-digit UTR, and changes nothing otherwise', async () => {
    const app = bookingApp();
    const held = (await (await app.hold(request('2027-01-16', { adults: 1 }))).json()) as Hold;
    const claim = (body: object) => app.call(`/api/bookings/${held.reference}/payment-claims`, jsonInit(body));
    const cases = await Promise.all([
      claim({ mobile: '9840012345', utr: 'UTR12345678A' }),
      claim({ mobile: '9840012345', utr: '12345' }),
      claim({ mobile: '9840099999', utr: '412345678901' }),
    ]);
    expect(cases.map((res) => res.status)).toEqual([422, 422, 404]);
    expect(((await cases[0]!.json()) as ErrorBody).error.fields?.utr).toBe(
      'Enter the 12-digit UPI reference (UTR) from your UPI app',
    );
    const row = await env.DB.prepare('SELECT status, utr FROM bookings WHERE reference = ?')
      .bind(held.reference)
      .first();
    expect(row).toEqual({ status: 'held', utr: null });
  });

  it('throttles look-ups per client', async () => {
    const { call } = bookingApp();
    const from = { 'cf-connecting-ip': '192.0.2.77' };
    const statuses: number[] = [];
    for (let index = 0; index < 22; index++) {
      statuses.push((await call(`/api/bookings/BK-261126-ZZZZZZZZ?mobile=9840012345`, { headers: from })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('amounts', () => {
  it('are exact to the rupee: the departure price, GST, TCS on international packages only, a quarter in advance', async () => {
    await addDeparture(DOMESTIC, '2027-02-13', 40, { perPerson: 21000 });
    await addDeparture(INTERNATIONAL, '2027-02-06', 40, { perPerson: 60000 });
    const { hold } = bookingApp();
    const two = { ...party, ...traveller };
    const domestic = (await (await hold({ ...DOMESTIC, date: '2027-02-13', ...two })).json()) as Hold;
    expect(domestic.amounts).toEqual({
      base: 42000,
      gst: 2100,
      tcs: 0,
      total: 44100,
      advanceDue: 11100, // 25% is 11,025, rounded up to the next ₹100
      balanceDue: 33000,
    });
    const abroad = (await (await hold({ ...INTERNATIONAL, date: '2027-02-06', ...two })).json()) as Hold;
    expect(abroad.amounts).toEqual({
      base: 120000,
      gst: 6000,
      tcs: 2400, // 2% from 1 Apr 2026
      total: 128400,
      advanceDue: 32100,
      balanceDue: 96300,
    });
    // Departing within 30 days: the whole total now.
    const soon = (await (await hold({ ...DOMESTIC, date: '2026-12-19', adults: 1, ...traveller })).json()) as Hold;
    expect(soon.amounts.advanceDue).toBe(soon.amounts.total);
    expect(soon.amounts.balanceDue).toBe(0);
  });

  it('add up across party shapes: total = base + GST + TCS, advance + balance = total', async () => {
    await addDeparture(DOMESTIC, '2027-02-20', 99);
    await addDeparture(INTERNATIONAL, '2027-03-06', 99);
    const { hold } = bookingApp();
    const shapes = [
      { adults: 1, childrenWithBed: 0, childrenNoBed: 0, singles: 0 },
      { adults: 1, childrenWithBed: 0, childrenNoBed: 0, singles: 1 },
      { adults: 2, childrenWithBed: 1, childrenNoBed: 1, singles: 0 },
      { adults: 3, childrenWithBed: 2, childrenNoBed: 0, singles: 1 },
      { adults: 20, childrenWithBed: 0, childrenNoBed: 0, singles: 0 },
    ];
    for (const [item, date] of [
      [DOMESTIC, '2027-02-20'],
      [INTERNATIONAL, '2027-03-06'],
    ] as const) {
      for (const shape of shapes) {
        const res = await hold({ ...item, date, ...shape, ...traveller });
        expect(res.status, JSON.stringify(shape)).toBe(201);
        const { amounts } = (await res.json()) as Hold;
        expect(amounts.base + amounts.gst + amounts.tcs).toBe(amounts.total);
        expect(amounts.advanceDue + amounts.balanceDue).toBe(amounts.total);
        expect(amounts.gst).toBe(Math.round(amounts.base * 0.05));
        for (const value of Object.values(amounts)) expect(Number.isInteger(value)).toBe(true);
        expect(amounts.tcs > 0).toBe(item === INTERNATIONAL);
        expect(amounts.advanceDue).toBe(Math.ceil(amounts.total / 400) * 100);
      }
    }
  });
});
