import { Hono } from 'hono';
import type { AppEnv, Env } from '../env';
import { catalogEditing } from '../catalog/editing';
import { providerFor } from '../services/assistant/llm-provider';
import { catalogStoreFor } from '../catalog/store';

/** Which backend each part uses, so an operator can see the configuration at a glance. Never a secret. */
export function backends(env: Env) {
  return {
    catalog: catalogStoreFor(env).backend,
    // Whether the console's catalog editor can write (Firestore is edited in the Firebase console).
    catalogEditing: catalogEditing(env).editable ? 'editable' : 'read-only',
    submissions: env.FORWARD_WEBHOOK_URL ? 'd1+r2, forwarded to webhook' : 'd1+r2',
    rates: env.RATES_API_URL ? 'hosted (configured)' : 'hosted (public default) with reference snapshot',
    trains: env.TRAIN_API_KEY ? 'hosted' : 'embedded',
    // The same choice the assistant makes, so a half-configured model shows as 'embedded'.
    assistant: providerFor(env, fetch)?.name ?? 'embedded',
  } as const;
}

export const healthRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json({ status: 'ok', backends: backends(c.env) }, 200, { 'Cache-Control': 'no-store' }),
);
