import * as z from 'zod';
import { CHAT } from '../constants';

/** How much of the conversation a follow-up may send: the last turns only, each of bounded length. */
export const CHAT_HISTORY = { maxTurns: 10, maxTurnLength: 2000 } as const;

/** One earlier turn: what the visitor wrote or what Visbot answered. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'bot'], { error: 'role must be user or bot' }),
  text: z
    .string({ error: 'text must be text' })
    .max(CHAT_HISTORY.maxTurnLength, `Each earlier message is limited to ${CHAT_HISTORY.maxTurnLength} characters`),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** The site's languages: a question in Latin letters is answered in the one the site is shown in. */
export const CHAT_LANGUAGES = ['en', 'ta', 'hi'] as const;
export type Language = (typeof CHAT_LANGUAGES)[number];

export const chatRequestSchema = z.object({
  /** The conversation so far, oldest first, so 'which is the cheapest?' refines the previous answer. */
  history: z
    .array(chatTurnSchema, { error: 'history must be a list of earlier messages' })
    .max(CHAT_HISTORY.maxTurns, `history is limited to the last ${CHAT_HISTORY.maxTurns} messages`)
    .optional(),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT.maxMessageLength, `Messages are limited to ${CHAT.maxMessageLength} characters`),
  /** The site's language, optional: Tamil or Hindi script in the message decides first. */
  lang: z.enum(CHAT_LANGUAGES, { error: 'lang must be en, ta or hi' }).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A page on this site the reply refers to; only site paths, so a reply can never link elsewhere. */
export const chatLinkSchema = z.object({
  label: z.string().min(1).max(200),
  path: z.string().regex(/^\/[A-Za-z0-9/_?=&%.-]*$/, 'Links are paths on this site'),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** `reply` is plain text (the spec's field); `links` are the pages it names, shown as buttons below it. */
export const chatReplySchema = z.object({ reply: z.string(), links: z.array(chatLinkSchema).max(6).default([]) });
export type ChatReply = z.infer<typeof chatReplySchema>;
