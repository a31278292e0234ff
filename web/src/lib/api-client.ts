import type { z } from 'zod';
import { config } from './config';
import { renewTurnstile, turnstileHeaders } from './turnstile';

/** A failed call: the worker's status, code and message, or status 0 when the network failed. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

const networkError = () => new ApiClientError(0, 'network', 'Could not reach the server. Check your connection.');

type Options = { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * A schema, or the promise of one from a lazily loaded module: the home page passes a promise, so zod is
 * fetched beside the first answer instead of delaying the first paint.
 */
type SchemaOrLoading<S> = S | PromiseLike<S>;

async function call<S extends z.ZodType>(path: string, schemaOrLoading: SchemaOrLoading<S>, init: RequestInit): Promise<z.output<S>> {
  const schemaReady = Promise.resolve(schemaOrLoading);
  schemaReady.catch(() => undefined); // a failed load is reported below, or not at all if the fetch failed first
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}${path}`, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = await import('#shared/schemas/common').then(({ apiErrorSchema }) => apiErrorSchema.safeParse(body), () => null);
    if (parsed?.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiClientError(res.status, code, message, fields);
    }
    throw new ApiClientError(res.status, 'http_error', `The server answered ${res.status}`);
  }
  let schema: S;
  try {
    schema = await schemaReady;
  } catch {
    throw networkError(); // the schema's chunk could not be fetched: the network went away meanwhile
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiClientError(res.status, 'bad_response', 'The server sent an unexpected answer');
  return parsed.data;
}

/** GET an /api path and parse the answer with a shared schema. */
export function apiGet<S extends z.ZodType>(path: string, schema: SchemaOrLoading<S>, options: Options = {}) {
  return call(path, schema, { signal: options.signal, headers: options.headers });
}

/** POST JSON to an /api path and parse the answer with a shared schema. */
export function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: SchemaOrLoading<S>, options: Options = {}) {
  return call(path, schema, {
    method: 'POST',
    signal: options.signal,
    headers: { 'Content-Type': 'application/json', ...turnstileHeaders(path), ...options.headers },
    body: JSON.stringify(body),
  }).finally(() => renewTurnstile(path));
}
