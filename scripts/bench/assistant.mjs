// `npm run bench assistant`: how long the embedded assistant takes to answer, and to build its index, on the
// seed catalog. The worker's code runs here in Node's V8 (the engine workerd uses), loaded through Vite so
// the TypeScript needs no build step; inside a Worker the clock is coarse, so CPU time is measured out here.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

const QUESTIONS = [
  'Which Kerala tours do you have under 30,000?',
  'What documents do I need for a Dubai visa?',
  'Do you have any international tours under 60000?',
  'I want to do a winter trek in the Himalayas',
  'How do I apply for a Tatkaal passport?',
  'What is the dress code for Tirumala darshan?',
  'How much foreign cash can I carry abroad? What is the LRS limit?',
  'Can I rent an Innova Crysta with a driver?',
  'What are your office hours?',
  'What is the weather like on Mars?',
];
const ROUNDS = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(3)} ms`;

export async function run() {
  const root = new URL('../..', import.meta.url).pathname;
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (path) => server.ssrLoadModule(path);
    const { buildDocuments } = await load('/worker/src/services/assistant/knowledge.ts');
    const { createKnowledgeIndex } = await load('/worker/src/services/assistant/knowledge-index.ts');
    const { embeddedAnswer } = await load('/worker/src/services/assistant/embedded-answer.ts');
    const { siteSearch } = await load('/worker/src/services/assistant/site-search.ts');
    const { SERVICES } = await load('/shared/services.ts');
    const { FAQ } = await load('/shared/faq.ts');
    const catalog = JSON.parse(readFileSync(`${root}worker/seed/catalog.json`, 'utf8'));

    const builds = [];
    let index;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      index = createKnowledgeIndex(buildDocuments(catalog, SERVICES, FAQ));
      builds.push(performance.now() - started);
    }
    builds.sort((a, b) => a - b);

    // Warm up the JIT the way a busy isolate would be, then time each answer on its own.
    for (const question of QUESTIONS) embeddedAnswer(index, question);
    const answers = [];
    const searches = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of QUESTIONS) {
        let started = performance.now();
        embeddedAnswer(index, question);
        answers.push(performance.now() - started);
        started = performance.now();
        siteSearch(index, question, undefined);
        searches.push(performance.now() - started);
      }
    }
    answers.sort((a, b) => a - b);
    searches.sort((a, b) => a - b);

    console.log(`documents indexed: ${index.docs.length}`);
    console.log(`index build (per catalog version): median ${ms(percentile(builds, 50))}, max ${ms(builds.at(-1))}`);
    console.log(
      `embedded answer (${answers.length} answers): median ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}, p99 ${ms(percentile(answers, 99))}, max ${ms(answers.at(-1))}`,
    );
    console.log(`site search: median ${ms(percentile(searches, 50))}, p95 ${ms(percentile(searches, 95))}`);
    const p95 = percentile(answers, 95);
    console.log(p95 < 10 ? `OK: p95 ${ms(p95)} is under the 10 ms budget` : `OVER BUDGET: p95 ${ms(p95)} exceeds 10 ms`);
    if (p95 >= 10) process.exitCode = 1;
  } finally {
    await server.close();
  }
}
