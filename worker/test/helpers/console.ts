import { env } from 'cloudflare:workers';
import { createApp } from '../../src/app';

// The operators' console in tests: an admin token of the required length, a clock the test moves, and a
// signed-in session cookie.

export const TOKEN = 'console-test-token-5f1c9a7e2b8d4c6f0a3e';
export const admin = { ...env, ADMIN_TOKEN: TOKEN };
export const bearer = { Authorization: `Bearer ${TOKEN}` };

export function consoleApp(start = new Date('2026-11-24T09:00:00Z')) {
  const clock = { now: start };
  const app = createApp({ now: () => clock.now });
  const call = (path: string, init: RequestInit = {}, bindings: typeof env = admin) =>
    app.request(path, init, bindings);
  return {
    app,
    clock,
    call,
    /** Signs in from a client address and returns the Cookie header the browser would send back. */
    async signIn(ip = '198.51.100.7') {
      const res = await call('/api/admin/session', jsonInit({ token: TOKEN }, { 'cf-connecting-ip': ip }));
      if (res.status !== 204) throw new Error(`sign-in failed: ${res.status}`);
      return { Cookie: res.headers.get('Set-Cookie')!.split(';')[0]! };
    },
  };
}

export const jsonInit = (body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
