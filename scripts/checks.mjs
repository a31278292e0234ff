// `npm test`'s first step: lint and typecheck side by side. Each is one single-threaded process (eslint and
// prettier, then tsc project by project), so on a two-core CI machine together they take about as long as the
// typecheck alone, not the sum. Each one's output is printed whole when it ends, never interleaved.
import { spawn } from 'node:child_process';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} script @returns {Promise<{ script: string, code: number, output: string, seconds: number }>} */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(NPM, ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      const result = { script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 };
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      console.log(`• npm run ${script}: ${verdict} in ${result.seconds.toFixed(0)} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(result);
    });
  });
}

const results = await Promise.all(['lint', 'typecheck'].map(run));
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
