import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { forms } from '#shared/i18n/en/forms';
import { useT } from '../lib/locale';
import './consent-field.css';

/**
 * The DPDP Act 2023 consent every form that collects personal data asks for: unticked, linking to /privacy.
 * The form does not send until it is ticked: the check runs before the form's own submit handler (a listener on
 * the form itself, which also works for forms that validate in code with noValidate). No `name`, so the box
 * is never sent as a field.
 */
export function ConsentField() {
  const box = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const t = useT(forms);
  useEffect(() => {
    const input = box.current;
    const form = input?.form;
    if (!input || !form) return;
    const guard = (event: Event) => {
      if (input.checked) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setMissing(true);
      input.focus();
    };
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, []);
  return (
    <div className="consent-field">
      <label className="consent-field__label">
        <input
          ref={box}
          type="checkbox"
          className="consent-field__box"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'consent-missing' : undefined}
          onChange={(event) => event.target.checked && setMissing(false)}
        />
        <span>
          {t('consentBefore')} <Link to="/privacy">{t('privacyNotice')}</Link> {t('consentAfter')}
        </span>
      </label>
      {missing ? (
        <p id="consent-missing" className="field__error" role="alert">
          {t('consentMissing')}
        </p>
      ) : null}
    </div>
  );
}
