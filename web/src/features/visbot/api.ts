import { chatReplySchema, chatRequestSchema, type ChatReply, type ChatTurn } from '#shared/schemas/chat';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** The site's language when it is Tamil or Hindi (`<html lang>`), so a Latin-letter question is answered in it. */
const siteLanguage = () => {
  const lang = document.documentElement.lang;
  return lang === 'ta' || lang === 'hi' ? { lang } : {};
};

/** Asks the worker's assistant, with the conversation so far when there is one; throws on a non-ok answer or a network failure. */
export function askVisbot(message: string, history: ChatTurn[] = []): Promise<ChatReply> {
  const json = chatRequestSchema.parse({ message, ...(history.length ? { history } : {}), ...siteLanguage() });
  return readAnswer(() => api['get-ai-response'].$post({ json }), chatReplySchema);
}
