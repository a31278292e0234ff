import { hc } from 'hono/client';
import type { AppType } from '#api-type';
import { config } from './config';

/**
 * The typed API client: every path, parameter and body comes from the worker's routes (its AppType), so a
 * renamed route or a changed query fails the web typecheck. Path parameters are not encoded by the client:
 * pass them through `segment`.
 */
export const api = hc<AppType>(config.apiBase).api;

/** One path segment, encoded ('a/b?c' must not change the path). */
export const segment = (value: string) => encodeURIComponent(value);
