// Bindings and variables of the Worker. Their names and binding types are generated from wrangler.toml and
// .dev.vars.example by `npm run types` (worker/worker-configuration.d.ts); `npm run typecheck` fails when that
// file drifts, so a new binding or variable is declared in one of those two places, never here.
// Every variable is optional at run time: unset means the embedded default for that part.
type Generated = Cloudflare.Env;
type VariableName = { [K in keyof Generated]: Generated[K] extends string ? K : never }[keyof Generated];

export type Env = Omit<Generated, VariableName> &
  Partial<Record<VariableName, string>> & {
    /** Workers AI, when an [ai] binding named AI is added to wrangler.toml. */
    AI?: Ai;
  };

/**
 * What the app takes from outside besides bindings, so tests can stand in for upstream services:
 * every upstream client calls `deps.fetch`, never the global one.
 */
export type Deps = {
  fetch: typeof fetch;
  now: () => Date;
  /** Random bytes (reference ids); tests force collisions with it. */
  random: (length: number) => Uint8Array;
};

/** Hands work that must not delay the visitor's answer (cache writes, forwarding) to waitUntil (after-response.ts). */
export type Defer = (work: Promise<unknown>) => void;

export type AppEnv = { Bindings: Env; Variables: { requestId: string; deps: Deps; defer: Defer } };

/**
 * Admin routes also know who is acting: `person` (services/admin/staff.ts), `actor` as the audit log says it
 * ('Priya', 'Priya (script)' with a bearer token), and when a session ends.
 */
export type AdminEnv = {
  Bindings: Env;
  Variables: AppEnv['Variables'] & { actor: string; person: string; sessionExpiresAt: string | null };
};
