import { bodyLimit } from 'hono/body-limit';
import { ATTACHMENT_MAX_BYTES } from '#shared/constants';
import { ApiError } from '../http-error';

const tooLarge = (limit: string) => () => {
  throw new ApiError(413, 'payload_too_large', `The request is too large (limit ${limit})`);
};

/** Ordinary JSON requests: a search, a chat message. */
export const smallBody = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge('64 KB') });

/** Requests that carry one base64 attachment (4/3 of its size) plus the form fields. */
export const attachmentBody = bodyLimit({
  maxSize: Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024,
  onError: tooLarge('5 MB file'),
});
