import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, bearer, jsonInit } from './helpers/console';
import { DOMESTIC, addDeparture, bookingApp, seatsTaken, traveller } from './helpers/bookings';
import { seedCatalog } from './helpers/seed-catalog';

type Listed = { data: { reference: string; status: string; paid: number; advanceDue: number; utr: string | null }[] };

beforeAll(async () => {
  await seedCatalog();
  await addDeparture(DOMESTIC, '2027-02-13', 24, { perPerson: 21000 });
});

describe('bookings in the console', () => {
  it('lists by status and departure, confirms a claimed payment, cancels with a reason (seats return), audited', async () => {
    const app = bookingApp();
    const as = (init: RequestInit = {}) => ({ ...init, headers: { ...bearer, ...init.headers } });
    const call = (path: string, init?: RequestInit) => app.callWith(admin, path, as(init));
    const hold = async (adults: number) =>
      (
        (await (await app.hold({ ...DOMESTIC, date: '2027-02-13', adults, ...traveller })).json()) as {
          reference: string;
        }
      ).reference;
    const [claimed, other] = [await hold(2), await hold(3)];
    await app.call(`/api/bookings/${claimed}/payment-claims`, jsonInit({ mobile: '9840012345', utr: '412345678901' }));
    expect(await seatsTaken(DOMESTIC, '2027-02-13')).toBe(5);

    const unauthorised = await app.callWith(admin, '/api/admin/bookings');
    expect(unauthorised.status).toBe(401);

    const listed = (await (
      await call(
        '/api/admin/bookings?status=payment_claimed&collection=tours&id=kerala-backwaters-munnar&date=2027-02-13',
      )
    ).json()) as Listed;
    expect(listed.data.map((row) => [row.reference, row.utr])).toEqual([[claimed, '412345678901']]);

    const confirm = await call(`/api/admin/bookings/${claimed}`, jsonInit({ status: 'confirmed' }, {}, 'PATCH'));
    expect(confirm.status).toBe(200);
    const confirmed = ((await confirm.json()) as { data: Listed['data'][number] }).data;
    expect(confirmed).toMatchObject({ status: 'confirmed', paid: confirmed.advanceDue });

    const noReason = await call(`/api/admin/bookings/${other}`, jsonInit({ status: 'cancelled' }, {}, 'PATCH'));
    expect(noReason.status).toBe(400);
    expect(await seatsTaken(DOMESTIC, '2027-02-13')).toBe(5);
    const cancel = await call(
      `/api/admin/bookings/${other}`,
      jsonInit(
        { status: 'cancelled', reason: 'Traveller asked on the phone', noteToTraveller: 'Refund sent.' },
        {},
        'PATCH',
      ),
    );
    expect(cancel.status).toBe(200);
    expect(await seatsTaken(DOMESTIC, '2027-02-13')).toBe(2);
    const again = await call(`/api/admin/bookings/${other}`, jsonInit({ status: 'confirmed' }, {}, 'PATCH'));
    expect(again.status).toBe(409);
    expect(
      (await call('/api/admin/bookings/BK-261126-ZZZZZZZZ', jsonInit({ status: 'confirmed' }, {}, 'PATCH'))).status,
    ).toBe(404);

    const manifest = await call('/api/admin/departures/tours/kerala-backwaters-munnar/2027-02-13/manifest.csv');
    expect(manifest.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await manifest.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, so Excel reads UTF-8
    const lines = (await manifest.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Status,Name,Mobile,Email,Adults,Children with bed,Children without bed,Single rooms,Total,Paid,Balance,UTR',
    );
    expect(lines).toHaveLength(3); // the confirmed booking only, then the final line break
    // 2 × ₹21,000 (the departure's price) + 5% GST; paid: the advance; a '+' cell escaped.
    expect(lines[1]).toBe(
      `${claimed},confirmed,Lakshmi Narayanan,'+919840012345,,2,0,0,0,44100,11100,33000,412345678901`,
    );

    const { results } = await env.DB.prepare(
      "SELECT action, target FROM audit_log WHERE action IN ('booking_update', 'manifest') ORDER BY seq",
    ).all();
    expect(results).toEqual([
      { action: 'booking_update', target: claimed },
      { action: 'booking_update', target: other },
      { action: 'manifest', target: 'tours/kerala-backwaters-munnar/2027-02-13' },
    ]);
  });

  it('the departures editor adds a weekly series, closes a date (holds refused with 410) and never shrinks below the seats taken', async () => {
    const app = bookingApp();
    const call = (path: string, init: RequestInit) =>
      app.callWith(admin, path, { ...init, headers: { ...bearer, ...init.headers } });
    const item = { collection: 'trekking', id: 'brahmatal-trek' };
    const series = await call(
      '/api/admin/departures',
      jsonInit({ ...item, from: '2027-03-01', to: '2027-03-31', weekday: 6, seats: 12 }),
    );
    expect(series.status).toBe(201);
    expect(await series.json()).toEqual({
      data: { added: 4, dates: ['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27'] },
    });
    expect((await app.hold({ ...item, date: '2027-03-06', adults: 5, ...traveller })).status).toBe(201);
    const shrink = await call(
      '/api/admin/departures/trekking/brahmatal-trek/2027-03-06',
      jsonInit({ seats: 4 }, {}, 'PATCH'),
    );
    expect(shrink.status).toBe(409);
    const close = await call(
      '/api/admin/departures/trekking/brahmatal-trek/2027-03-13',
      jsonInit({ status: 'closed' }, {}, 'PATCH'),
    );
    expect(close.status).toBe(200);
    const refused = await app.hold({ ...item, date: '2027-03-13', adults: 1, ...traveller });
    expect(refused.status).toBe(410);
    const listed = (await (await app.call('/api/departures/trekking/brahmatal-trek')).json()) as {
      data: { date: string; seatsLeft: number; status: string }[];
    };
    expect(listed.data.slice(0, 2)).toMatchObject([
      { date: '2027-03-06', seatsLeft: 7, status: 'open' },
      { date: '2027-03-13', seatsLeft: 12, status: 'closed' },
    ]);
    // The editor's own list: seats taken, its own price or null, closed dates too, never cached, signed in only.
    expect((await app.callWith(admin, '/api/admin/departures/trekking/brahmatal-trek')).status).toBe(401);
    const editor = await call('/api/admin/departures/trekking/brahmatal-trek', {});
    expect(editor.status).toBe(200);
    expect(((await editor.json()) as { data: unknown[] }).data.slice(0, 2)).toEqual([
      { date: '2027-03-06', seats: 12, taken: 5, perPerson: null, status: 'open' },
      { date: '2027-03-13', seats: 12, taken: 0, perPerson: null, status: 'closed' },
    ]);
    expect((await call('/api/admin/departures/cars/x', {})).status).toBe(404);
  });

  it('a payment taken at the office confirms a held booking with the amount received, audited', async () => {
    const app = bookingApp();
    const call = (path: string, init: RequestInit) =>
      app.callWith(admin, path, { ...init, headers: { ...bearer, ...init.headers } });
    const held = (await (
      await app.hold({ ...DOMESTIC, date: '2027-02-13', adults: 1, ...traveller }, 'office-payment-key-0001')
    ).json()) as { reference: string; amounts: { total: number } };
    const paid = await call(
      `/api/admin/bookings/${held.reference}`,
      jsonInit({ status: 'confirmed', paid: held.amounts.total }, {}, 'PATCH'),
    );
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ data: { status: 'confirmed', paid: held.amounts.total } });
    const last = await env.DB.prepare('SELECT action, target FROM audit_log ORDER BY seq DESC LIMIT 1').first();
    expect(last).toEqual({ action: 'booking_update', target: held.reference });
  });
});
