// Every /api path the web calls and the worker serves, in one place.
export const API = {
  health: '/api/health',
  catalog: (collection: string) => `/api/catalog/${encodeURIComponent(collection)}`,
  catalogItem: (collection: string, id: string) =>
    `/api/catalog/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
  trains: '/api/trains',
  train: (trainNumber: string) => `/api/trains/${encodeURIComponent(trainNumber)}`,
  stations: '/api/stations',
  rates: '/api/rates',
  proxy: (kind: 'visa' | 'passport' | 'forex' | 'contact') => `/api/proxy/${kind}`,
  chat: '/api/get-ai-response',
  search: '/api/search',
} as const;
