// `npm run bench uploads`: what a visa scan costs sent as multipart/form-data (streamed to R2, what the forms
// send) and as base64 JSON (decoded in memory, the spec's API), under `wrangler dev`. First, one upload at a
// time of a 2 MB and a 5 MB file: the bytes on the wire, their time on a phone's slow uplink, and the worker's
// time to answer. Then memory while visitors upload 5 MB files at once.
// Memory is the resident size of the workerd processes (which also run the local R2 simulator), sampled
// every 20 ms. Each burst gets a fresh `wrangler dev` (the JS heap never gives memory back, so one burst
// would hide the next). The figure that matters is the cost of each extra upload at once: the slope of the
// peak from 1 to 16 concurrent uploads (the first upload's cost is mostly the runtime's own buffers and the
// R2 simulator, the same for both forms). BENCH_PORT picks the port (a free one otherwise).
import { readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import { prepareLocalData } from '../local-data.mjs';
import { freePort, waitFor, wranglerDev } from '../wrangler.mjs';

const STATE = '.wrangler/bench-uploads';
const FILE_BYTES = 5 * 1024 * 1024;
const CONCURRENCY = [1, 4, 16];
const FIELDS = {
  fullName: 'Bench Visitor',
  passportNumber: 'K1234567',
  nationality: 'Indian',
  travelDate: '2027-02-10',
  visaType: 'Tourist',
  email: 'bench@example.in',
  phone: '+91 98400 12345',
};

/** The workerd processes started under `pid` (wrangler dev runs two: its proxy and the runtime). */
function workerdUnder(pid) {
  const parentOf = (child) => Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1]);
  const found = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('workerd')) continue;
      for (let ancestor = Number(entry); ancestor > 1; ancestor = parentOf(ancestor))
        if (ancestor === pid) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  if (!found.length) throw new Error('no workerd process found under wrangler dev');
  return found;
}

const rssBytes = (pids) =>
  pids.reduce(
    (sum, pid) => sum + Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024,
    0,
  );
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function pdf(size = FILE_BYTES) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  for (let index = 16; index < bytes.length; index += 7) bytes[index] = (index * 31) % 256;
  return bytes;
}

let client = 0;
/** Each upload from its own client address, so the per-client limit (10 a minute) stays out of the way. */
const headers = () => ({ 'cf-connecting-ip': `198.18.${Math.floor(++client / 250)}.${client % 250}` });

function multipartBody(file) {
  const form = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
  form.append('fileSize', String(file.length));
  form.append('file', new File([file], 'bench-scan.pdf', { type: 'application/pdf' }));
  return form;
}
const multipart = (base, file) =>
  fetch(`${base}/api/proxy/visa`, { method: 'POST', body: multipartBody(file), headers: headers() });

const base64JsonBody = (encoded) =>
  JSON.stringify({ ...FIELDS, fileName: 'bench-scan.pdf', fileType: 'application/pdf', fileData: encoded });
const base64Json = (base, encoded) =>
  fetch(`${base}/api/proxy/visa`, {
    method: 'POST',
    body: base64JsonBody(encoded),
    headers: { ...headers(), 'Content-Type': 'application/json' },
  });

/** A fresh `wrangler dev`, warmed up with a small request, for one burst of `count` uploads. */
async function burst(port, count, send) {
  const base = `http://127.0.0.1:${port}`;
  const dev = wranglerDev(['--port', String(port), '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
  try {
    await waitFor(`${base}/api/health`);
    const workerd = workerdUnder(dev.pid);
    const contact = { name: 'Bench Visitor', email: 'bench@example.in', message: 'Warm-up before the uploads.' };
    await fetch(`${base}/api/proxy/contact`, {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { ...headers(), 'Content-Type': 'application/json' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssBytes(workerd);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(workerd))), 20);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: count }, () => send(base)));
    const ms = Date.now() - started;
    clearInterval(sampler);
    const failed = answers.filter((res) => res.status !== 200);
    if (failed.length)
      throw new Error(`uploads failed: ${failed.map((res) => res.status).join(', ')} ${await failed[0].text()}`);
    return { idle, peak, ms };
  } finally {
    dev.kill('SIGINT');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}

