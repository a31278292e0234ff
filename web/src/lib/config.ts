import { DARSHAN, DEFAULT_WHATSAPP_NUMBER } from '#shared/constants';

// Build-time settings (VITE_*). Public by nature: nothing secret belongs here.
const env = import.meta.env;

export const config = {
  /** Where /api lives. Empty: the same origin (the Worker serves both). Set it for a Pages-only deployment. */
  apiBase: (env.VITE_API_BASE ?? '').replace(/\/$/, ''),
  /** BUSINESS_WHATSAPP_NUMBER at build time (shared/business.ts): the same number the worker's pages use. */
  whatsappNumber: DEFAULT_WHATSAPP_NUMBER,
  darshanWindow: {
    from: env.VITE_DARSHAN_FROM || DARSHAN.defaultWindow.from,
    to: env.VITE_DARSHAN_TO || DARSHAN.defaultWindow.to,
  },
} as const;
