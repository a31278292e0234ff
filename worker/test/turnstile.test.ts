import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { clientIp, contact, forex, json, stored, visa } from './helpers/submissions';

type ErrorBody = { error: { code: string; message: string } };

// Cloudflare's documented test secret keys: the first always passes, the second always fails.
const PASSES = '1x0000000000000000000000000000000AA';
const FAILS = '2x0000000000000000000000000000000AA';
const VERIFY_URL = 'https://turnstile.test/siteverify';

/** Siteverify as Cloudflare documents it for the test secrets; records what the worker sent. */
function siteverify() {
  const asked: { url: string; secret: string; response: string; remoteip: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = await new Request(input, init).formData();
    const secret = String(form.get('secret'));
    asked.push({
      url: String(input),
      secret,
      response: String(form.get('response')),
      remoteip: form.get('remoteip') as string | null,
    });
    const success = secret === PASSES;
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  });
  return { asked, app: createApp({ fetch: fetch as unknown as typeof globalThis.fetch }) };
}

const withSecret = (secret: string) => ({ ...env, TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: VERIFY_URL });

describe('Turnstile on the forms and lead records, when TURNSTILE_SECRET_KEY is set', () => {
  it('takes a form whose token siteverify accepts, asking with the secret, token and client address', async () => {
    const { app, asked } = siteverify();
    const ip = clientIp();
    const res = await app.request(
      '/api/proxy/contact',
      json(contact, { 'cf-connecting-ip': ip, 'CF-Turnstile-Response': 'XXXX.DUMMY.TOKEN.XXXX' }),
      withSecret(PASSES),
    );
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ url: VERIFY_URL, secret: PASSES, response: 'XXXX.DUMMY.TOKEN.XXXX', remoteip: ip }]);
  });

  it.each([
    ['visa', visa],
    ['forex', forex],
    ['contact', contact],
  ])('refuses %s without a token (403) and stores nothing, without asking siteverify', async (kind, body) => {
    const { app, asked } = siteverify();
    const before = await stored();
    const res = await app.request(
      `/api/proxy/${kind}`,
      json(body, { 'cf-connecting-ip': clientIp() }),
      withSecret(PASSES),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('bot_check_required');
    expect(asked).toHaveLength(0);
    expect(await stored()).toEqual(before);
  });

  it('refuses a token siteverify rejects (403), on the forms and on lead records', async () => {
    const { app } = siteverify();
    const before = await stored();
    for (const path of ['/api/proxy/passport', '/api/proxy/contact', '/api/leads']) {
      const res = await app.request(
        path,
        json(contact, { 'cf-connecting-ip': clientIp(), 'CF-Turnstile-Response': 'XXXX.DUMMY.TOKEN.XXXX' }),
        withSecret(FAILS),
      );
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as ErrorBody).error.code).toBe('bot_check_failed');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 503 when siteverify cannot be reached, and stores nothing', async () => {
    const app = createApp({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    const before = await stored();
    const res = await app.request(
      '/api/proxy/contact',
      json(contact, { 'cf-connecting-ip': clientIp(), 'CF-Turnstile-Response': 'tok' }),
      withSecret(PASSES),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('bot_check_unavailable');
    expect(await stored()).toEqual(before);
  });

  it('checks nothing while TURNSTILE_SECRET_KEY is unset (the default, offline)', async () => {
    const { app, asked } = siteverify();
    const res = await app.request('/api/proxy/contact', json(contact, { 'cf-connecting-ip': clientIp() }), env);
    expect(res.status).toBe(200);
    expect(asked).toHaveLength(0);
  });

  it('lets a cross-origin SPA send the token header', async () => {
    const res = await createApp().request(
      '/api/proxy/contact',
      {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://vishwa.pages.dev',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,cf-turnstile-response',
        },
      },
      { ...env, ALLOWED_ORIGINS: 'https://vishwa.pages.dev' },
    );
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('cf-turnstile-response');
  });
});
