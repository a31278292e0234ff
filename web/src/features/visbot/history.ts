// The conversation so far, as the assistant takes it: the last turns of what the visitor typed and what
// Visbot answered, so 'which is the cheapest?' refines the previous answer. The greeting, the thinking
// line and error texts are not part of it.
import type { IMessage } from 'react-chatbot-kit/build/src/interfaces/IMessages';
import { CHAT_HISTORY, type ChatTurn } from '#shared/schemas/chat';
import { chat } from '#shared/i18n/en/chat';
import { translateNow } from '../../lib/locale';

export function chatHistory(messages: readonly IMessage[]): ChatTurn[] {
  const t = translateNow(chat);
  const placeholders = new Set([t('thinking'), t('error')]);
  return messages
    .filter((message) => (message.type === 'user' || message.type === 'bot') && message.widget !== 'quickOptions')
    .filter((message) => message.message.trim() && !placeholders.has(message.message))
    .slice(-CHAT_HISTORY.maxTurns)
    .map((message) => ({
      role: message.type as ChatTurn['role'],
      text: message.message.slice(0, CHAT_HISTORY.maxTurnLength),
    }));
}
