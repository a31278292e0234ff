import { chatReplySchema, type ChatReply } from '#shared/schemas/chat';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** Asks the worker's assistant; throws on a non-ok answer or a network failure. */
export function askVisbot(message: string): Promise<ChatReply> {
  return readAnswer(() => api['get-ai-response'].$post({ json: { message } }), chatReplySchema);
}
