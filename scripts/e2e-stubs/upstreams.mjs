// Loopback stand-ins for the services the worker calls, so the browser tests see live conversions and
// forwarded requests without the internet:
//   /frankfurter/latest?from&to   Frankfurter v1 shape (no AED or SAR, like the real ECB list)
//   /open-er/latest/BASE          open.er-api v6 shape (every currency)
//   POST /webhook                 the business's webhook: keeps each delivery and checks its signature
//   GET  /webhook/deliveries      what it received, for the tests to read
// Base currency THB fails on both rate services, so the tests can see the indicative snapshot answer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

export const STUB_DATE = '2026-08-21';
// Units of each currency per US dollar (the shape of shared/data/upstreams/open-er-api, illustrative numbers).
const PER_USD = {
  USD: 1,
  INR: 87.118402,
  EUR: 0.856292,
  GBP: 0.741125,
  AED: 3.6725,
  SGD: 1.283781,
  AUD: 1.535712,
  CAD: 1.377066,
  SAR: 3.75,
  THB: 32.317703,
};
const ECB = new Set(['USD', 'INR', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD', 'THB']);
const FAILING_BASE = 'THB';

/** What one unit of `from` buys in `to`, rounded like the services do. */
export const stubRate = (from, to) => Number((PER_USD[to] / PER_USD[from]).toPrecision(6));

const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

function ratesAnswer(url, res) {
  if (url.pathname === '/frankfurter/latest') {
    const from = url.searchParams.get('from') ?? 'EUR';
    const to = (url.searchParams.get('to') ?? '').split(',').filter(Boolean);
    if (from === FAILING_BASE) return send(res, 503, { message: 'service unavailable' });
    if (!ECB.has(from) || to.some((code) => !ECB.has(code))) return send(res, 404, { message: 'not found' });
    return send(res, 200, {
      amount: 1.0,
      base: from,
      date: STUB_DATE,
      rates: Object.fromEntries(to.map((code) => [code, stubRate(from, code)])),
    });
  }
  const openEr = /^\/open-er\/latest\/([A-Z]{3})$/.exec(url.pathname);
  if (openEr) {
    const base = openEr[1];
    if (base === FAILING_BASE) return send(res, 503, { result: 'error', 'error-type': 'service-unavailable' });
    if (!(base in PER_USD)) return send(res, 200, { result: 'error', 'error-type': 'unsupported-code' });
    const rates = Object.fromEntries(
      Object.keys(PER_USD).map((code) => [code, code === base ? 1 : stubRate(base, code)]),
    );
    return send(res, 200, {
      result: 'success',
      base_code: base,
      time_last_update_unix: Date.parse(`${STUB_DATE}T00:02:32Z`) / 1000,
      rates,
    });
  }
  return false;
}

/** @param {{ port: number, secret: string }} options */
export function startUpstreamStubs({ port, secret }) {
  const deliveries = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/webhook/deliveries') return send(res, 200, deliveries);
    if (req.method === 'POST' && url.pathname === '/webhook') {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const timestamp = String(req.headers['x-webhook-timestamp'] ?? '');
        const given = Buffer.from(String(req.headers['x-webhook-signature'] ?? ''));
        const expected = Buffer.from(
          `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
        );
        const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
        deliveries.push({ id: req.headers['x-webhook-id'], signatureValid, payload: JSON.parse(body) });
        send(res, signatureValid ? 200 : 401, { ok: signatureValid });
      });
      return;
    }
    if (req.method === 'GET' && ratesAnswer(url, res) !== false) return;
    send(res, 404, { message: 'not found' });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
