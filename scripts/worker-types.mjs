// `npm run types`: writes the worker's binding and variable types (worker/worker-configuration.d.ts) from
// wrangler.toml and .dev.vars.example. With --check (run by `npm run typecheck`) it writes nothing and fails
// when the committed file differs from what they give, so a new binding or variable cannot drift.
// (wrangler's own `types --check` ignores --env-file, so it cannot check the variables.)
import { readFileSync, rmSync } from 'node:fs';
import { wrangler } from './wrangler.mjs';

const TARGET = 'worker/worker-configuration.d.ts';
const generate = (path) =>
  wrangler(['types', path, '--include-runtime=false', '--env-file', '.dev.vars.example'], { quiet: true });
// The first lines name the command and output path, which differ between a check and the real run.
const body = (path) => readFileSync(path, 'utf8').split('\n').slice(2).join('\n');

if (process.argv.includes('--check')) {
  // Beside the real file, so the relative import path it writes is the same.
  const fresh = 'worker/.worker-configuration.check.d.ts';
  try {
    await generate(fresh);
    if (body(fresh) !== body(TARGET)) {
      console.error(`${TARGET} is out of date with wrangler.toml or .dev.vars.example: run \`npm run types\`.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(fresh, { force: true });
  }
} else {
  await generate(TARGET);
  console.log(`Wrote ${TARGET}`);
}
