// react-chatbot-kit's action provider: every reply Visbot gives goes through here. The kit creates it
// afresh on each render with its state setter, so it holds no state of its own.
import type {
  createChatBotMessage as CreateBotMessage,
  createClientMessage as CreateClientMessage,
} from 'react-chatbot-kit';
import type { ChatLink, ChatTurn } from '#shared/schemas/chat';
import { askVisbot } from './api';
import { chat } from '#shared/i18n/en/chat';
import { translateNow } from '../../lib/locale';
import { cannedReply, type Topic } from './replies';

type BotMessage = ReturnType<typeof CreateBotMessage>;
type Message = BotMessage | ReturnType<typeof CreateClientMessage>;
type ChatState = { messages: Message[] };
type SetState = (update: (state: ChatState) => ChatState) => void;

export class ActionProvider {
  constructor(
    private readonly createBotMessage: typeof CreateBotMessage,
    private readonly setState: SetState,
    private readonly createClientMessage: typeof CreateClientMessage,
  ) {}

  private add(...messages: Message[]) {
    this.setState((state) => ({ ...state, messages: [...state.messages, ...messages] }));
  }

  private reply(text: string, links: ChatLink[]) {
    this.add(this.createBotMessage(text, links.length ? { widget: 'links', payload: links } : {}));
  }

  greet() {
    this.add(this.createBotMessage(translateNow(chat)('greeting'), { widget: 'quickOptions' }));
  }

  /** A quick option: the visitor's choice as their message, then the canned reply with its link. */
  chooseOption(label: string, topic: Topic) {
    this.add(this.createClientMessage(label, {}));
    this.answerTopic(topic, '');
  }

  answerTopic(topic: Topic, text: string) {
    const { text: reply, links } = cannedReply(topic, text);
    this.reply(reply, links);
  }

  /** Free text: a 'thinking' line at once, replaced by the assistant's reply or the error text. */
  async ask(text: string, history: ChatTurn[] = []) {
    // Shown as text straight away (not behind the kit's loading dots): it is the loading indicator.
    const thinking: BotMessage = { ...this.createBotMessage(translateNow(chat)('thinking'), {}), loading: false };
    this.add(thinking);
    let replacement: BotMessage;
    try {
      const { reply, links } = await askVisbot(text, history);
      replacement = this.createBotMessage(reply, links.length ? { widget: 'links', payload: links } : {});
    } catch {
      replacement = this.createBotMessage(translateNow(chat)('error'), {});
    }
    // A new id, so the placeholder's own timers go with it and the kit shows the reply after its usual delay.
    this.setState((state) => ({
      ...state,
      messages: state.messages.map((message) => (message.id === thinking.id ? replacement : message)),
    }));
  }
}
