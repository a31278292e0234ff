// The kit's configuration: the greeting with its quick options, our header and avatars, and the widgets.
import { createChatBotMessage } from 'react-chatbot-kit';
import type IConfig from 'react-chatbot-kit/build/src/interfaces/IConfig';
import type { ChatLink } from '#shared/schemas/chat';
import type { ActionProvider } from './action-provider';
import { QuickOptions } from './components/quick-options';
import { ReplyLinks } from './components/reply-links';
import { chat } from '#shared/i18n/en/chat';
import { translateNow } from '../../lib/locale';
import { Icon } from '../../components/icon';

type WidgetProps = { actionProvider: ActionProvider; payload?: ChatLink[]; onNavigate?: () => void };

export function chatbotConfig({ onClose, onNavigate }: { onClose: () => void; onNavigate: () => void }): IConfig {
  const t = translateNow(chat);
  return {
    botName: 'Visbot',
    initialMessages: [createChatBotMessage(t('greeting'), { widget: 'quickOptions' })],
    customComponents: {
      header: () => (
        <div className="visbot-header">
          <span className="visbot-avatar visbot-avatar--large" aria-hidden="true">
            V
          </span>
          <div className="visbot-header__text">
            <h2 className="visbot-header__title">Visbot</h2>
            <p className="visbot-header__subtitle">{t('subtitle')}</p>
          </div>
          <button
            type="button"
            className="icon-button visbot-header__close"
            onClick={onClose}
            aria-label={t('closeChat')}
          >
            <Icon name="close" strokeWidth={2} />
          </button>
        </div>
      ),
      botAvatar: () => (
        <span className="visbot-avatar" aria-hidden="true">
          V
        </span>
      ),
    },
    widgets: [
      {
        widgetName: 'quickOptions',
        widgetFunc: (props: WidgetProps) => <QuickOptions {...props} />,
        props: {},
        mapStateToProps: [],
      },
      {
        widgetName: 'links',
        widgetFunc: (props: WidgetProps) => <ReplyLinks payload={props.payload} onNavigate={onNavigate} />,
        props: {},
        mapStateToProps: [],
      },
    ],
  };
}
