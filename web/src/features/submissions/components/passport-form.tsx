import { indiaToday } from '#shared/dates';
import { ID_PROOF_TYPES } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import { useScreenT } from '../../../lib/locale';
import { contactFields, DocumentForm, type DocumentFormConfig, type DocumentsT } from './document-form';

const config = (t: DocumentsT): DocumentFormConfig<'passport'> => ({
  kind: 'passport',
  fields: [
    { name: 'fullName', label: t('fullName'), type: 'text', autoComplete: 'name', maxLength: 200 },
    { name: 'dob', label: t('dob'), type: 'date', max: indiaToday(), autoComplete: 'bday' },
    {
      name: 'address',
      label: t('address'),
      type: 'textarea',
      autoComplete: 'street-address',
      maxLength: 500,
      wide: true,
      placeholder: t('addressExample'),
    },
    ...contactFields(t),
    {
      name: 'idProofType',
      label: t('idProofType'),
      type: 'select',
      options: ID_PROOF_TYPES,
      optionLabels: { Aadhar: t('idAadhaar'), 'Voter ID': t('idVoter'), 'PAN Card': t('idPan') },
      placeholder: t('selectIdProof'),
      wide: true,
    },
  ],
  fileLabel: t('idFile'),
  fileHint: t('idFileHint'),
  missingFileMessage: t('idFileMissing'),
  successMessage: t('passportSuccess'),
  successPath: '/passport-success',
  submitLabel: t('passportSubmit'),
});

export function PassportForm() {
  return <DocumentForm config={config(useScreenT(documents))} />;
}
