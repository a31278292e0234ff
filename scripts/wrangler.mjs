// Runs the project's own wrangler (node_modules) with telemetry off. Resolves when it exits 0.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const WRANGLER = require.resolve('wrangler/bin/wrangler.js');

// Offline by design: no telemetry, and no fetch of the Request.cf placeholder from Cloudflare.
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
};

/** @param {string[]} args @param {{ quiet?: boolean, input?: string }} options */
export function wrangler(args, { quiet = false, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      env: quietEnv,
      stdio: [input ? 'pipe' : 'ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    if (input) child.stdin.end(input);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

/** Starts `wrangler dev` in the foreground of this process; returns the child. */
export function wranglerDev(args, stdio = 'inherit') {
  return spawn(process.execPath, [WRANGLER, 'dev', ...args], { env: quietEnv, stdio });
}

/** A free TCP port on loopback, for a `wrangler dev` of a bench. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx (a `wrangler dev` that has started). */
export async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
