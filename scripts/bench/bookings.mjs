// `npm run bench bookings`: seats under a rush, against `wrangler dev` with local D1. Bursts of concurrent
// holds of one seat each on a departure of few seats (each request from its own client address, so the
// per-client limit stays out of the way), then a burst of identical requests sharing one Idempotency-Key.
// Prints how many held, how many were refused as sold out, the seats left afterwards and the latencies.
// BENCH_PORT picks the port (a free one otherwise).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareLocalData } from '../local-data.mjs';
import { freePort, quietEnv, waitFor, wrangler, wranglerDev } from '../wrangler.mjs';
import { percentile } from './helpers/percentile.mjs';

const STATE = '.wrangler/bench-bookings';
const PACKAGE = { collection: 'devotionals', id: 'tirupati-balaji-darshan' };
const BURSTS = [
  { holds: 50, seats: 10 },
  // wrangler dev's local proxy drops connections beyond about 60 at once: bursts stay at 50.
  { holds: 50, seats: 49 },
  { holds: 50, seats: 1 },
];
const SAME_KEY_REQUESTS = 20;

/** Saturdays far enough ahead to be bookable whatever today is, one per burst. */
const dateIn = (weeks) => {
  const date = new Date(Date.now() + (400 + weeks * 7) * 86_400_000);
  return date.toISOString().slice(0, 10);
};

let client = 0;
const clientIp = () => `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

/**
 * One hold. wrangler dev's local proxy sometimes drops a connection under a burst: the same request is sent
 * again with the same Idempotency-Key (safe by design: it holds once), and the retries are counted.
 */
let retries = 0;
async function hold(base, date, key) {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          'cf-connecting-ip': clientIp(),
          Origin: base,
        },
        body: JSON.stringify({ ...PACKAGE, date, adults: 1, name: 'Bench Pilgrim', mobile: '9840012345' }),
      });
      const body = await res.json();
      return { status: res.status, ms: performance.now() - started, reference: body.reference };
    } catch (error) {
      if (attempt >= 4) throw error;
      retries += 1;
    }
  }
}

/** Runs one SQL statement on the bench's local D1. */
const runSql = (command) =>
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--yes', '--command', command], { quiet: true });

/** Seats left, read from D1 itself (the public list may be up to 30 s old by design). */
function seatsLeft(date) {
  const sql = `SELECT seats - taken AS seatsLeft FROM departures WHERE collection = '${PACKAGE.collection}' AND package_id = '${PACKAGE.id}' AND date = '${date}'`;
  // --json prints at the log level the quiet wrangler() runner hides.
  const output = execFileSync(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js'),
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      STATE,
      '--json',
      '--command',
      sql,
    ],
    { env: { ...quietEnv, WRANGLER_LOG: 'log' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(output)[0].results[0].seatsLeft;
}

const ms = (value) => `${value.toFixed(0)} ms`;

export async function run() {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync('web/dist', { recursive: true }); // wrangler.toml's assets folder must exist
  await prepareLocalData({ persistTo: STATE, quiet: true });
  const departures = [...BURSTS, { seats: SAME_KEY_REQUESTS }].map(({ seats }, index) => ({
    date: dateIn(index),
    seats,
  }));
  const values = departures
    .map(({ date, seats }) => `('${PACKAGE.collection}', '${PACKAGE.id}', '${date}', ${seats})`)
    .join(', ');
  await runSql(`INSERT OR REPLACE INTO departures (collection, package_id, date, seats) VALUES ${values};`);

  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dev = wranglerDev(['--port', String(port), '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
  try {
    await waitFor(`${base}/api/health`);
    const warm = dateIn(60);
    await runSql(
      `INSERT OR REPLACE INTO departures (collection, package_id, date, seats) VALUES ('${PACKAGE.collection}', '${PACKAGE.id}', '${warm}', 20)`,
    );
    const single = [];
    for (let n = 0; n < 10; n++) single.push((await hold(base, warm, `bench-warm-${n}-${Date.now()}`)).ms);
    single.sort((a, b) => a - b);
    console.log(`one hold at a time (10 in a row): p50 ${ms(percentile(single, 50))}, max ${ms(single.at(-1))}\n`);
    console.log(
      `${'holds at once'.padEnd(15)}${'seats'.padEnd(7)}${'held'.padEnd(6)}${'sold out'.padEnd(10)}${'other'.padEnd(7)}${'seats left'.padEnd(12)}${'p50'.padEnd(9)}${'p95'.padEnd(9)}wall`,
    );
    for (const [index, burst] of BURSTS.entries()) {
      const { date } = departures[index];
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: burst.holds }, (_, n) => hold(base, date, `bench-${index}-${n}-${Date.now()}`)),
      );
      const wall = performance.now() - started;
      const count = (status) => answers.filter((answer) => answer.status === status).length;
      const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const left = seatsLeft(date);
      const other = burst.holds - count(201) - count(409);
      console.log(
        `${String(burst.holds).padEnd(15)}${String(burst.seats).padEnd(7)}${String(count(201)).padEnd(6)}${String(count(409)).padEnd(10)}${String(other).padEnd(7)}${String(left).padEnd(12)}${ms(percentile(latencies, 50)).padEnd(9)}${ms(percentile(latencies, 95)).padEnd(9)}${ms(wall)}`,
      );
      if (count(201) !== Math.min(burst.holds, burst.seats) || other || left !== burst.seats - count(201)) {
        throw new Error('seats were oversold or a hold failed: see the row above');
      }
    }
    const { date, seats } = departures.at(-1);
    const same = await Promise.all(Array.from({ length: SAME_KEY_REQUESTS }, () => hold(base, date, 'bench-same-key')));
    const references = new Set(same.map((answer) => answer.reference));
    const left = seatsLeft(date);
    console.log(
      `\n${SAME_KEY_REQUESTS} identical holds with one Idempotency-Key at once: ${same.filter((a) => a.status === 201).length} answered 201, ${references.size} booking, seats left ${left} of ${seats}`,
    );
    if (references.size !== 1 || left !== seats - 1) throw new Error('an idempotent repeat held twice');
    console.log(`requests sent again after a dropped local connection (same Idempotency-Key): ${retries}`);
  } finally {
    dev.kill('SIGINT');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}
