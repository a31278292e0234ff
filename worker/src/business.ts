import { BUSINESS_VARIABLES, businessFrom, type Business } from '#shared/business';
import type { Env } from './env';

let last: { key: string; business: Business; version: string } | undefined;

/** FNV-1a of the settings, so caches of pages that show them change with them. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Who we are (shared/business.ts) with the worker's BUSINESS_* variables applied: the same facts the web build
 * was given. Throws, naming the variable, when a setting is invalid (index.ts checks it as the isolate starts).
 */
export function businessOf(env: Env): Business {
  return settingsOf(env).business;
}

/** A short name for the settings in force: pages cached with one set are not served under another. */
export function businessVersion(env: Env): string {
  return settingsOf(env).version;
}

function settingsOf(env: Env) {
  const variables = env as unknown as Record<string, string | undefined>;
  const key = BUSINESS_VARIABLES.map((name) => variables[name] ?? '').join('\u0000');
  if (last?.key !== key) last = { key, business: businessFrom(variables), version: fingerprint(key) };
  return last;
}
