import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';

type ErrorBody = { error: { code: string; message: string } };

const app = createApp();
const call = (path: string, init?: RequestInit) => app.request(path, init, env);

describe('the API shell', () => {
  it('reports which backend each part uses, and no secret', async () => {
    const res = await app.request(
      '/api/health',
      {},
      { ...env, TRAIN_API_KEY: 'sk-secret-123', AI_API_KEY: 'ai-secret' },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      status: 'ok',
      backends: expect.objectContaining({ catalog: 'embedded', trains: 'hosted', assistant: 'embedded' }),
    });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('names the assistant backend the chat will really use', async () => {
    const assistantOf = async (extra: Record<string, string>) => {
      const res = await app.request('/api/health', {}, { ...env, ...extra });
      return ((await res.json()) as { backends: { assistant: string } }).backends.assistant;
    };
    expect(await assistantOf({ AI_API_URL: 'http://127.0.0.1:9/v1/chat/completions' })).toBe('embedded');
    expect(await assistantOf({ AI_API_URL: 'http://127.0.0.1:9/v1/chat/completions', AI_MODEL: 'small' })).toBe(
      'openai-compatible',
    );
  });

  it('answers unknown API paths and wrong methods with 404 JSON', async () => {
    const unknown = await call('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
    const wrongMethod = await call('/api/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect(((await wrongMethod.json()) as ErrorBody).error.code).toBe('not_found');
  });

  it('sets a request id and security headers on every answer', async () => {
    const res = await call('/api/health');
    expect(res.headers.get('X-Request-Id')).toMatch(/\S{8,}/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const configured = { ...env, ALLOWED_ORIGINS: 'https://vishwa.pages.dev, https://example.in' };
    const allowed = await app.request('/api/health', { headers: { Origin: 'https://vishwa.pages.dev' } }, configured);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://vishwa.pages.dev');
    const refused = await app.request('/api/health', { headers: { Origin: 'https://evil.example' } }, configured);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses oversized bodies with 413 JSON', async () => {
    const res = await call('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large');
  });

  it('logs one JSON line per request with no query string', async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    await call('/api/health?email=someone@example.com');
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    spy.mockRestore();
    const request = lines.find((line) => line.event === 'request');
    expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/api/health', status: 200 });
    expect(typeof request.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});
