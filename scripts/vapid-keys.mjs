// npm run vapid:keys: a new VAPID key pair (RFC 8292) for Web Push to the operators' console, printed as the
// three lines to put in .dev.vars or `wrangler secret put`. The private key never leaves this machine's output.
const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
const publicKey = Buffer.from(raw).toString('base64url');
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${d}`);
console.log('VAPID_SUBJECT=mailto:you@example.com');
