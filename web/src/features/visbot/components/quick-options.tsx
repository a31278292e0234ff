import { chat } from '#shared/i18n/en/chat';
import type { ActionProvider } from '../action-provider';
import { QUICK_OPTIONS } from '../replies';
import { useT } from '../../../lib/locale';

/** The three quick options under the greeting. */
export function QuickOptions({ actionProvider }: { actionProvider: ActionProvider }) {
  const t = useT(chat);
  return (
    <div className="visbot-options" role="group" aria-label={t('quickOptions')}>
      {QUICK_OPTIONS.map((option) => (
        <button
          key={option.topic}
          type="button"
          className="visbot-option"
          onClick={() => actionProvider.chooseOption(t(option.label), option.topic)}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
