// react-chatbot-kit's message parser: decides what a typed message gets (spec §7, chat keywords).
import type { ActionProvider } from './action-provider';
import { routeMessage } from './replies';

export class MessageParser {
  constructor(private readonly actions: ActionProvider) {}

  parse(text: string) {
    const route = routeMessage(text);
    if (route.kind === 'canned') this.actions.answerTopic(route.topic, text);
    else if (route.kind === 'greeting') this.actions.greet();
    else if (route.kind === 'assistant') void this.actions.ask(text.trim());
  }
}
