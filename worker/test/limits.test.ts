import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { clientKey } from '../src/client-key';

type ErrorBody = { error: { code: string; message: string } };

const app = createApp();
const post = (path: string, ip: string, body: unknown = {}) =>
  app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    },
    env,
  );

afterEach(() => vi.restoreAllMocks());

describe('client keys for per-client limits', () => {
  it('keys IPv4 clients by their address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey(undefined)).toBe('local');
  });

  // The limits count per minute window: should a window end mid-test the count restarts, so a 429 may come
  // later than the limit, never sooner.
  async function untilRefused(send: (i: number) => Response | Promise<Response>, limit: number) {
    const answers: Response[] = [];
    for (let i = 0; i < 2 * limit + 1 && answers.at(-1)?.status !== 429; i++) answers.push(await send(i));
    return answers;
  }

  it('counts every address of one IPv6 /64 as one client: past 10 a minute it is refused', async () => {
    const answers = await untilRefused(
      (i) => post('/api/proxy/contact', `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 7).toString(16)}`),
      10,
    );
    expect(answers.slice(0, 10).every((res) => res.status === 400)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // Another /64 is another client.
    expect((await post('/api/proxy/contact', '2001:db8:77:2::1')).status).toBe(400);
  });

  it('sends Retry-After with the chat limit too', async () => {
    const answers = await untilRefused(() => post('/api/get-ai-response', '198.51.100.200', { message: '' }), 20);
    expect(answers.slice(0, 20).every((res) => res.status === 400)).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.headers.get('Retry-After')).toBe('60');
  });
});

const LONG_TOKEN = 'ops-7f3a9c-0123456789-abcdefghijklmn';
const admin = (ip: string, token: string, bindings: object = { ...env, ADMIN_TOKEN: LONG_TOKEN }) =>
  app.request(
    '/api/admin/submissions',
    { headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': ip } },
    bindings,
  );

describe('admin sign-in', () => {
  it('refuses an ADMIN_TOKEN shorter than 32 characters: the admin routes stay absent, with a clear log line', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const short = 'only-31-characters-long-token!!';
    expect(short).toHaveLength(31);
    const res = await admin('203.0.113.90', short, { ...env, ADMIN_TOKEN: short });
    expect(res.status).toBe(404);
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'admin.token_too_short', minimum: 32 }),
    );
    expect(JSON.stringify(lines)).not.toContain(short);
    expect((await admin('203.0.113.90', LONG_TOKEN)).status).toBe(200);
  });

  it('makes a client wait longer after each failed sign-in, with Retry-After, and forgets on success', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const ip = '2001:db8:aa:1::5';
    const waits: (string | null)[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await admin(ip, 'wrong-token');
      statuses.push(res.status);
      waits.push(res.headers.get('Retry-After'));
    }
    // Two free mistakes, then the third failure makes the client wait before the next try.
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(waits[3]).toMatch(/^\d+$/);
    expect(Number(waits[3])).toBeGreaterThan(0);
    // The wait holds for a wrong token from another address of the same /64, not for the right one.
    const blocked = await admin('2001:db8:aa:1::6', 'another-wrong-token');
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ErrorBody).error.code).toBe('sign_in_throttled');
    expect((await admin('2001:db8:aa:1::6', LONG_TOKEN)).status).toBe(200);
    // Another client is not affected.
    expect((await admin('2001:db8:aa:2::5', LONG_TOKEN)).status).toBe(200);
  });

  it('grows the wait with each further failure', async () => {
    const { signInThrottle, waitAfter } = await import('../src/services/sign-in-throttle');
    const throttle = signInThrottle(env.DB);
    const start = new Date('2026-11-24T10:00:00Z');
    const waits: number[] = [];
    let now = start;
    for (let i = 0; i < 6; i++) {
      if (i > 0) now = new Date(now.getTime() + waits.at(-1)! * 1000);
      waits.push(waitAfter((await throttle.reserve('client-x', now))!));
    }
    // A try a second before the wait is over is not taken, and counts nothing.
    expect(await throttle.reserve('client-x', new Date(now.getTime() + 15_000))).toBeNull();
    expect(waits).toEqual([0, 0, 2, 4, 8, 16]);
    expect(await throttle.wait('client-x', now)).toBe(16);
    expect(await throttle.wait('client-x', new Date(now.getTime() + 10_000))).toBe(6);
    await throttle.succeeded('client-x');
    expect(await throttle.wait('client-x', now)).toBe(0);
  });
});
