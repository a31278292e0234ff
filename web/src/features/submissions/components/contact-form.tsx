import { useId, type FormEvent } from 'react';
import { documents } from '#shared/i18n/en/screens/documents';
import { useScreenT } from '../../../lib/locale';
import { useSubmitForm, type FieldName } from '../../../lib/use-submit-form';
import { FormField, type FieldSpec } from '../../../components/form-field';
import { FormStatus, trackLink } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import '../submissions.css';
import { ConsentField } from '../../../components/consent-field';

/** The spec names no text for this form's network failure: say that sending needs a connection and nothing typed is lost. */
export const CONTACT_NETWORK_MESSAGE = documents.en.contactNetwork;

/** Contact (spec §2): name, email, an optional phone number and message, through the same stored-and-forwarded pipeline as the forms. */
export function ContactForm() {
  const baseId = useId();
  const t = useScreenT(documents);
  const fields: FieldSpec<FieldName<'contact'>>[] = [
    { name: 'name', label: t('name'), type: 'text', autoComplete: 'name', maxLength: 200 },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
    {
      name: 'phone',
      label: t('phone'),
      optional: true,
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+91 98400 12345',
      hint: t('contactPhoneHint'),
    },
    {
      name: 'message',
      label: t('message'),
      type: 'textarea',
      maxLength: 5000,
      wide: true,
      placeholder: t('messageExample'),
    },
  ];
  const form = useSubmitForm('contact', {
    initial: { name: '', email: '', phone: '', message: '' },
    resetOnSuccess: true,
    messages: {
      success: (id) => ({ text: t('contactSent', { reference: id }), link: trackLink(id, t('trackIt')) }),
      rejected: (message) => ({ text: t('contactRejected', { message }) }),
      network: { text: t('contactNetwork') },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty phone field is no number: left out of the request rather than sent as ''.
    form.submit(() => ({ json: { ...form.values, phone: form.values.phone || undefined } }));
  };

  return (
    <form className="request-form panel" onSubmit={submit} aria-busy={form.submitting}>
      <div className="form-grid">
        {fields.map((spec) => (
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
      <SubmitButton label={t('sendMessage')} submitting={form.submitting} botCheck />
    </form>
  );
}
