import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { fieldErrors } from '#shared/schemas/common';

/** An error that becomes the one JSON error shape `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A 429 that says when to come back (every 429 carries Retry-After). */
  static tooMany(code: string, message: string, retryAfterS: number): ApiError {
    return new ApiError(429, code, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterS))) });
  }

  /** A failed parse (zod or zod/mini, e.g. the catalog schemas) as a 400 (or 422) with the fields named. */
  static invalid(error: z.core.$ZodError, message = 'Some fields need attention', status: 400 | 422 = 400): ApiError {
    const fields = fieldErrors(error);
    const first = Object.values(fields)[0];
    return new ApiError(status, 'invalid_request', first ? `${message}: ${first}` : message, fields);
  }

  get body() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
