// `npm run bench trains`: latency of GET /api/trains on the FULL embedded timetable (11,112 trains, 186,119 stops)
// under `wrangler dev`. Starts from an empty state folder, so it also times loading the timetable into local D1.
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { prepareLocalData } from '../local-data.mjs';
import { freePort, waitFor, wranglerDev } from '../wrangler.mjs';
import { percentile } from './helpers/percentile.mjs';

const STATE = '.wrangler/bench';
const ROUNDS = 40;
// Busy trunk routes, a pilgrim route, short hops and renamed codes; some with a date (running-day filter).
const SEARCHES = [
  'from=NDLS&to=BCT',
  'from=MMCT&to=NDLS&date=2026-12-04',
  'from=MAS&to=TPTY',
  'from=SBC&to=MAS&date=2026-12-05',
  'from=HWH&to=NDLS',
  'from=CSMT&to=PUNE',
  'from=NDLS&to=LKO&date=2026-12-06',
  'from=MGS&to=NDLS',
  'from=BZA&to=MAS',
  'from=ADI&to=BCT',
];

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return { ms, count: body.data.length };
}

function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(28)} n=${sorted.length}  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  max ${fmt(sorted.at(-1))}`,
  );
  return percentile(sorted, 50);
}

export async function run() {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync('web/dist', { recursive: true }); // wrangler.toml's assets folder must exist
  const seedStarted = Date.now();
  await prepareLocalData({ persistTo: STATE });
  console.log(
    `Local D1 prepared from empty (migrations + every seed) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dev = wranglerDev(['--port', String(port), '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
  try {
    await waitFor(`${base}/api/health`);
    for (const search of SEARCHES) await timed(`${base}/api/trains?${search}`); // warm up isolate and SQLite pages

    const trains = [];
    const counts = new Map();
    for (let round = 0; round < ROUNDS; round++) {
      for (const search of SEARCHES) {
        const { ms, count } = await timed(`${base}/api/trains?${search}`);
        trains.push(ms);
        counts.set(search, count);
      }
    }
    const health = [];
    for (let round = 0; round < ROUNDS * 5; round++) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).json();
      health.push(performance.now() - started);
    }
    const stations = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of ['ndls', 'mumbai', 'tirupati', 'del', 'ch'])
        stations.push((await timed(`${base}/api/stations?q=${q}`)).ms);
    }
    console.log(`Trains found: ${[...counts].map(([search, count]) => `${search} ${count}`).join(', ')}`);
    const p50 = report('GET /api/trains', trains);
    report('GET /api/stations?q=', stations);
    report('GET /api/health (no D1; floor)', health);
    console.log(p50 < 20 ? 'PASS  p50 under 20 ms' : 'FAIL  p50 is 20 ms or more');
    if (p50 >= 20) process.exitCode = 1;
  } finally {
    dev.kill('SIGINT');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
