import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { hi } from '#shared/i18n/hi/catalog';
import { ta } from '#shared/i18n/ta/catalog';
import { translateValidation } from '#shared/i18n/validation';
import { createApp } from '../src/app';
import allStations from '../seed/railways/stations.json';
import { seedTimetable } from './helpers/trains-timetable-seed';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Train = Record<string, unknown>;
type TrainsBody = { data: Train[]; source?: string; attribution?: string };

const app = createApp();
const get = (path: string) => app.request(path, {}, env);

beforeAll(seedTimetable);

const ATTRIBUTION =
  'Timetable data published by the Ministry of Railways and sourced from Open Government Data (OGD) Platform India (data.gov.in), under the Government Open Data License - India. Station locations: DataMeet Indian Railways data (CC0).';

describe('GET /api/trains on the embedded timetable', () => {
  it('lists the trains from New Delhi to Mumbai Central with times, day offsets and distances, by departure', async () => {
    const res = await get('/api/trains?from=NDLS&to=BCT');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrainsBody;
    expect(body.source).toBe('timetable');
    expect(body.attribution).toBe(ATTRIBUTION);
    const pick = ({
      train_number,
      depart_time,
      arrival_time,
      from_day_offset,
      arrival_day_offset,
      distance,
      duration,
    }: Train) => [train_number, depart_time, arrival_time, from_day_offset, arrival_day_offset, distance, duration];
    expect(body.data.map(pick)).toEqual([
      ['19024', '13:30', '19:35', 0, 1, 1377, '30:05'],
      ['09006', '14:50', '06:55', 0, 1, 1376, '16:05'],
      ['12952', '16:25', '08:15', 0, 1, 1376, '15:50'],
      ['22210', '23:25', '16:15', 0, 1, 1376, '16:50'],
    ]);
    expect(body.data[2]).toEqual({
      train_number: '12952',
      train_name: 'Mumbai Rajdhani Express',
      train_type: 'Raj',
      train_origin_station: 'New Delhi',
      train_origin_station_code: 'NDLS',
      train_destination_station: 'Mumbai Central',
      train_destination_station_code: 'BCT',
      from_station_code: 'NDLS',
      from_station_name: 'New Delhi',
      to_station_code: 'BCT',
      to_station_name: 'Mumbai Central',
      depart_time: '16:25',
      arrival_time: '08:15',
      from_day_offset: 0,
      arrival_day_offset: 1,
      duration: '15:50',
      distance: 1376,
      class_type: ['1A', '2A', '3A'],
      run_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      stop_count: 7,
    });
    // A train joining the route mid-way keeps its own origin.
    expect(body.data[0]).toMatchObject({
      train_origin_station: 'Firozpur Cant',
      train_destination_station: 'Mumbai Central',
      class_type: ['SL'],
    });
  });

  it('counts the boarding day offset of a train that left its origin days before', async () => {
    // 12296 (Sanghamitra) leaves Danapur two days before it reaches Chennai Central.
    const body = (await (await get('/api/trains?from=MAS&to=SBC')).json()) as TrainsBody;
    expect(body.data.find((train) => train.train_number === '12296')).toMatchObject({
      train_origin_station_code: 'DNR',
      depart_time: '13:55',
      arrival_time: '20:20',
      from_day_offset: 2,
      arrival_day_offset: 0,
      duration: '6:25',
    });
    const departures = body.data.map((train) => train.depart_time as string);
    expect(departures).toEqual([...departures].sort());
  });

  it('keeps only trains running on the date, when the data knows the days', async () => {
    // 22210 runs on Tuesdays and Saturdays; trains with unknown days are always listed.
    const tuesday = (await (await get('/api/trains?from=NDLS&to=BCT&date=2026-12-01')).json()) as TrainsBody;
    expect(tuesday.data.map((train) => train.train_number)).toEqual(['19024', '09006', '12952', '22210']);
    const wednesday = (await (await get('/api/trains?from=NDLS&to=BCT&date=2026-12-02')).json()) as TrainsBody;
    expect(wednesday.data.map((train) => train.train_number)).toEqual(['19024', '09006', '12952']);
  });

  it('checks the running day at the origin, not at the boarding station', async () => {
    // 12577 leaves Darbhanga on Tuesdays only and calls at Chennai Central two days later, on Thursday.
    const numbers = async (date: string) =>
      ((await (await get(`/api/trains?from=MAS&to=SBC&date=${date}`)).json()) as TrainsBody).data.map(
        (train) => train.train_number,
      );
    expect(await numbers('2026-12-03')).toContain('12577');
    expect(await numbers('2026-12-01')).not.toContain('12577');
  });

  it('honours renamed station codes (MMCT is Mumbai Central, BCT in the data)', async () => {
    const res = await get('/api/trains?from=mmct&to=NDLS');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrainsBody;
    expect(body.data.map((train) => [train.train_number, train.depart_time, train.arrival_time])).toEqual([
      ['19023', '07:25', '12:45'],
      ['09005', '16:00', '07:55'],
      ['12951', '17:00', '08:35'],
      ['22209', '23:15', '16:30'],
    ]);
    expect(body.data[0]).toMatchObject({
      from_station_code: 'BCT',
      from_station_name: 'Mumbai Central',
      to_station_code: 'NDLS',
    });
  });

  it.each([
    [
      '/api/trains?from=XYZQ&to=BCT',
      'unknown_station',
      "We do not know a station with the code 'XYZQ'. Pick one from the suggestions.",
    ],
    [
      '/api/trains?from=MMCT&to=BCT',
      'same_station',
      'MMCT and BCT are the same station (Mumbai Central). Pick two different stations.',
    ],
    ['/api/trains?from=NDLS&to=NDLS', 'invalid_request', 'Check the search: From and To must be different stations'],
    [
      '/api/trains?from=NDLS&to=BCT&date=2026-02-31',
      'invalid_request',
      'Check the search: Use a real date like 2026-12-31',
    ],
    ['/api/trains?from=NDLS&to=BCT&date=01-12-2026', 'invalid_request', 'Check the search: Use a date like 2026-12-31'],
    [
      '/api/trains?from=ND1S&to=BCT',
      'invalid_request',
      'Check the search: Station codes are 1 to 5 letters, e.g. NDLS',
    ],
    ['/api/trains?to=BCT', 'invalid_request', expect.stringContaining('Check the search')],
  ])('%s → 400 %s', async (path, code, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(((await res.json()) as ErrorBody).error).toMatchObject({ code, message });
  });

  it('refuses in words the Tamil and Hindi screens can give in their language', async () => {
    const messages = [];
    for (const path of [
      '/api/trains?from=XYZQ&to=BCT',
      '/api/trains?from=MMCT&to=BCT',
      '/api/trains?from=NDLS&to=NDLS',
      '/api/trains?from=ND1S&to=BCT',
      '/api/trains/99999',
      '/api/trains/12a',
    ]) {
      messages.push(((await (await get(path)).json()) as ErrorBody).error.message);
    }
    // Station and train names stay as the timetable writes them; none of the message's own words is left.
    const english = /station|search|train|timetable|digits|letters|pick/i;
    for (const message of messages) {
      expect(translateValidation(message, ta.validation), message).not.toMatch(english);
      expect(translateValidation(message, hi.validation), message).not.toMatch(english);
    }
    expect(translateValidation(messages[1]!, ta.validation)).toBe(
      'MMCT, BCT இரண்டும் ஒரே நிலையம் (Mumbai Central). வெவ்வேறு நிலையங்களைத் தேர்வு செய்யுங்கள்.',
    );
    expect(translateValidation(messages[2]!, hi.validation)).toBe(
      'खोज की जानकारी जाँचें: कहाँ से और कहाँ तक के स्टेशन अलग-अलग होने चाहिए',
    );
  });

  it('answers an empty list for two stations no direct train joins', async () => {
    const body = (await (await get('/api/trains?from=TPTY&to=BCT')).json()) as TrainsBody;
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/trains/:number', () => {
  it('serves a train with its route, summarised for the searched stations', async () => {
    const res = await get('/api/trains/12952?from=NDLS&to=MMCT');
    expect(res.status).toBe(200);
    const { data, attribution } = (await res.json()) as { data: Train & { stops: Train[] }; attribution: string };
    expect(attribution).toBe(ATTRIBUTION);
    expect(data).toMatchObject({
      train_name: 'Mumbai Rajdhani Express',
      depart_time: '16:25',
      arrival_time: '08:15',
      distance: 1376,
      arrival_day_offset: 1,
    });
    expect(data.stops).toHaveLength(8);
    expect(data.stops[0]).toEqual({
      code: 'NDLS',
      name: 'New Delhi',
      arrival: null,
      departure: '16:25',
      day: 1,
      distance: 0,
    });
    expect(data.stops[7]).toEqual({
      code: 'BCT',
      name: 'Mumbai Central',
      arrival: '08:15',
      departure: null,
      day: 2,
      distance: 1376,
    });
  });

  it('summarises a middle segment when asked', async () => {
    const { data } = (await (await get('/api/trains/12952?from=KOTA&to=BRC')).json()) as { data: Train };
    expect(data).toMatchObject({
      from_station_code: 'KOTA',
      to_station_code: 'BRC',
      depart_time: '21:05',
      arrival_time: '03:24',
      distance: 528,
      arrival_day_offset: 1,
    });
  });

  it('says so for an unknown or malformed number', async () => {
    const missing = await get('/api/trains/99999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error).toEqual({
      code: 'train_not_found',
      message: 'Train 99999 is not in our timetable',
    });
    const malformed = await get('/api/trains/12a');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.code).toBe('invalid_train_number');
  });
});

