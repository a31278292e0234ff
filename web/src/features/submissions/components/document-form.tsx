import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTACHMENT_ACCEPT } from '#shared/constants';
import type { SubmissionKind } from '#shared/schemas/submissions';
import { attachmentProblem, readAttachment } from '../../../lib/read-attachment';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useTurnstile } from '../../../lib/turnstile';
import { sendSubmission } from '../api';
import { FileField } from '../../../components/file-field';
import { FormField, type FieldSpec } from '../../../components/form-field';
import '../submissions.css';

export type DocumentFormConfig = {
  kind: Extract<SubmissionKind, 'visa' | 'passport'>;
  fields: FieldSpec[];
  fileLabel: string;
  fileHint: string;
  /** The spec's alert when no file is attached. */
  missingFileMessage: string;
  /** The spec's alert on success; the visitor then lands on the success screen. */
  successMessage: string;
  successPath: string;
  submitLabel: string;
};

// The spec's wording (§8) for a refused submit and for one that never got an answer.
export const REJECTED_MESSAGE = 'Submission failed. Try again.';
export const NETWORK_MESSAGE = 'An error occurred.';

type Status = { tone: 'error' | 'success'; text: string; detail?: string } | null;

/** The visa and passport forms: every field required, one PDF or image, then the success screen. */
export function DocumentForm({ config }: { config: DocumentFormConfig }) {
  const turnstile = useTurnstile();
  const baseId = useId();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(config.fields.map((field) => [field.name, ''])));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
    idempotency.renew();
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors(({ fileData: _data, fileType: _type, fileName: _name, ...rest }) => {
      const problem = chosen ? attachmentProblem(chosen) : null;
      return problem ? { ...rest, fileData: problem } : rest;
    });
    idempotency.renew();
  };

  const fail = (text: string, detail?: string) => {
    setStatus({ tone: 'error', text, detail });
    window.alert(text);
    statusRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!file) {
      setErrors((current) => ({ ...current, fileData: config.missingFileMessage }));
      setStatus({ tone: 'error', text: config.missingFileMessage });
      window.alert(config.missingFileMessage);
      return;
    }
    const problem = attachmentProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, fileData: problem }));
      setStatus({ tone: 'error', text: problem });
      return;
    }
    setSubmitting(true);
    setStatus(null);
    let outcome: Awaited<ReturnType<typeof sendSubmission>>;
    try {
      const attachment = await readAttachment(file);
      outcome = await sendSubmission(config.kind, { ...values, ...attachment }, idempotency.current());
    } catch {
      outcome = { ok: false, reason: 'network' };
    }
    setSubmitting(false);
    if (outcome.ok) {
      setStatus({ tone: 'success', text: config.successMessage });
      window.alert(config.successMessage);
      idempotency.renew();
      navigate(config.successPath, { state: { reference: outcome.id } });
      return;
    }
    if (outcome.reason === 'network') return fail(NETWORK_MESSAGE, 'Check your connection; nothing was lost on this page.');
    setErrors(outcome.fields);
    fail(REJECTED_MESSAGE, outcome.message);
  };

  return (
    <form className="request-form panel" onSubmit={submit} noValidate={false} aria-busy={submitting}>
      <div className="form-grid">
        {config.fields.map((spec) => (
          <FormField key={spec.name} id={`${baseId}-${spec.name}`} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={change} />
        ))}
        <FileField
          id={`${baseId}-file`}
          label={config.fileLabel}
          hint={config.fileHint}
          accept={ATTACHMENT_ACCEPT}
          file={file}
          error={errors.fileData ?? errors.fileType ?? errors.fileName}
          onChange={chooseFile}
        />
      </div>
      <div ref={statusRef} tabIndex={-1} className="request-form__status">
        {status ? (
          <div className={`form-message form-message--${status.tone}`} role={status.tone === 'error' ? 'alert' : 'status'}>
            <p className="request-form__status-text">{status.text}</p>
            {status.detail ? <p className="request-form__status-detail">{status.detail}</p> : null}
          </div>
        ) : null}
      </div>
      {turnstile ? <div className="turnstile" ref={turnstile} /> : null}
      <button type="submit" className="button button--primary button--block request-form__submit" disabled={submitting}>
        {submitting ? 'Submitting...' : config.submitLabel}
      </button>
      <p className="request-form__privacy">
        Your details and documents are sent securely to our visa and passport desk and used only to process this request.
      </p>
    </form>
  );
}
