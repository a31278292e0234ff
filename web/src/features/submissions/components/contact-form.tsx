import { useId, type FormEvent } from 'react';
import { booking } from '#shared/i18n/en/booking';
import { useT } from '../../../lib/locale';
import { useSubmitForm, type FieldName } from '../../../lib/use-submit-form';
import { FormField, type FieldSpec } from '../../../components/form-field';
import { FormStatus, trackLink } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import '../submissions.css';
import { ConsentField } from '../../../components/consent-field';

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
  const baseId = useId();
  const t = useT(booking);
  const form = useSubmitForm('contact', {
    initial: { name: '', email: '', message: '' },
    resetOnSuccess: true,
    messages: {
      success: (id) => ({
        text: `Thank you! Your message has been sent. Your reference: ${id}`,
        link: trackLink(id, t('trackIt')),
      }),
      rejected: (message) => ({ text: `Submission failed: ${message}` }),
      network: { text: CONTACT_NETWORK_MESSAGE },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => ({ json: form.values }));
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
      <FormStatus status={form.status} />
      <ConsentField />
      <SubmitButton label="Send Message" submitting={form.submitting} botCheck />
    </form>
  );
}
