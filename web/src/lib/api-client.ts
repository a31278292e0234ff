import type { $ZodType, output } from 'zod/v4/core';
import { apiErrorSchema } from '#shared/schemas/api-error';

/** A failed call: the worker's status, code and message, or status 0 when the network failed. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The worker's X-Request-Id for this answer: what a visitor quotes to us about a failure. */
    readonly requestId?: string,
    /** The whole refusal, for what it carries besides `error` (a 409's stored document). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export const isNetworkError = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && error.status === 0;

/**
 * Hears each refusal before it is thrown: the console's session gate opens its sign-in on a 401 (its session
 * cookie is HttpOnly, so a 401 is the only sign the session ended). Visitors' screens leave it unset.
 */
export const refusals: { heard?: (refusal: ApiClientError) => void } = {};

const networkError = () => new ApiClientError(0, 'network', 'Could not reach the server. Check your connection.');

/**
 * A shared schema, or the promise of one from a lazily loaded module (the catalog's schemas are fetched beside
 * the first answer instead of delaying the first paint). Full zod and zod/mini schemas both fit.
 */
type SchemaOrLoading<S extends $ZodType> = S | PromiseLike<S>;

/** What the client's calls resolve to: a fetch Response (typed by hono/client). */
type Answer = Pick<Response, 'ok' | 'status' | 'json'> & { headers?: Pick<Headers, 'get'> };

/** Checks with the schema's standard validator: full zod and zod/mini schemas alike. */
async function validate<S extends $ZodType>(
  schema: S,
  body: unknown,
): Promise<{ ok: true; data: output<S> } | { ok: false }> {
  const result = await schema['~standard'].validate(body);
  return result.issues ? { ok: false } : { ok: true, data: result.value as output<S> };
}

/** An answer read back from elsewhere (a copy kept offline), checked like a fresh one. */
export async function checkAnswer<S extends $ZodType>(
  schemaOrLoading: SchemaOrLoading<S>,
  body: unknown,
): Promise<output<S>> {
  const parsed = await validate(await schemaOrLoading, body);
  if (!parsed.ok) throw new ApiClientError(200, 'bad_response', 'The kept answer no longer fits its schema');
  return parsed.data;
}

/**
 * Reads the answer to one API call: the data checked by its shared schema, or an ApiClientError with the
 * worker's code, message and field errors (status 0 when the network failed). An abort passes through.
 */
export async function readAnswer<S extends $ZodType>(
  send: () => Promise<Answer>,
  schemaOrLoading: SchemaOrLoading<S>,
): Promise<output<S>> {
  const schemaReady = Promise.resolve(schemaOrLoading);
  schemaReady.then(undefined, () => undefined); // a failed load is reported below, or not at all if the fetch failed first
  let res: Answer;
  try {
    res = await send();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const requestId = res.headers?.get('X-Request-Id') ?? undefined;
    const parsed = await validate(apiErrorSchema, body);
    const error = parsed.ok
      ? parsed.data.error
      : { code: 'http_error', message: `The server answered ${res.status}`, fields: undefined };
    const refusal = new ApiClientError(res.status, error.code, error.message, error.fields, requestId, body);
    refusals.heard?.(refusal);
    throw refusal;
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
