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
  leads: '/api/leads',
  admin: {
    status: '/api/admin/status',
    session: '/api/admin/session',
    submissions: '/api/admin/submissions',
    submissionsCsv: '/api/admin/submissions.csv',
    submission: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`,
    retry: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/retry`,
    attachment: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/attachment`,
    catalog: (collection: string) => `/api/admin/catalog/${encodeURIComponent(collection)}`,
    catalogItem: (collection: string, id: string) =>
      `/api/admin/catalog/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
    uploads: '/api/admin/uploads',
    audit: '/api/admin/audit',
  },
} as const;
