// `npm run bench assistant`: how well and how fast the embedded assistant answers, on the seed catalog.
// Hit rate over the visitor question set (worker/test/fixtures/assistant-questions.ts, the same set the worker test
// runs) and over the three held-out sets, with every miss and why; then latency. Inside a Worker the clock is
// coarse, so the assistant runs here in Node (helpers/embedded-assistant.mjs) and CPU time is measured here.
import { availableParallelism, loadavg } from 'node:os';
import { withEmbeddedAssistant } from './helpers/embedded-assistant.mjs';
import { percentile } from './helpers/percentile.mjs';

const ROUNDS = 20;
const ANSWER_BUDGET_MS = 5;
const BUILD_BUDGET_MS = 50;

/** CPU milliseconds this process spent since `start` (a process.cpuUsage() reading). */
const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const ms = (value) => `${value.toFixed(3)} ms`;

/** Answers each case (its earlier turns first, as the chat panel sends them) and checks its rule. */
function score(name, cases, answer, facts) {
  const misses = [];
  for (const item of cases) {
    const result = answer(item.ask, item.history ?? []);
    const verdict = item.rule(result, facts);
    if (verdict !== true) misses.push({ item, verdict, result });
  }
  const hits = cases.length - misses.length;
  console.log(`${name}: ${hits}/${cases.length} hit (${((100 * hits) / cases.length).toFixed(1)}%)`);
  for (const { item, verdict, result } of misses) {
    const asked = [...(item.history ?? []), item.ask].map((text) => JSON.stringify(text)).join(' → ');
    console.log(
      `  MISS ${asked}: ${verdict}\n       ${result.reply.split('\n').slice(0, 3).join(' | ').slice(0, 220)}`,
    );
  }
  return hits / cases.length;
}
export async function run() {
  await withEmbeddedAssistant(async ({ load, catalog, buildIndex, embeddedAnswer }) => {
    const { siteSearch } = await load('/worker/src/services/assistant/site-search.ts');
    const { QUESTIONS, HELD_OUT, HELD_OUT_2, HELD_OUT_3, catalogFacts } = await load(
      '/worker/test/fixtures/assistant-questions.ts',
    );

    const builds = [];
    const buildsCpu = [];
    let index;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      index = buildIndex();
      buildsCpu.push(cpuMs(cpu));
      builds.push(performance.now() - started);
    }
    builds.sort((a, b) => a - b);
    buildsCpu.sort((a, b) => a - b);

    const facts = catalogFacts(catalog);
    const ask = (text, history) => embeddedAnswer(index, text, history);
    // The goal holds on every set: the one developed against and the three written before tuning for them.
    const rate = Math.min(
      score('question set', QUESTIONS, ask, facts),
      score('held-out questions (never tuned against)', HELD_OUT, ask, facts),
      score('second held-out set (unseen when written)', HELD_OUT_2, ask, facts),
      score('third held-out set (unseen when written)', HELD_OUT_3, ask, facts),
    );

    // Warm up the JIT the way a busy isolate would be, then time each answer on its own.
    const all = [...QUESTIONS, ...HELD_OUT, ...HELD_OUT_2, ...HELD_OUT_3];
    for (const item of all) ask(item.ask, item.history ?? []);
    const answers = [];
    const answersCpu = [];
    const searches = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const item of all) {
        let started = performance.now();
        const cpu = process.cpuUsage();
        ask(item.ask, item.history ?? []);
        answersCpu.push(cpuMs(cpu));
        answers.push(performance.now() - started);
        started = performance.now();
        siteSearch(index, item.ask, undefined);
        searches.push(performance.now() - started);
      }
    }
    answers.sort((a, b) => a - b);
    answersCpu.sort((a, b) => a - b);
    searches.sort((a, b) => a - b);

    console.log(`documents indexed: ${index.docs.length}`);
    console.log(`machine load (1 min average): ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
    console.log(
      `index build (per catalog version): wall median ${ms(percentile(builds, 50))}, max ${ms(builds.at(-1))}; CPU median ${ms(percentile(buildsCpu, 50))}`,
    );
    console.log(
      `embedded answer incl. understanding (${answers.length} answers): wall median ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}, p99 ${ms(percentile(answers, 99))}, max ${ms(answers.at(-1))}`,
    );
    console.log(
      `  CPU time: median ${ms(percentile(answersCpu, 50))}, p95 ${ms(percentile(answersCpu, 95))}, p99 ${ms(percentile(answersCpu, 99))}`,
    );
    console.log(`site search: median ${ms(percentile(searches, 50))}, p95 ${ms(percentile(searches, 95))}`);
    // On a shared, busy machine wall time includes waiting for a core; CPU time is the work an answer costs.
    const p95 = Math.min(percentile(answers, 95), percentile(answersCpu, 95));
    const build = Math.min(percentile(builds, 50), percentile(buildsCpu, 50));
    const ok = rate >= 0.97 && p95 <= ANSWER_BUDGET_MS && build <= BUILD_BUDGET_MS;
    console.log(
      `${ok ? 'OK' : 'OVER BUDGET'}: lowest hit rate of the four sets ${(100 * rate).toFixed(1)}% (goal 97%), answer p95 ${ms(p95)} (goal ${ANSWER_BUDGET_MS} ms), index build ${ms(build)} (goal ${BUILD_BUDGET_MS} ms)`,
    );
    if (!ok) process.exitCode = 1;
  });
}
