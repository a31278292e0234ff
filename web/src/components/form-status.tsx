import type { RefObject } from 'react';
import { useValidationText } from '../lib/use-validation-text';
import './form-status.css';

/** `link`: where to go next, e.g. /#/track with the new request's reference filled in. */
export type StatusLink = { href: string; text: string };
export type FormStatusLine = { tone: 'error' | 'success'; text: string; detail?: string; link?: StatusLink } | null;

type Props = {
  status: FormStatusLine;
  /** Where a form moves focus after a failure, so screen readers read it out. */
  statusRef?: RefObject<HTMLDivElement | null>;
};

/** The line under a form that says what became of a submit: an alert for an error, a status for success. */
export function FormStatus({ status, statusRef }: Props) {
  // A check's message (a missing file, a schema's answer) in the visitor's language; other lines come translated.
  const text = useValidationText();
  return (
    <div ref={statusRef} tabIndex={statusRef ? -1 : undefined} className="form-status">
      {status ? (
        <div
          className={`form-message form-message--${status.tone}`}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="form-status__text">{text(status.text)}</p>
          {status.detail ? <p className="form-status__detail">{text(status.detail)}</p> : null}
          {status.link ? (
            <p className="form-status__detail">
              <a href={status.link.href}>{status.link.text}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
