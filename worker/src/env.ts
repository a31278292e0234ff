// Bindings and variables of the Worker (wrangler.toml + .dev.vars). Every variable is optional:
// unset means the embedded default for that part.
export type Env = {
  ASSETS: Fetcher;
  DB: D1Database;
  FILES: R2Bucket;
  SUBMIT_LIMITER?: RateLimit;
  CHAT_LIMITER?: RateLimit;
  /** Per-client limit of /api/trains and /api/stations. */
  TRAINS_LIMITER?: RateLimit;
  /** Workers AI, when bound in wrangler.toml. */
  AI?: Ai;

  ALLOWED_ORIGINS?: string;

  FIREBASE_PROJECT_ID?: string;
  FIREBASE_API_KEY?: string;
  FIREBASE_DATABASE_ID?: string;

  FORWARD_WEBHOOK_URL?: string;
  FORWARD_WEBHOOK_SECRET?: string;
  /** 'sheet' when the webhook appends rows to a spreadsheet: text that starts like a formula is escaped. */
  FORWARD_WEBHOOK_STYLE?: string;
  /** The site's public origin (https://…): forwarded download links are built on it, never on a request's Host. */
  PUBLIC_ORIGIN?: string;
  /** Signs the download links of forwarded attachments (its own key, not the webhook's). No links without it. */
  DOWNLOAD_LINK_SECRET?: string;
  /** Hours a download link stays valid (default 72). */
  DOWNLOAD_LINK_TTL_HOURS?: string;
  ADMIN_TOKEN?: string;

  RATES_API_URL?: string;
  RATES_FALLBACK_URL?: string;

  TRAIN_API_KEY?: string;
  TRAIN_API_HOST?: string;
  TRAIN_API_URL?: string;
  /** Milliseconds to wait for the train API before answering with a timeout message (default 8000). */
  TRAIN_API_TIMEOUT_MS?: string;
  /** Calls to the train API per minute, all clients together (default 30); past it the timetable answers. */
  TRAIN_API_MAX_PER_MINUTE?: string;

  /** Cloudflare Turnstile: when set, the four forms and lead records need a token (header CF-Turnstile-Response). */
  TURNSTILE_SECRET_KEY?: string;
  /** Where Turnstile's siteverify lives (tests stand in for it). */
  TURNSTILE_VERIFY_URL?: string;

  /** Days a stored request (row and file) is kept before the scheduled job deletes it (default 180). */
  RETENTION_DAYS?: string;

  AI_API_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
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
