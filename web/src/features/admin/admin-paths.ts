// The console's /api/admin paths. Plain strings rather than the typed client (lib/api.ts): the console also
// needs them as links (attachment downloads, the CSV export) that the browser follows with its cookie.
export const ADMIN_PATHS = {
  status: '/api/admin/status',
  session: '/api/admin/session',
  submissions: '/api/admin/submissions',
  submissionsCsv: '/api/admin/submissions.csv',
  bulkSpam: '/api/admin/submissions/spam',
  figures: '/api/admin/figures',
  submission: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/retry`,
  attachment: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/attachment`,
  catalog: (collection: string) => `/api/admin/catalog/${encodeURIComponent(collection)}`,
  catalogItem: (collection: string, id: string) =>
    `/api/admin/catalog/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
  uploads: '/api/admin/uploads',
  audit: '/api/admin/audit',
} as const;
