import * as z from 'zod';
import { CHAT } from '../constants';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT.maxMessageLength, `Messages are limited to ${CHAT.maxMessageLength} characters`),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A page on this site the reply refers to; only site paths, so a reply can never link elsewhere. */
export const chatLinkSchema = z.object({
  label: z.string().min(1).max(200),
  path: z.string().regex(/^\/[A-Za-z0-9/_?=&-]*$/, 'Links are paths on this site'),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** `reply` is plain text (the spec's field); `links` are the pages it names, shown as buttons below it. */
export const chatReplySchema = z.object({ reply: z.string(), links: z.array(chatLinkSchema).max(6).default([]) });
export type ChatReply = z.infer<typeof chatReplySchema>;
