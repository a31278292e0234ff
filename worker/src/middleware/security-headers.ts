import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers for API answers. They are JSON, never documents, so the policy allows nothing to load.
 * The site's own pages get their policy from web/public/_headers (static assets skip the Worker).
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-site',
  // A route that sets its own policy (an attachment previewed inline) keeps it.
  overwrite: false,
});
