import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, consoleApp, jsonInit, TOKEN } from './helpers/console';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'A valid admin token is required.' } };

describe('console sign-in', () => {
  it('says whether the console is enabled, and otherwise keeps the admin API absent', async () => {
    const { call } = consoleApp();
    expect(await (await call('/api/admin/status', {}, env)).json()).toEqual({ enabled: false });
    expect(await (await call('/api/admin/status')).json()).toEqual({ enabled: true });
    for (const [path, init] of [
      ['/api/admin/session', jsonInit({ token: TOKEN })],
      ['/api/admin/session', {}],
      ['/api/admin/submissions', { headers: bearer }],
      ['/api/admin/catalog/tours', { headers: bearer }],
    ] as const) {
      const res = await call(path, init, env);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('exchanges the token for a 12-hour HttpOnly, Secure, SameSite=Strict cookie that opens the admin API', async () => {
    const { call, clock } = consoleApp();
    const res = await call('/api/admin/session', jsonInit({ token: TOKEN }));
    expect(res.status).toBe(204);
    // The session cookie, then the device cookie the sign-in throttle recognises (console-security.test.ts).
    const [setCookie, device] = res.headers.get('Set-Cookie')!.split(', ') as [string, string];
    expect(device).toMatch(
      /^vt_device=[A-Za-z0-9_-]{22}\.[0-9a-f]{32}; HttpOnly; Secure; SameSite=Strict; Path=\/api\/admin\/session; Max-Age=31536000$/,
    );
    expect(setCookie).toMatch(
      /^vt_admin=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/api\/admin; Max-Age=43200$/,
    );
    const cookie = { Cookie: setCookie.split(';')[0]! };

    // Only a hash of the session id is stored.
    const stored = await env.DB.prepare('SELECT id_hash, expires_at FROM admin_sessions').all<{
      id_hash: string;
      expires_at: string;
    }>();
    expect(stored.results.map((row) => row.id_hash)).not.toContain(cookie.Cookie.slice('vt_admin='.length));

    const session = await call('/api/admin/session', { headers: cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({
      signedIn: true,
      expiresAt: '2026-11-24T21:00:00.000Z',
      name: 'Owner',
      staff: ['Owner'],
    });
    expect((await call('/api/admin/submissions', { headers: cookie })).status).toBe(200);

    // 11 h 59 min later it still works; at 12 h it has expired.
    clock.now = new Date('2026-11-24T20:59:00Z');
    expect((await call('/api/admin/submissions', { headers: cookie })).status).toBe(200);
    clock.now = new Date('2026-11-24T21:00:00Z');
    const expired = await call('/api/admin/submissions', { headers: cookie });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(UNAUTHORIZED);
  });

  it('signs every session out when the admin token is changed', async () => {
    const { call, signIn } = consoleApp();
    const cookie = await signIn();
    expect((await call('/api/admin/session', { headers: cookie })).status).toBe(200);
    const rotated = { ...env, ADMIN_TOKEN: 'a-brand-new-admin-token-after-a-leak-0042' };
    expect((await call('/api/admin/session', { headers: cookie }, rotated)).status).toBe(401);
  });

  it('keeps the bearer token working for scripts', async () => {
    const { call } = consoleApp();
    const res = await call('/api/admin/session', { headers: bearer });
    expect(await res.json()).toEqual({ signedIn: true, expiresAt: null, name: 'Owner', staff: ['Owner'] });
    expect((await call('/api/admin/submissions', { headers: bearer })).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const { call, signIn } = consoleApp();
    const cookie = await signIn();
    const res = await call('/api/admin/session', { method: 'DELETE', headers: cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toBe(
      'vt_admin=; HttpOnly; Secure; SameSite=Strict; Path=/api/admin; Max-Age=0',
    );
    expect((await call('/api/admin/session', { headers: cookie })).status).toBe(401);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE action IN ('sign_in', 'sign_out')").all<{
      action: string;
    }>();
    expect(actions.results.map((row) => row.action)).toEqual(expect.arrayContaining(['sign_in', 'sign_out']));
  });

  it('answers every wrong credential with the same 401 that leaks nothing', async () => {
    const { call } = consoleApp();
    const attempts: RequestInit[] = [
      {},
      { headers: { Authorization: 'Bearer wrong-token' } },
      { headers: { Authorization: `Bearer ${TOKEN}x` } },
      { headers: { Cookie: 'vt_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
      { headers: { Cookie: `vt_admin=${TOKEN}` } },
    ];
    for (const init of attempts) {
      const res = await call('/api/admin/submissions', init);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
    const wrong = await call(
      '/api/admin/session',
      jsonInit({ token: 'not-the-token' }, { 'cf-connecting-ip': '198.51.100.200' }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    expect(await wrong.json()).toEqual(UNAUTHORIZED);
    const failed = await env.DB.prepare("SELECT actor, target FROM audit_log WHERE action = 'sign_in_failed'").all();
    expect(failed.results.at(-1)).toEqual({ actor: 'anonymous', target: null });
  });

  it('throttles wrong tokens per client: after two free mistakes each one makes the client wait longer', async () => {
    const { call, clock } = consoleApp();
    const from = (ip: string, token: string) =>
      call('/api/admin/session', jsonInit({ token }, { 'cf-connecting-ip': ip }));
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await from('192.0.2.50', `guess-${attempt}`)).status).toBe(401);
    // A further guess waits now, and signs nothing in; the right token does not wait.
    const blocked = await from('192.0.2.50', 'guess-4');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('2');
    expect(blocked.headers.get('Set-Cookie')).toBeNull();
    expect((await from('192.0.2.51', TOKEN)).status).toBe(204);
    // A wrong bearer token counts the same; a missing or expired cookie does not.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call('/api/admin/submissions', { headers: { 'cf-connecting-ip': '192.0.2.52' } })).status).toBe(
        401,
      );
    }
    expect((await from('192.0.2.52', TOKEN)).status).toBe(204);

    expect((await from('192.0.2.50', TOKEN)).status).toBe(204);
    clock.now = new Date(clock.now.getTime() + 2000);
    expect((await from('192.0.2.50', 'guess-5')).status).toBe(401);
  });

  it('refuses a sign-in body that is not a token', async () => {
    const { call } = consoleApp();
    const res = await call('/api/admin/session', jsonInit({ token: '' }, { 'cf-connecting-ip': '192.0.2.90' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'invalid_request', fields: { token: 'Enter the admin token' } },
    });
  });
});
