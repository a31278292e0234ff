import { beforeAll, describe, expect, it } from 'vitest';
import { admin, bearer, jsonInit } from './helpers/console';
import { DOMESTIC, addDeparture, bookingApp, traveller } from './helpers/bookings';
import { seedCatalog } from './helpers/seed-catalog';
import { forex } from './helpers/submissions';

type Tracked = { data: { reference: string; kind: string; status: string; noteToTraveller: string | null } };

beforeAll(async () => {
  await seedCatalog();
  await addDeparture(DOMESTIC, '2027-02-13', 24);
});

describe('GET /api/track/{reference}', () => {
  it('tells a request, a lead and a booking where they stand, with the note to the traveller, to their own contact only', async () => {
    const app = bookingApp();
    const sent = await app.call('/api/proxy/forex', jsonInit(forex));
    const request = ((await sent.json()) as { id: string }).id;
    const lead = (
      (await (
        await app.call(
          '/api/leads',
          jsonInit({ kind: 'car', location: 'T. Nagar', name: 'Kavya', mobile: '98400 55555' }),
        )
      ).json()) as { id: string }
    ).id;
    const booking = (
      (await (await app.hold({ ...DOMESTIC, date: '2027-02-13', adults: 2, ...traveller })).json()) as {
        reference: string;
      }
    ).reference;
    const track = async (reference: string, contact: string) => {
      const res = await app.call(`/api/track/${reference}?contact=${encodeURIComponent(contact)}`);
      return { status: res.status, body: (await res.json()) as Tracked & { error?: { code: string } } };
    };

    expect((await track(request, 'Meena.Iyer@example.in')).body.data).toEqual({
      reference: request,
      kind: 'forex',
      status: 'received',
      noteToTraveller: null,
    });
    expect((await track(request, '+91 98400 77777')).status).toBe(200);
    expect((await track(lead.toLowerCase(), '09840055555')).body.data).toMatchObject({
      kind: 'car',
      status: 'received',
    });
    expect((await track(booking, '9840012345')).body.data).toMatchObject({ kind: 'booking', status: 'received' });

    const note = await app.callWith(
      admin,
      `/api/admin/track-notes/${request}`,
      jsonInit({ noteToTraveller: 'Your dollars are ready to collect at T. Nagar.' }, bearer, 'PUT'),
    );
    expect(note.status).toBe(200);
    expect((await track(request, 'meena.iyer@example.in')).body.data.noteToTraveller).toBe(
      'Your dollars are ready to collect at T. Nagar.',
    );

    const refusals = await Promise.all([
      track(request, 'someone@example.in'),
      track(lead, '9840012345'),
      track('VISA-261126-NOSUCHID', 'meena.iyer@example.in'),
      track("x' OR 1=1--", 'meena.iyer@example.in'),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(refusals.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await app.call(`/api/track/${request}`)).status).toBe(400);
  });
});
