// The chat panel (spec §2, Chat panel): react-chatbot-kit with our config. This module and the kit load on
// the first open only (chat-launcher imports it lazily), so none of it weighs on the first page view.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Chatbot } from 'react-chatbot-kit';
import type IConfig from 'react-chatbot-kit/build/src/interfaces/IConfig';
import 'react-chatbot-kit/build/main.css';
import { chat } from '#shared/i18n/en/chat';
import type { Translate } from '#shared/i18n/messages';
import { useLocale, useT } from '../../lib/locale';
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

/**
 * The kit renders a bare input and an icon-only button; give them names, draw the button as the site's round
 * icon button, and make the log a live region.
 */
function labelKitElements(root: HTMLElement, t: Translate<(typeof chat)['en']>) {
  root.querySelector('.react-chatbot-kit-chat-input')?.setAttribute('aria-label', t('input'));
  root.querySelector('.react-chatbot-kit-chat-input')?.setAttribute('maxlength', '1000');
  const send = root.querySelector('.react-chatbot-kit-chat-btn-send');
  send?.setAttribute('aria-label', t('send'));
  send?.classList.add('icon-button');
  const log = root.querySelector('.react-chatbot-kit-chat-message-container');
  log?.setAttribute('role', 'log');
  log?.setAttribute('aria-live', 'polite');
  log?.setAttribute('aria-label', t('conversation'));
}

const isPhone = () => window.matchMedia('(max-width: 767px)').matches;

export default function ChatPanel({ open, onClose, config: override }: Props) {
  const ref = useRef<HTMLElement>(null);
  const t = useT(chat);
  const locale = useLocale();
  // Built once per language, so the kit keeps the conversation while the panel is closed and reopened; a new
  // language starts it afresh with the greeting in that language.
  const config = useMemo(
    () => override ?? chatbotConfig({ onClose, onNavigate: () => isPhone() && onClose() }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the config reads the language when built
    [override, onClose, locale],
  );

  useEffect(() => {
    if (ref.current) labelKitElements(ref.current, t);
  }, [t]);

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
      aria-label={t('panel')}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <Chatbot
        key={locale}
        config={config}
        actionProvider={ActionProvider}
        messageParser={MessageParser}
        placeholderText={t('placeholder')}
        validator={(input: string) => input.trim().length > 0}
      />
    </section>
  );
}
