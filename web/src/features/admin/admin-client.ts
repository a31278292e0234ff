import type { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/api-error';
import { config } from '../../lib/config';
import { ADMIN_PATHS } from './admin-paths';

/** A refused or failed console call: the worker's status, code, message and field messages, and its body. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

// The session lives in an HttpOnly cookie the page never sees. Any call answered 401 means it ended
// (expired, signed out elsewhere): the console listens and asks for the token again over the current screen.
const expiryListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

type Init = { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

/** The full URL of a console path (links for downloads and CSV use it too). */
export const adminUrl = (path: string) => `${config.apiBase}${path}`;

/** Sends one console request; answers the raw response when it is a success (2xx). */
export async function adminRequest(path: string, init: Init = {}): Promise<Response> {
  const isForm = init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(adminUrl(path), {
      method: init.method ?? 'GET',
      signal: init.signal,
      credentials: config.apiBase ? 'include' : 'same-origin',
      headers: {
        ...(init.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new AdminError(0, 'network', 'Could not reach the server. Check the connection and try again.');
  }
  if (res.ok) return res;
  const body: unknown = await res.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  const error = parsed.success
    ? new AdminError(res.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields, body)
    : new AdminError(res.status, 'http_error', `The server answered ${res.status}.`, {}, body);
  if (res.status === 401 && path !== ADMIN_PATHS.session) for (const listener of expiryListeners) listener();
  throw error;
}

/** A console call whose JSON answer is parsed with the shared schema. */
export async function adminJson<S extends z.ZodType>(path: string, schema: S, init: Init = {}): Promise<z.output<S>> {
  const res = await adminRequest(path, init);
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new AdminError(res.status, 'bad_response', 'The server sent an unexpected answer.');
  return parsed.data;
}
