import { forms } from '#shared/i18n/en/forms';
import type { ReactNode } from 'react';
import './field.css';
import { useT } from '../lib/locale';
import { useValidationText } from '../lib/use-validation-text';

/** What a field's control spreads: its id and how it names its hint and error to screen readers. */
export type ControlProps = {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Props = {
  id: string;
  label: ReactNode;
  /** Marks the label "(optional)" where most of a form is required. */
  optional?: boolean;
  hint?: ReactNode;
  /** A hint that warns about what was typed (a past date): drawn as a warning and announced. */
  warning?: boolean;
  error?: string | null;
  /** Another element that explains the control (a fieldset's "why we ask"), named before the hint. */
  describedBy?: string;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean;
  className?: string;
  /**
   * The label names the control with aria-labelledby (`{id}-label`) instead of `for`, for a control that
   * draws its own clickable label (the file picker).
   */
  labelledBy?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One field of any form: its label (with the optional mark), the control the caller draws, its hint and its
 * error, all tied together by ids (`{id}-hint`, `{id}-error`) so screen readers hear them with the control.
 */
export function Field(props: Props) {
  const t = useT(forms);
  const { id, label, optional, hint, warning, error, describedBy, wide, className, labelledBy, children } = props;
  const described = [describedBy, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const labelText = (
    <>
      {label}
      {optional ? <span className="field__optional"> {t('optional')}</span> : null}
    </>
  );
  return (
    <div className={['field', wide ? 'field--wide' : '', className ?? ''].filter(Boolean).join(' ')}>
      {labelledBy ? (
        <span className="field__label" id={`${id}-label`}>
          {labelText}
        </span>
      ) : (
        <label className="field__label" htmlFor={id}>
          {labelText}
        </label>
      )}
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <span
          className={`field__hint${warning ? ' field__hint--warning' : ''}`}
          id={`${id}-hint`}
          role={warning ? 'status' : undefined}
        >
          {hint}
        </span>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** An error with the id a control names in aria-describedby (`{id}-error`); nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const text = useValidationText();
  return error ? (
    <span className="field__error" id={`${id}-error`}>
      {text(error)}
    </span>
  ) : null;
}
