import * as z from 'zod/mini';

/** The one error body the worker sends: `{ error: { code, message, fields? } }`. zod/mini: the browser reads it. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
