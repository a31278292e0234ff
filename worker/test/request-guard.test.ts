import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { clientIp, contact, stored } from './helpers/submissions';

type ErrorBody = { error: { code: string; message: string } };

const app = createApp();
const SITE = 'http://localhost';
const post = (path: string, init: RequestInit, bindings: object = env) =>
  app.request(
    path,
    {
      method: 'POST',
      ...init,
      headers: { 'CF-Connecting-IP': clientIp(), ...(init.headers as Record<string, string>) },
    },
    bindings,
  );

describe('bodies a browser could send from another site without a preflight', () => {
  it.each([
    ['text/plain', JSON.stringify(contact)],
    ['text/plain;charset=UTF-8', JSON.stringify(contact)],
    ['application/x-www-form-urlencoded', 'name=Ravi&email=ravi%40example.in&message=hi'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--x--\r\n'],
  ])('answers 415 to %s on a JSON route and stores nothing', async (type, body) => {
    const before = await stored();
    const res = await post('/api/proxy/contact', { headers: { 'Content-Type': type }, body });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
    expect(await stored()).toEqual(before);
  });

  it('answers 415 to a multipart body on forex, which takes no upload', async () => {
    const res = await post('/api/proxy/forex', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--x--\r\n',
    });
    expect(res.status).toBe(415);
  });

  it('answers 415 to a body without any Content-Type, on every state-changing route', async () => {
    for (const path of ['/api/get-ai-response', '/api/proxy/visa', '/api/admin/submissions/X/retry', '/api/leads']) {
      const res = await app.request(path, { method: 'POST', body: new Blob(['{}']) }, env);
      expect(res.status, path).toBe(415);
    }
  });

  it('still takes application/json, with or without a charset', async () => {
    const res = await post('/api/proxy/contact', {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(200);
  });
});

describe('state-changing requests from other sites', () => {
  const json = { 'Content-Type': 'application/json' };
  it('refuses Sec-Fetch-Site: cross-site with 403', async () => {
    const before = await stored();
    const res = await post('/api/proxy/contact', {
      headers: { ...json, 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('cross_site_refused');
    expect(await stored()).toEqual(before);
  });

  it.each(['https://evil.example', 'null', 'http://localhost.evil.example'])(
    'refuses Origin %s with 403',
    async (origin) => {
      const res = await post('/api/proxy/contact', {
        headers: { ...json, Origin: origin },
        body: JSON.stringify(contact),
      });
      expect(res.status).toBe(403);
    },
  );

  it('refuses a foreign Origin on admin routes and routes yet to come', async () => {
    for (const path of ['/api/admin/submissions/X/retry', '/api/leads', '/api/get-ai-response']) {
      const res = await app.request(
        path,
        { method: 'POST', headers: { ...json, Origin: 'https://evil.example' }, body: '{}' },
        env,
      );
      expect(res.status, path).toBe(403);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await app.request(
        '/api/admin/anything',
        { method, headers: { Origin: 'https://evil.example' } },
        env,
      );
      expect(res.status, method).toBe(403);
    }
  });

  it('takes our own origin, same-origin fetches and configured origins', async () => {
    const same = await post('/api/proxy/contact', {
      headers: { ...json, Origin: SITE, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(contact),
    });
    expect(same.status).toBe(200);
    const pages = { ...env, ALLOWED_ORIGINS: 'https://vishwa.pages.dev' };
    const configured = await post(
      '/api/proxy/contact',
      {
        headers: { ...json, Origin: 'https://vishwa.pages.dev', 'Sec-Fetch-Site': 'cross-site' },
        body: JSON.stringify(contact),
      },
      pages,
    );
    expect(configured.status).toBe(200);
  });

  it('leaves reads alone: a cross-site GET is still answered', async () => {
    const res = await app.request(
      '/api/health',
      { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } },
      env,
    );
    expect(res.status).toBe(200);
  });
});

describe('the 404 of an unknown API path', () => {
  it.each([
    '/api/../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/<script>alert(1)</script>',
    '/api/nope?token=abc',
  ])('does not echo %s', async (path) => {
    const res = await app.request(`http://localhost${path}`, {}, env);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/passwd|script|nope|token/);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });
});
