import { z } from 'zod';
import { CHAT } from '../constants';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT.maxMessageLength, `Messages are limited to ${CHAT.maxMessageLength} characters`),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export const chatReplySchema = z.object({ reply: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;
