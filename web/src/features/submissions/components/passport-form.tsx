import { indiaToday } from '#shared/dates';
import { ID_PROOF_TYPES } from '#shared/constants';
import { CONTACT_FIELDS, DocumentForm, type DocumentFormConfig } from './document-form';

const config = (): DocumentFormConfig<'passport'> => ({
  kind: 'passport',
  fields: [
    { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name', maxLength: 200 },
    { name: 'dob', label: 'Date of birth', type: 'date', max: indiaToday(), autoComplete: 'bday' },
    {
      name: 'address',
      label: 'Address',
      type: 'textarea',
      autoComplete: 'street-address',
      maxLength: 500,
      wide: true,
      placeholder: 'House number, street, city, PIN code',
    },
    ...CONTACT_FIELDS,
    {
      name: 'idProofType',
      label: 'ID proof type',
      type: 'select',
      options: ID_PROOF_TYPES,
      placeholder: 'Select ID proof',
      wide: true,
    },
  ],
  fileLabel: 'ID document (PDF or image)',
  fileHint: 'A clear scan or photo of the ID proof you selected. PDF, JPG, PNG or HEIC, up to 5 MB.',
  missingFileMessage: 'Please attach your ID document.',
  successMessage: 'Passport Registration submitted successfully!',
  successPath: '/passport-success',
  submitLabel: 'Submit Passport Registration',
});

export function PassportForm() {
  return <DocumentForm config={config()} />;
}
