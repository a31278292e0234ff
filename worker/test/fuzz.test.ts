import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorker } from '../src/index';
import { seedCatalog } from './helpers/seed-catalog';
import { contact, forex, passport, visa } from './helpers/submissions';
import { seedTimetable } from './helpers/trains-timetable-seed';

// The fuzz probe: seeded hostile requests over every route, against the whole worker (the API and the
// real-path pages; real D1, R2, Cache API and rate limits), with every upstream stood in for by a stub that fails in assorted ways. It finds:
// no 5xx, nothing hostile accepted (no 2xx on a state-changing route, no stored row or file), no echoed
// hostile path text, no secret in any answer. The seed makes every run send the same requests: change it
// to explore (a failure names the request's number, method and path).

const SEED = 20261124;
const COUNT = 2000;

/** mulberry32: a small seeded PRNG, enough to pick cases reproducibly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const SECRETS = {
  ADMIN_TOKEN: 'fuzz-admin-Zx81Qm4Lp0Wv7Ns3Kd6Hj2Bt9Rc5Gy1',
  FORWARD_WEBHOOK_SECRET: 'fuzz-whsec-Yq3Ne7Ua0Ib4Oc8Pd2',
  TRAIN_API_KEY: 'fuzz-train-key-Vm6Tx1Ls9Kf3',
  AI_API_KEY: 'fuzz-ai-key-Hb5Wr8Jn2Qe4',
};
const bindings = {
  ...env,
  ...SECRETS,
  FORWARD_WEBHOOK_URL: 'https://hooks.fuzz.test/in',
  TRAIN_API_URL: 'https://trains.fuzz.test',
  RATES_API_URL: 'https://rates.fuzz.test/v1',
  RATES_FALLBACK_URL: 'https://rates-fallback.fuzz.test/v6',
  AI_API_URL: 'https://ai.fuzz.test/v1/chat/completions',
  AI_MODEL: 'fuzz-model',
};

/** Every upstream misbehaves: errors, garbage, wrong shapes, hangs cut short, thrown network errors. */
function hostileUpstream(random: ReturnType<typeof prng>): typeof fetch {
  return (async () => {
    switch (random.int(6)) {
      case 0:
        throw new TypeError('network down');
      case 1:
        return new Response('<html>502 Bad Gateway</html>', { status: 502 });
      case 2:
        return new Response('{"status":true,"data":[{"train_number":{}}]', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 3:
        return Response.json({ rates: { USD: 'NaN' }, result: 'error', choices: [] }, { status: 200 });
      case 4:
        return new Response(null, { status: 429 });
      default:
        return Response.json({ message: SECRETS.TRAIN_API_KEY }, { status: 401 });
    }
  }) as typeof fetch;
}

const ROUTES = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/catalog/tours' },
  { method: 'GET', path: '/api/catalog/tours/kerala-backwaters' },
  { method: 'GET', path: '/api/trains?from=NDLS&to=BCT&date=2026-12-01' },
  { method: 'GET', path: '/api/trains/12952?from=NDLS&to=BCT' },
  { method: 'GET', path: '/api/stations?q=chen' },
  { method: 'GET', path: '/api/rates?amount=100&from=INR&to=USD' },
  { method: 'GET', path: '/api/search?query=kerala&category=All' },
  { method: 'GET', path: '/api/proxy/attachments/VISA-261124-ABCDEF?expires=9999999999999&signature=00' },
  { method: 'GET', path: '/api/admin/submissions' },
  { method: 'POST', path: '/api/admin/submissions/VISA-261124-ABCDEF/retry' },
  { method: 'POST', path: '/api/admin/session' },
  { method: 'POST', path: '/api/proxy/visa', body: visa },
  { method: 'POST', path: '/api/proxy/passport', body: passport },
  { method: 'POST', path: '/api/proxy/forex', body: forex },
  { method: 'POST', path: '/api/proxy/contact', body: contact },
  { method: 'POST', path: '/api/get-ai-response', body: { message: 'Kerala tours?' } },
  { method: 'POST', path: '/api/leads', body: { kind: 'train', from: 'NDLS', to: 'BCT' } },
  { method: 'GET', path: '/api/departures/tours/kerala-backwaters-munnar' },
  {
    method: 'POST',
    path: '/api/bookings',
    body: {
      collection: 'tours',
      id: 'kerala-backwaters-munnar',
      date: '2027-01-16',
      adults: 2,
      name: 'A',
      mobile: '9840012345',
    },
  },
  { method: 'GET', path: '/api/bookings/BK-261126-ABCDEFGH?mobile=9840012345' },
  {
    method: 'POST',
    path: '/api/bookings/BK-261126-ABCDEFGH/payment-claims',
    body: { mobile: '9840012345', utr: '412345678901' },
  },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/tour/goa-beach-holiday' },
  { method: 'GET', path: '/services/visa' },
  { method: 'GET', path: '/tours' },
  { method: 'GET', path: '/sitemap.xml' },
  { method: 'GET', path: '/robots.txt' },
] as const;

