import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { bearer, TOKEN, jsonInit } from './helpers/console';
import { clientIp } from './helpers/submissions';

// Told at once: a browser subscribes through the admin API; a new lead sends it an encrypted Web Push
// (RFC 8291 aes128gcm, RFC 8292 VAPID) that the browser decrypts to the lead's reference.

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A P-256 key pair: the raw public key and the JWK. */
async function p256(usage: 'ECDH' | 'ECDSA') {
  const pair = (await crypto.subtle.generateKey(
    { name: usage, namedCurve: 'P-256' },
    true,
    usage === 'ECDH' ? ['deriveBits'] : ['sign', 'verify'],
  )) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return { pair, raw, jwk };
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** RFC 8291 §3.4 and RFC 8188 §2, as a browser decrypts a push message. */
async function decrypt(body: Uint8Array, receiver: CryptoKeyPair, receiverRaw: Uint8Array, authSecret: Uint8Array) {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderRaw = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const sender = await crypto.subtle.importKey('raw', senderRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: sender } as Parameters<typeof crypto.subtle.deriveBits>[0],
      receiver.privateKey,
      256,
    ),
  );
  const ikm = await hkdf(authSecret, shared, concat(utf8('WebPush: info\0'), receiverRaw, senderRaw), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  expect(plain[end]).toBe(2); // the last record's padding delimiter
  return JSON.parse(new TextDecoder().decode(plain.slice(0, end))) as Record<string, unknown>;
}

describe('Web Push', () => {
  it('pushes an encrypted, VAPID-signed message to a loopback subscription within 5 s of a new lead', async () => {
    const vapid = await p256('ECDSA');
    const bindings = {
      ...env,
      ADMIN_TOKEN: TOKEN,
      VAPID_PUBLIC_KEY: b64url(vapid.raw),
      VAPID_PRIVATE_KEY: vapid.jwk.d!,
      VAPID_SUBJECT: 'mailto:ops@vishwa.example',
    };
    const received: { url: string; headers: Headers; body: Uint8Array; at: number }[] = [];
    // The push service: a receiver on this machine's loopback address.
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      received.push({
        url: request.url,
        headers: request.headers,
        body: new Uint8Array(await request.arrayBuffer()),
        at: Date.now(),
      });
      return new Response(null, { status: received.length === 1 ? 201 : 410 });
    }) as typeof globalThis.fetch;
    const app = createApp({ fetch });
    const call = (path: string, init: RequestInit = {}) => app.request(path, init, bindings);

    const key = await call('/api/admin/push/key', { headers: bearer });
    expect(await key.json()).toEqual({ publicKey: bindings.VAPID_PUBLIC_KEY });

    const browser = await p256('ECDH');
    const authSecret = crypto.getRandomValues(new Uint8Array(16));
    const endpoint = 'http://127.0.0.1:9/push/operator-phone';
    const subscribed = await call(
      '/api/admin/push/subscriptions',
      jsonInit(
        { endpoint, expirationTime: null, keys: { p256dh: b64url(browser.raw), auth: b64url(authSecret) } },
        bearer,
      ),
    );
    expect(subscribed.status).toBe(201);

    const sentAt = Date.now();
    const lead = await call(
      '/api/leads',
      jsonInit(
        { kind: 'flight', from: 'MAA', to: 'DXB', name: 'Lakshmi Narayanan', mobile: '9840012345' },
        { 'cf-connecting-ip': clientIp() },
      ),
    );
    expect(lead.status).toBe(201);
    const { id } = (await lead.json()) as { id: string };

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.url).toBe(endpoint);
    expect(push!.at - sentAt).toBeLessThan(5000);
    expect(push!.headers.get('Content-Encoding')).toBe('aes128gcm');
    // RFC 8292: `vapid t=<JWT signed by our key>, k=<our public key>`.
    const [, jwt, k] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push!.headers.get('Authorization')!)!;
    expect(k).toBe(bindings.VAPID_PUBLIC_KEY);
    const [header, claims, signature] = jwt!.split('.') as [string, string, string];
    const verified = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      vapid.pair.publicKey,
      fromB64url(signature),
      utf8(`${header}.${claims}`),
    );
    expect(verified).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(fromB64url(claims)))).toMatchObject({
      sub: 'mailto:ops@vishwa.example',
    });

    expect(await decrypt(push!.body, browser.pair, browser.raw, authSecret)).toEqual({
      kind: 'flight',
      reference: id,
      firstName: 'Lakshmi',
    });

    // The push service says the subscription is gone (410): it is removed, and the next lead sends nothing.
    await call('/api/leads', jsonInit({ kind: 'bus', to: 'Madurai' }, { 'cf-connecting-ip': clientIp() }));
    expect(received).toHaveLength(2);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').first<{ n: number }>();
    expect(left!.n).toBe(0);
    await call('/api/leads', jsonInit({ kind: 'bus', to: 'Salem' }, { 'cf-connecting-ip': clientIp() }));
    expect(received).toHaveLength(2);
  });

  it('accepts http:// endpoints only on loopback while running locally, and answers 404 without keys', async () => {
    const vapid = await p256('ECDSA');
    const bindings = {
      ...env,
      ADMIN_TOKEN: TOKEN,
      VAPID_PUBLIC_KEY: b64url(vapid.raw),
      VAPID_PRIVATE_KEY: vapid.jwk.d!,
      VAPID_SUBJECT: 'mailto:ops@vishwa.example',
    };
    const app = createApp();
    const keys = { p256dh: b64url((await p256('ECDH')).raw), auth: b64url(new Uint8Array(16)) };
    const subscribe = (url: string, endpoint: string) =>
      app.request(url, jsonInit({ endpoint, keys }, bearer), bindings);
    expect(
      (await subscribe('https://vishwatravels.in/api/admin/push/subscriptions', 'http://127.0.0.1:9/p')).status,
    ).toBe(400);
    expect((await subscribe('http://localhost/api/admin/push/subscriptions', 'http://push.example/p')).status).toBe(
      400,
    );
    expect(
      (
        await subscribe(
          'https://vishwatravels.in/api/admin/push/subscriptions',
          'https://fcm.googleapis.com/fcm/send/x',
        )
      ).status,
    ).toBe(201);
    const off = await app.request('/api/admin/push/key', { headers: bearer }, { ...env, ADMIN_TOKEN: TOKEN });
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ error: { code: 'push_off' } });
  });
});
