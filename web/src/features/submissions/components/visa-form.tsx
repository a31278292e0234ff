import { indiaToday } from '#shared/dates';
import { VISA_TYPES } from '#shared/constants';
import { CONTACT_FIELDS, DocumentForm, type DocumentFormConfig } from './document-form';

const config = (): DocumentFormConfig<'visa'> => ({
  kind: 'visa',
  fields: [
    { name: 'fullName', label: 'Full name (as on passport)', type: 'text', autoComplete: 'name', maxLength: 200 },
    {
      name: 'passportNumber',
      label: 'Passport number',
      type: 'text',
      placeholder: 'e.g. K1234567',
      autoComplete: 'off',
      maxLength: 9,
    },
    {
      name: 'nationality',
      label: 'Nationality',
      type: 'text',
      placeholder: 'e.g. Indian',
      autoComplete: 'country-name',
      maxLength: 80,
    },
    { name: 'travelDate', label: 'Travel date', type: 'date', min: indiaToday() },
    { name: 'visaType', label: 'Visa type', type: 'select', options: VISA_TYPES, placeholder: 'Select visa type' },
    ...CONTACT_FIELDS,
  ],
  fileLabel: 'Passport copy (PDF or image)',
  fileHint: 'First and last pages of your passport. PDF, JPG, PNG or HEIC, up to 5 MB.',
  missingFileMessage: 'Please attach your document.',
  successMessage: 'Visa Application submitted successfully!',
  successPath: '/visa-success',
  submitLabel: 'Submit Visa Application',
});

export function VisaForm() {
  return <DocumentForm config={config()} />;
}