// Hostile text: traversal, markup, encodings, controls, bidi, and a marker (never valid in any id) to spot echoes.
const HOSTILE_TEXT = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '<script>alert(1)</script>',
  '\u202Egnp.exe',
  '\u0000\u0007\u001b[31m',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '=HYPERLINK("http://x")',
  '\uD800',
  'A'.repeat(5000),
  '__proto__',
  '0x10',
  '-1e309',
  'NaN',
];
const TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json;charset=UTF-8',
  'application/json; charset=utf-7',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'image/png',
  '',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

type Case = { label: string; request: Request; marker: string; stateChanging: boolean };

/** A value no field of any form takes (every field is a string or a number). */
function wrongKind(random: ReturnType<typeof prng>): unknown {
  return random.pick<unknown>([[5], true, false, null, { $gt: '' }, { __proto__: { admin: true } }, [], [[['deep']]]]);
}

/** Odd values: some are refused anywhere, some only by some fields. */
function oddValue(random: ReturnType<typeof prng>, marker: string): unknown {
  return random.pick<() => unknown>([
    () => wrongKind(random),
    () => -1,
    () => 1e308 * 10,
    () => `${marker}${random.pick(HOSTILE_TEXT)}`,
    () => '2027-02-30',
    () => 'x'.repeat(70_000),
    () => '',
  ])();
}

/** A body that no route may accept: broken JSON, a wrong-typed field, a deep or huge document, raw bytes. */
function hostileBody(
  random: ReturnType<typeof prng>,
  base: Record<string, unknown> | undefined,
  marker: string,
): BodyInit {
  switch (random.int(9)) {
    case 8:
      // Past the body limits: 64 KB for JSON routes, about 7 MB for uploads.
      return JSON.stringify({ ...base, fileData: 'QUFB'.repeat(random.chance(0.1) ? 1_800_000 : 17_000), [marker]: 1 });
    case 0:
      return `{"name": "${marker}", `; // truncated JSON
    case 1: {
      // One field of a kind nothing takes, maybe another odd one.
      const fields = { ...(base ?? { message: 'x' }) };
      const keys = Object.keys(fields);
      if (random.chance(0.5)) fields[random.pick(keys)] = oddValue(random, marker);
      if (random.chance(0.3)) fields[marker] = oddValue(random, marker);
      fields[random.pick(keys)] = wrongKind(random);
      return JSON.stringify(fields);
    }
    case 2:
      return '['.repeat(5000) + ']'.repeat(5000);
    case 3: {
      // A required field missing (each route's first field is required), an unknown one added.
      const [, ...rest] = Object.entries(base ?? { message: 'x' });
      return JSON.stringify({ ...Object.fromEntries(rest), [marker]: marker.repeat(random.chance(0.2) ? 40_000 : 10) });
    }
    case 4:
      return crypto.getRandomValues(new Uint8Array(1 + random.int(4096)));
    case 5:
      return JSON.stringify(random.pick([null, 42, 'text', [], [base]]));
    case 6:
      return `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="${marker}.exe"\r\nContent-Type: application/pdf\r\n\r\nMZ\r\n--fuzz--\r\n`;
    default: {
      // Valid-looking but every string field poisoned with a wrong-typed neighbour.
      const fields = Object.fromEntries(
        Object.entries(base ?? {}).map(([key, value]) => [key, typeof value === 'string' ? [value] : value]),
      );
      return JSON.stringify({ ...fields, message: 42 });
    }
  }
}

