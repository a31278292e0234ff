import { chatReplySchema, chatRequestSchema, type ChatReply, type ChatTurn } from '#shared/schemas/chat';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** Asks the worker's assistant, with the conversation so far when there is one; throws on a non-ok answer or a network failure. */
export function askVisbot(message: string, history: ChatTurn[] = []): Promise<ChatReply> {
  const json = chatRequestSchema.parse(history.length ? { message, history } : { message });
  return readAnswer(() => api['get-ai-response'].$post({ json }), chatReplySchema);
}
