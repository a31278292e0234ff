// The chat panel (spec §2, Chat panel): react-chatbot-kit with our config. This module and the kit load on
// the first open only (chat-launcher imports it lazily), so none of it weighs on the first page view.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Chatbot } from 'react-chatbot-kit';
import type IConfig from 'react-chatbot-kit/build/src/interfaces/IConfig';
import 'react-chatbot-kit/build/main.css';
import { ActionProvider } from './action-provider';
import { chatbotConfig } from './chatbot-config';
import { MessageParser } from './message-parser';
import './chat-panel.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Replaces the built configuration (tests check that a broken one shows the kit's own error). */
  config?: IConfig;
};

/** The kit renders a bare input and an icon-only button; give them names and make the log a live region. */
function labelKitElements(root: HTMLElement) {
  root.querySelector('.react-chatbot-kit-chat-input')?.setAttribute('aria-label', 'Message Visbot');
  root.querySelector('.react-chatbot-kit-chat-input')?.setAttribute('maxlength', '1000');
  root.querySelector('.react-chatbot-kit-chat-btn-send')?.setAttribute('aria-label', 'Send');
  const log = root.querySelector('.react-chatbot-kit-chat-message-container');
  log?.setAttribute('role', 'log');
  log?.setAttribute('aria-live', 'polite');
  log?.setAttribute('aria-label', 'Conversation with Visbot');
}

const isPhone = () => window.matchMedia('(max-width: 767px)').matches;

export default function ChatPanel({ open, onClose, config: override }: Props) {
  const ref = useRef<HTMLElement>(null);
  // Built once, so the kit keeps the conversation while the panel is closed and reopened.
  const config = useMemo(
    () => override ?? chatbotConfig({ onClose, onNavigate: () => isPhone() && onClose() }),
    [override, onClose],
  );

  useEffect(() => {
    if (ref.current) labelKitElements(ref.current);
  }, []);

  // Focus moves into the panel whenever it opens.
  useEffect(() => {
    if (!open || !ref.current) return;
    const target =
      ref.current.querySelector<HTMLElement>('.react-chatbot-kit-chat-input') ??
      ref.current.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={ref}
      className="visbot-panel"
      role="dialog"
      aria-modal="false"
      aria-label="Chat with Visbot"
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <Chatbot
        config={config}
        actionProvider={ActionProvider}
        messageParser={MessageParser}
        placeholderText="Ask about tours, visas, tickets…"
        validator={(input: string) => input.trim().length > 0}
      />
    </section>
  );
}
