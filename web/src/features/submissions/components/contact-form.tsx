import { useId, type FormEvent } from 'react';
import { useTurnstile } from '../../../lib/turnstile';
import { useSubmitForm, type FieldName } from '../../../lib/use-submit-form';
import { FormField, type FieldSpec } from '../../../components/form-field';
import '../submissions.css';

const FIELDS: FieldSpec<FieldName<'contact'>>[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 200 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    maxLength: 5000,
    wide: true,
    placeholder: 'Where would you like to go, and when?',
  },
];

/** The spec names no text for this form's network failure: say that sending needs a connection and nothing typed is lost. */
export const CONTACT_NETWORK_MESSAGE =
  'Sending needs a connection, and we could not reach ours. What you typed is still here: send it again once you are online.';

/** Contact (spec §2): name, email and message, through the same stored-and-forwarded pipeline as the forms. */
export function ContactForm() {
  const turnstile = useTurnstile();
  const baseId = useId();
  const form = useSubmitForm('contact', {
    initial: { name: '', email: '', message: '' },
    resetOnSuccess: true,
    messages: {
      success: (id) => ({ text: `Thank you! Your message has been sent. Your reference: ${id}` }),
      rejected: (message) => ({ text: `Submission failed: ${message}` }),
      network: { text: CONTACT_NETWORK_MESSAGE },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => form.values);
  };

  return (
    <form className="request-form panel" onSubmit={submit} aria-busy={form.submitting}>
      <div className="form-grid">
        {FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            id={`${baseId}-${spec.name}`}
            spec={spec}
            value={form.values[spec.name]}
            error={form.errors[spec.name]}
            onChange={form.change}
          />
        ))}
      </div>
      <div className="request-form__status">
        {form.status ? (
          <div
            className={`form-message form-message--${form.status.tone}`}
            role={form.status.tone === 'error' ? 'alert' : 'status'}
          >
            <p>{form.status.text}</p>
          </div>
        ) : null}
      </div>
      {turnstile ? <div className="turnstile" ref={turnstile} /> : null}
      <button
        type="submit"
        className="button button--primary button--block request-form__submit"
        disabled={form.submitting}
      >
        {form.submitting ? 'Submitting...' : 'Send Message'}
      </button>
    </form>
  );
}
