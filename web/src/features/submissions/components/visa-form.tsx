import { indiaToday } from '#shared/dates';
import { VISA_TYPES } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import { useScreenT } from '../../../lib/locale';
import { contactFields, DocumentForm, type DocumentFormConfig, type DocumentsT } from './document-form';

const config = (t: DocumentsT): DocumentFormConfig<'visa'> => ({
  kind: 'visa',
  fields: [
    { name: 'fullName', label: t('fullNameAsOnPassport'), type: 'text', autoComplete: 'name', maxLength: 200 },
    {
      name: 'passportNumber',
      label: t('passportNumber'),
      type: 'text',
      placeholder: t('passportNumberExample'),
      autoComplete: 'off',
      maxLength: 9,
    },
    {
      name: 'nationality',
      label: t('nationality'),
      type: 'text',
      placeholder: t('nationalityExample'),
      autoComplete: 'country-name',
      maxLength: 80,
    },
    {
      name: 'destinationCountry',
      label: t('destinationCountry'),
      type: 'text',
      placeholder: t('destinationCountryExample'),
      autoComplete: 'off',
      maxLength: 80,
      // Asked, not demanded: a visitor who has not decided yet still reaches the visa desk (README).
      optional: true,
    },
    { name: 'travelDate', label: t('travelDate'), type: 'date', min: indiaToday() },
    {
      name: 'visaType',
      label: t('visaType'),
      type: 'select',
      options: VISA_TYPES,
      optionLabels: { Tourist: t('visaTourist'), Business: t('visaBusiness'), Student: t('visaStudent') },
      placeholder: t('selectVisaType'),
    },
    ...contactFields(t),
  ],
  fileLabel: t('visaFile'),
  fileHint: t('visaFileHint'),
  missingFileMessage: t('visaFileMissing'),
  successMessage: t('visaSuccess'),
  successPath: '/visa-success',
  submitLabel: t('visaSubmit'),
});

export function VisaForm() {
  return <DocumentForm config={config(useScreenT(documents))} />;
}
