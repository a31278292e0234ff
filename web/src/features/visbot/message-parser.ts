// react-chatbot-kit's message parser: decides what a typed message gets (spec §7, chat keywords).
import type { IMessage } from 'react-chatbot-kit/build/src/interfaces/IMessages';
import type { ActionProvider } from './action-provider';
import { chatHistory } from './history';
import { routeMessage } from './replies';

/** The kit builds a parser on every render with the conversation as it was before the new message. */
export class MessageParser {
  constructor(
    private readonly actions: ActionProvider,
    private readonly state: { messages: IMessage[] } = { messages: [] },
  ) {}

  parse(text: string) {
    const route = routeMessage(text);
    if (route.kind === 'canned') this.actions.answerTopic(route.topic, text);
    else if (route.kind === 'greeting') this.actions.greet();
    else if (route.kind === 'assistant') void this.actions.ask(text.trim(), chatHistory(this.state.messages));
  }
}
