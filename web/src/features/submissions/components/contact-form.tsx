import { useId, useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useTurnstile } from '../../../lib/turnstile';
import { sendSubmission } from '../api';
import { FormField, type FieldSpec } from '../../../components/form-field';
import '../submissions.css';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 200 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'message', label: 'Message', type: 'textarea', maxLength: 5000, wide: true, placeholder: 'Where would you like to go, and when?' },
];
const EMPTY = { name: '', email: '', message: '' };

type Status = { tone: 'error' | 'success'; text: string } | null;

/** Contact (spec §2): name, email and message, through the same stored-and-forwarded pipeline as the forms. */
export function ContactForm() {
  const turnstile = useTurnstile();
  const baseId = useId();
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState<Record<string, string>>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
    idempotency.renew();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setStatus(null);
    const outcome = await sendSubmission('contact', values, idempotency.current());
    setSubmitting(false);
    if (outcome.ok) {
      setValues(EMPTY);
      idempotency.renew();
      setStatus({ tone: 'success', text: `Thank you! Your message has been sent. Your reference: ${outcome.id}` });
    } else if (outcome.reason === 'rejected') {
      setErrors(outcome.fields);
      setStatus({ tone: 'error', text: `Submission failed: ${outcome.message}` });
    } else {
      setStatus({ tone: 'error', text: 'Could not submit your request. Try again.' });
    }
  };

  return (
    <form className="request-form panel" onSubmit={submit} aria-busy={submitting}>
      <div className="form-grid">
        {FIELDS.map((spec) => (
          <FormField key={spec.name} id={`${baseId}-${spec.name}`} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={change} />
        ))}
      </div>
      <div className="request-form__status">
        {status ? (
          <div className={`form-message form-message--${status.tone}`} role={status.tone === 'error' ? 'alert' : 'status'}>
            <p>{status.text}</p>
          </div>
        ) : null}
      </div>
      {turnstile ? <div className="turnstile" ref={turnstile} /> : null}
      <button type="submit" className="button button--primary button--block request-form__submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Send Message'}
      </button>
    </form>
  );
}