function hostilePath(random: ReturnType<typeof prng>, path: string, marker: string): string {
  const [pathname, query = ''] = path.split('?');
  return random.pick<() => string>([
    () => `/api/../../${marker}/etc/passwd`,
    () => `/api/%2e%2e/%2e%2e/${marker}%00`,
    () => `${pathname}/${marker}<x>`,
    () => `${pathname}%2F..%2F${marker}`,
    () => `/api//${marker}/${pathname}`,
    () => `${pathname!.toUpperCase()}?${marker}=<b>`,
    () =>
      `${pathname}?${query}&from=${encodeURIComponent(random.pick(HOSTILE_TEXT))}&amount=${encodeURIComponent(random.pick(HOSTILE_TEXT))}${marker}`,
    () => `${pathname}?q=${encodeURIComponent(random.pick(HOSTILE_TEXT))}&query=${'%F0%9F'.repeat(50)}&${marker}[]=1`,
    () => `/api/${marker}${'/..'.repeat(200)}`,
    () => `/${marker}/../api/health`,
    () => `${pathname}${';'.repeat(3)}${marker}`,
  ])();
}

function hostileHeaders(random: ReturnType<typeof prng>, marker: string): Record<string, string> {
  const headers: Record<string, string> = {
    'CF-Connecting-IP': random.pick([
      `203.0.113.${random.int(250)}`,
      `2001:db8:${random.int(9999)}::${random.int(99)}`,
      'not-an-ip',
      '::ffff:10.0.0.1',
      '',
    ]),
  };
  if (random.chance(0.15))
    headers.Origin = random.pick([
      'https://evil.example',
      'null',
      `https://${marker}.example`,
      'http://localhost.evil.example',
    ]);
  if (random.chance(0.3))
    headers['Sec-Fetch-Site'] = random.pick(['cross-site', 'same-origin', 'same-site', 'none', marker]);
  if (random.chance(0.3))
    headers.Authorization = random.pick([
      `Bearer ${marker}`,
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${SECRETS.ADMIN_TOKEN.slice(0, -1)}`,
      'Bearer ',
    ]);
  if (random.chance(0.2)) headers.Cookie = `session=${marker}; vt_admin=${'x'.repeat(random.int(4096))}`;
  if (random.chance(0.2))
    headers['Idempotency-Key'] = random.pick([marker, 'short', `${marker}-${'k'.repeat(200)}`, '../../etc']);
  if (random.chance(0.2)) headers['CF-Turnstile-Response'] = marker;
  if (random.chance(0.2)) headers['X-Forwarded-Host'] = `${marker}.evil.example`;
  if (random.chance(0.1)) headers['X-HTTP-Method-Override'] = 'DELETE';
  return headers;
}

/** One hostile request. Every state-changing one is broken on purpose in at least one way. */
function hostileCase(random: ReturnType<typeof prng>, index: number): Case {
  const route = random.pick(ROUTES);
  const marker = `zq${index.toString(36)}${random.int(1e6).toString(36)}`;
  const base = 'body' in route ? (route.body as Record<string, unknown>) : undefined;
  const method = random.chance(0.6) ? route.method : random.pick(METHODS);
  const path = random.chance(0.4) ? hostilePath(random, route.path, marker) : route.path;
  const headers = hostileHeaders(random, marker);
  const init: RequestInit = { method, headers };
  const stateChanging = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  if (stateChanging) {
    // A well-formed body is only sent with a refused type or a foreign origin; otherwise the body is broken.
    const type = random.pick(TYPES);
    if (type) headers['Content-Type'] = type;
    const wellFormed = random.chance(0.25) && base;
    if (wellFormed) {
      headers.Origin = 'https://evil.example';
      init.body = JSON.stringify(base);
    } else {
      init.body = hostileBody(random, base, marker);
    }
  }
  const url = `http://localhost${path}`;
  return { label: `#${index} ${method} ${path.slice(0, 80)}`, request: new Request(url, init), marker, stateChanging };
}

async function counts() {
  const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>();
  const leads = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'leads'").first();
  const leadRows = leads ? await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>() : null;
  const files = await env.FILES.list();
  return { submissions: rows?.n ?? 0, leads: leadRows?.n ?? 0, files: files.objects.length };
}

beforeAll(async () => {
  await seedCatalog();
  await seedTimetable();
});

describe('the fuzz probe', () => {
  it(`sends ${COUNT} seeded hostile requests over every route and finds nothing wrong`, async () => {
    const random = prng(SEED);
    const worker = createWorker({ fetch: hostileUpstream(prng(SEED + 1)) });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await counts();
    const problems: string[] = [];
    const seen = new Set<string>();
    const statuses = new Map<number, number>();

    for (let index = 0; index < COUNT; index++) {
      let probe: Case;
      try {
        probe = hostileCase(random, index);
      } catch {
        continue; // a header the Request constructor itself refuses never reaches a worker
      }
      seen.add(`${probe.request.method} ${new URL(probe.request.url).pathname.split('/').slice(0, 3).join('/')}`);
      const ctx = createExecutionContext();
      const res = await worker.fetch(probe.request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
      await waitOnExecutionContext(ctx);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = probe.request.method === 'HEAD' ? '' : await res.text();
      const headerText = [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
      if (res.status >= 500) problems.push(`${probe.label} → ${res.status} ${text.slice(0, 200)}`);
      // Signing out is idempotent: without a session it changes nothing but tells the browser to drop the cookie.
      const signOut = probe.request.method === 'DELETE' && new URL(probe.request.url).pathname === '/api/admin/session';
      if (probe.stateChanging && res.status < 300 && !signOut)
        problems.push(`${probe.label} → accepted with ${res.status}`);
      if (text.includes(probe.marker) || headerText.includes(probe.marker))
        problems.push(`${probe.label} → echoes its hostile text`);
      for (const [name, secret] of Object.entries(SECRETS)) {
        if (text.includes(secret) || headerText.includes(secret)) problems.push(`${probe.label} → leaks ${name}`);
      }
      const isApi = new URL(probe.request.url).pathname.startsWith('/api/');
      if (isApi && res.status >= 400 && text) {
        const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
        if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
          problems.push(`${probe.label} → not the error shape`);
      }
    }

    // A guesser at one address, last: the random requests spread their wrong tokens over many addresses and
    // over time, so whether any of them meets the throttle depends on the machine's speed (and on what other
    // test files left in the shared limits). Six in a row always do: three answers 401, then 429s.
    for (let guess = 0; guess < 6; guess++) {
      const ctx = createExecutionContext();
      const request = new Request('http://localhost/api/admin/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.250' },
        body: JSON.stringify({ token: `guess-${guess}-${SECRETS.ADMIN_TOKEN.slice(5)}` }),
      });
      const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
      await waitOnExecutionContext(ctx);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }

    console.info(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(problems).toEqual([]);
    expect(await counts()).toEqual(before);
    // No request ended in an unhandled error.
    expect(errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('unhandled_error'))).toEqual(
      [],
    );
    // It really went everywhere: answered reads, and refusals from every layer (validation, origin, type, size, limits).
    expect(seen.size).toBeGreaterThan(30);
    for (const status of [200, 400, 403, 404, 413, 415])
      expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(10);
    // 429s come from the per-client limits and wrong admin tokens only (a missing credential or a stale
    // console cookie guesses nothing, so it is not throttled): fewer, but there.
    expect(statuses.get(429) ?? 0, 'answers with 429').toBeGreaterThan(2);
  }, 120_000);
});
