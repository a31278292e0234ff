import { API } from '#shared/api-paths';
import { chatReplySchema, type ChatReply } from '#shared/schemas/chat';
import { apiPost } from '../../lib/api-client';

/** Asks the worker's assistant; throws on a non-ok answer or a network failure. */
export function askVisbot(message: string): Promise<ChatReply> {
  return apiPost(API.chat, { message }, chatReplySchema);
}
