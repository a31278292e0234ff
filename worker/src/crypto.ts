// Hashes, HMAC signatures and constant-time comparison as lower-case hex, on the Web Crypto API.

const encoder = new TextEncoder();
const bytesOf = (data: string | BufferSource) => (typeof data === 'string' ? encoder.encode(data) : data);

/** Lower-case hex of bytes. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** SHA-256 of a text (UTF-8) or bytes, as hex. */
export async function sha256Hex(data: string | BufferSource): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytesOf(data)));
}

/** HMAC-SHA256 of `message` with `secret`, as hex. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Equal strings, compared in constant time (both are hashed first, so lengths leak nothing either). */
export async function timingSafeEqualText(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(a)),
    crypto.subtle.digest('SHA-256', encoder.encode(b)),
  ]);
  return crypto.subtle.timingSafeEqual(left, right);
}
