import type { $ZodType, output } from 'zod/v4/core';
import { config } from './config';

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

export const isNetworkError = (error: unknown): error is ApiClientError => error instanceof ApiClientError && error.status === 0;

const networkError = () => new ApiClientError(0, 'network', 'Could not reach the server. Check your connection.');

/**
 * A shared schema, or the promise of one from a lazily loaded module (the catalog's schemas are fetched beside
 * the first answer instead of delaying the first paint). Full zod and zod/mini schemas both fit.
 */
type SchemaOrLoading<S extends $ZodType> = S | PromiseLike<S>;

/** Checks with the schema's standard validator, so this module itself imports no zod code. */
async function validate<S extends $ZodType>(schema: S, body: unknown): Promise<{ ok: true; data: output<S> } | { ok: false }> {
  const result = await schema['~standard'].validate(body);
  return result.issues ? { ok: false } : { ok: true, data: result.value as output<S> };
}

/** An answer read back from elsewhere (a copy kept offline), checked like a fresh one. */
export async function checkAnswer<S extends $ZodType>(schemaOrLoading: SchemaOrLoading<S>, body: unknown): Promise<output<S>> {
  const parsed = await validate(await schemaOrLoading, body);
  if (!parsed.ok) throw new ApiClientError(200, 'bad_response', 'The kept answer no longer fits its schema');
  return parsed.data;
}

/**
 * Reads the answer to one API call: the data checked by its shared schema, or an ApiClientError with the
 * worker's code, message and field errors (status 0 when the network failed). An abort passes through.
 */
export async function readAnswer<S extends $ZodType>(send: () => Promise<Response>, schemaOrLoading: SchemaOrLoading<S>): Promise<output<S>> {
  const schemaReady = Promise.resolve(schemaOrLoading);
  schemaReady.then(undefined, () => undefined); // a failed load is reported below, or not at all if the fetch failed first
  let res: Response;
  try {
    res = await send();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { apiErrorSchema } = await import('#shared/schemas/api-error').catch(() => ({ apiErrorSchema: null }));
    const parsed = apiErrorSchema ? await validate(apiErrorSchema, body) : { ok: false as const };
    if (parsed.ok) {
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
  const parsed = await validate(schema, body);
  if (!parsed.ok) throw new ApiClientError(res.status, 'bad_response', 'The server sent an unexpected answer');
  return parsed.data;
}

type Options = { signal?: AbortSignal; headers?: Record<string, string> };

/** GET an /api path and parse the answer with a shared schema. */
export function apiGet<S extends $ZodType>(path: string, schema: SchemaOrLoading<S>, options: Options = {}) {
  return readAnswer(() => fetch(`${config.apiBase}${path}`, { signal: options.signal, headers: options.headers }), schema);
}

/** POST JSON to an /api path and parse the answer with a shared schema. */
export function apiPost<S extends $ZodType>(path: string, body: unknown, schema: SchemaOrLoading<S>, options: Options = {}) {
  return readAnswer(
    () =>
      fetch(`${config.apiBase}${path}`, {
        method: 'POST',
        signal: options.signal,
        headers: { 'Content-Type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
      }),
    schema,
  );
}