/** Chrome's "Fast 3G" uplink (750 kbit/s), a phone on a slow network. */
const SLOW_UPLINK_BITS_PER_S = 750_000;
const WIRE_SIZES = [2, 5];
const WIRE_REPEATS = 5;

/** The body a request sends, in bytes, as the browser would put it on the wire. */
const wireBytes = async (body) => (await new Response(body).arrayBuffer()).byteLength;

/** One `wrangler dev`, each form and size sent WIRE_REPEATS times in turn: bytes and the median answer time. */
async function wire(port) {
  const base = `http://127.0.0.1:${port}`;
  const dev = wranglerDev(['--port', String(port), '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
  try {
    await waitFor(`${base}/api/health`);
    console.log(
      `${'form'.padEnd(22)}${'file'.padEnd(7)}${'bytes sent'.padEnd(13)}${'on a 750 kbit/s uplink'.padEnd(25)}worker answer (median of ${WIRE_REPEATS})`,
    );
    for (const size of WIRE_SIZES) {
      const file = pdf(size * 1024 * 1024);
      const encoded = Buffer.from(file).toString('base64');
      for (const [label, send, body] of [
        ['multipart (streamed)', () => multipart(base, file), () => multipartBody(file)],
        ['base64 JSON', () => base64Json(base, encoded), () => base64JsonBody(encoded)],
      ]) {
        const bytes = await wireBytes(body());
        const times = [];
        for (let repeat = 0; repeat < WIRE_REPEATS; repeat++) {
          const started = performance.now();
          const res = await send();
          if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const slow = ((bytes * 8) / SLOW_UPLINK_BITS_PER_S).toFixed(1);
        console.log(
          `${label.padEnd(22)}${`${size} MB`.padEnd(7)}${String(bytes).padEnd(13)}${`${slow} s`.padEnd(25)}${Math.round(times[WIRE_REPEATS >> 1])} ms`,
        );
      }
    }
  } finally {
    dev.kill('SIGINT');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}

export async function run() {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync('web/dist', { recursive: true }); // wrangler.toml's assets folder must exist
  await prepareLocalData({ persistTo: STATE, quiet: true });
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await wire(port);
  if (process.env.BENCH_UPLOADS_WIRE_ONLY) return;
  const file = pdf();
  const encoded = Buffer.from(file).toString('base64');

  console.log(
    `${FILE_BYTES / 1024 / 1024} MB files; resident memory of wrangler dev's workerd processes (the local R2 simulator included)`,
  );
  console.log(
    `${'form'.padEnd(22)}${'uploads at once'.padEnd(17)}${'idle'.padEnd(11)}${'peak'.padEnd(11)}${'growth per upload'.padEnd(19)}time`,
  );
  const rows = [];
  for (const [label, send] of [
    ['multipart (streamed)', (base) => multipart(base, file)],
    ['base64 JSON', (base) => base64Json(base, encoded)],
  ]) {
    for (const count of CONCURRENCY) {
      const { idle, peak, ms } = await burst(port, count, send);
      const perUpload = (peak - idle) / count;
      rows.push({ label, count, peak });
      console.log(
        `${label.padEnd(22)}${String(count).padEnd(17)}${mb(idle).padEnd(11)}${mb(peak).padEnd(11)}${mb(perUpload).padEnd(19)}${ms} ms`,
      );
    }
  }
  const slope = (label) => {
    const [first, last] = [
      rows.find((row) => row.label === label && row.count === CONCURRENCY[0]),
      rows.findLast((row) => row.label === label),
    ];
    return (last.peak - first.peak) / (last.count - first.count);
  };
  console.log(
    `\nMemory per extra concurrent 5 MB upload (peak slope from ${CONCURRENCY[0]} to ${CONCURRENCY.at(-1)} at once):`,
  );
  console.log(`  multipart (streamed) ${mb(slope('multipart (streamed)'))}, base64 JSON ${mb(slope('base64 JSON'))}`);
}
