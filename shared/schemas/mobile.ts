// zod/mini: the package page checks a call-back number as the visitor presses 'Enquire on WhatsApp', and full
// zod would add about 13 KB gzip to that screen's first load.
import * as z from 'zod/mini';
import { stripInvisible } from '../invisible';
import { normalizePhone } from '../phone';

const INDIAN_MOBILE_MESSAGE = 'Enter a 10-digit Indian mobile number, e.g. 98400 12345';

/** An Indian mobile (10 digits from 6 to 9, with or without +91 / 0), normalised to '+91XXXXXXXXXX'. */
export const indianMobile = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const normalized = normalizePhone(stripInvisible(value).trim());
    if (!normalized || !/^\+91[6-9]\d{9}$/.test(normalized)) {
      ctx.issues.push({ code: 'custom', message: INDIAN_MOBILE_MESSAGE, input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);
