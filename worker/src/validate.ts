import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './http-error';

/** Parses the JSON body with a shared schema; malformed JSON or a bad field is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw ApiError.invalid(parsed.error);
  return parsed.data;
}

/** Parses the query string with a shared schema (400 with field messages when it does not fit). */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw ApiError.invalid(parsed.error, 'Check the search');
  return parsed.data;
}
