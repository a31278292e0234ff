import { forms } from '#shared/i18n/en/forms';
import { useTurnstile } from '../lib/turnstile';
import './form-status.css';
import { useT } from '../lib/locale';

type Props = {
  label: string;
  /** While a submit is on its way the button is disabled and says so (`submittingLabel`). */
  submitting?: boolean;
  submittingLabel?: string;
  /** The form posts to a route that checks Turnstile: the widget (when it is on) sits above the button. */
  botCheck?: boolean;
  className?: string;
};

/** The full-width primary button that sends a form. */
export function SubmitButton({ label, submitting = false, submittingLabel, botCheck = false, className }: Props) {
  const t = useT(forms);
  // With Turnstile off (the default) this is null and nothing renders; see lib/turnstile.ts.
  const turnstile = useTurnstile();
  return (
    <>
      {botCheck && turnstile ? <div className="turnstile" ref={turnstile} /> : null}
      <button
        type="submit"
        className={['button button--primary button--block submit-button', className ?? ''].filter(Boolean).join(' ')}
        disabled={submitting}
      >
        {submitting ? (submittingLabel ?? t('submitting')) : label}
      </button>
    </>
  );
}