describe('GET /api/stations', () => {
  const suggest = async (q: string) =>
    (
      (await (await get(`/api/stations?q=${encodeURIComponent(q)}`)).json()) as {
        data: { code: string; name: string }[];
      }
    ).data;

  it('puts an exact code first', async () => {
    expect((await suggest('ndls'))[0]).toEqual({ code: 'NDLS', name: 'New Delhi', state: null });
    expect((await suggest('TPTY'))[0]?.name).toBe('Tirupati Main');
  });

  it('finds a renamed code and names by any word, busiest stations first', async () => {
    expect((await suggest('MMCT'))[0]).toMatchObject({ code: 'BCT', name: 'Mumbai Central' });
    const tirupati = await suggest('tirupati');
    expect(tirupati[0]).toMatchObject({ code: 'TPTY' });
    const central = await suggest('central');
    expect(central.map((station) => station.code)).toEqual(expect.arrayContaining(['MAS', 'BCT']));
  });

  it("finds a city by today's and its older name, its main station first", async () => {
    // The subset holds the trains of a few routes; add the data set's own rows for the cities it lacks.
    const wanted = ['TVC', 'KCVL', 'GGN', 'ERS', 'ERN'];
    await env.DB.batch(
      allStations
        .filter((station) => wanted.includes(station.code))
        .map((station) =>
          env.DB.prepare(
            'INSERT OR IGNORE INTO stations (code, name, state, zone, train_count) VALUES (?, ?, ?, ?, 0)',
          ).bind(station.code, station.name, station.state ?? null, station.zone ?? null),
        ),
    );
    for (const [today, older, code] of [
      ['Bengaluru', 'Bangalore', 'SBC'],
      ['Mysuru', 'Mysore', 'MYS'],
      ['Thiruvananthapuram', 'Trivandrum', 'TVC'],
      ['Gurugram', 'Gurgaon', 'GGN'],
    ] as const) {
      expect((await suggest(today))[0]?.code, today).toBe(code);
      expect((await suggest(older))[0]?.code, older).toBe(code);
    }
    expect((await suggest('Kochi')).slice(0, 2).map((station) => station.code)).toEqual(['ERS', 'ERN']);
    expect((await suggest('Beng'))[0]?.code).toBe('SBC');
    expect(await suggest('xyzq')).toEqual([]);
  });

  it('answers at most 10 suggestions', async () => {
    const many = await suggest('s');
    expect(many).toHaveLength(10);
  });

  it('refuses an empty query with a message', async () => {
    const res = await get('/api/stations?q=%20');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe('Check the search: Type a station name or code');
  });
});
