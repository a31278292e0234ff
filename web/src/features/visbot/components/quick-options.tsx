import type { ActionProvider } from '../action-provider';
import { QUICK_OPTIONS } from '../replies';

/** The three quick options under the greeting. */
export function QuickOptions({ actionProvider }: { actionProvider: ActionProvider }) {
  return (
    <div className="visbot-options" role="group" aria-label="Quick options">
      {QUICK_OPTIONS.map((option) => (
        <button
          key={option.topic}
          type="button"
          className="visbot-option"
          onClick={() => actionProvider.chooseOption(option.label, option.topic)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
