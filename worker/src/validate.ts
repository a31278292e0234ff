import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './http-error';

// Request validation with the shared zod schemas, as Hono middleware (so the app's type carries each
// route's input for `hono/client`). Every failure is an ApiError: the one error shape, never a 500.

type Failure = { success: boolean; error?: unknown };

/** The zod-validator hook: a failed parse becomes 400 invalid_request with the fields named. */
export const invalidAs =
  (message?: string, status: 400 | 422 = 400) =>
  (result: Failure): void => {
    if (!result.success) throw ApiError.invalid(result.error as z.ZodError, message, status);
  };

/**
 * Validates the JSON body with a shared schema; the handler reads it with `c.req.valid('json')`.
 * Malformed JSON is 400 malformed_json (read here first: the validator's own error has no code). A body that
 * parses but breaks the schema is 400, or 422 where the spec asks for it (bookings).
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S, status: 400 | 422 = 400) {
  const validate = zValidator('json', schema, invalidAs(undefined, status));
  const checked: MiddlewareHandler = async (c, next) => {
    try {
      await c.req.json(); // cached: the validator reads the same parse
    } catch {
      throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON');
    }
    return validate(c, next);
  };
  return checked as typeof validate;
}

/** Validates the query string with a shared schema; the handler reads it with `c.req.valid('query')`. */
export function queryParams<S extends z.ZodType>(schema: S, message = 'Check the search') {
  return zValidator('query', schema, invalidAs(message));
}
