import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTACHMENT_ACCEPT } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import type { Translate } from '#shared/i18n/messages';
import { useScreenT } from '../../../lib/locale';
import { attachmentProblem, uploadFields } from '../../../lib/read-attachment';
import { useSubmitForm, type FieldName, type FormValues } from '../../../lib/use-submit-form';
import { FileField } from '../../../components/file-field';
import { FormField, type FieldSpec } from '../../../components/form-field';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import '../submissions.css';
import { ConsentField } from '../../../components/consent-field';

type DocumentKind = 'visa' | 'passport';
const ATTACHMENT_FIELDS = ['fileData', 'fileType', 'fileName'] as const;
/** The fields the visitor types; the attachment's three come from the chosen file. */
type TypedField<K extends DocumentKind> = Exclude<FieldName<K>, (typeof ATTACHMENT_FIELDS)[number]>;

export type DocumentFormConfig<K extends DocumentKind> = {
  kind: K;
  fields: FieldSpec<TypedField<K>>[];
  fileLabel: string;
  fileHint: string;
  /** The spec's alert when no file is attached. */
  missingFileMessage: string;
  /** The spec's alert on success; the visitor then lands on the success screen. */
  successMessage: string;
  successPath: string;
  submitLabel: string;
};

/** The forms' words in the visitor's language. */
export type DocumentsT = Translate<typeof documents.en>;

/** Email and phone, asked the same way on both document forms. */
export const contactFields = (t: DocumentsT) =>
  [
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
    {
      name: 'phone',
      label: t('phone'),
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+91 98400 12345',
      hint: t('phoneHint'),
    },
  ] as const satisfies FieldSpec<'email' | 'phone'>[];

/** The visa and passport forms: every field required, one PDF or image, then the success screen. */
export function DocumentForm<K extends DocumentKind>({ config }: { config: DocumentFormConfig<K> }) {
  const baseId = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const t = useScreenT(documents);
  const form = useSubmitForm(config.kind, {
    initial: Object.fromEntries(config.fields.map((field) => [field.name, ''])) as FormValues<K, TypedField<K>>,
    messages: {
      success: () => ({ text: config.successMessage, alert: true }),
      // The spec's wording (§8) for a refused submit and for one that never got an answer, in the visitor's language.
      rejected: (message) => ({ text: t('rejected'), detail: message, alert: true }),
      network: { text: t('networkError'), detail: t('networkDetail'), alert: true },
    },
    onSuccess: (id) => navigate(config.successPath, { state: { reference: id } }),
  });
  const { errors } = form;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.edited(...ATTACHMENT_FIELDS);
    const problem = chosen ? attachmentProblem(chosen) : null;
    if (problem) form.setFieldError('fileData', problem);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const problem = file ? attachmentProblem(file) : config.missingFileMessage;
    if (!file || problem) {
      form.setFieldError('fileData', problem ?? config.missingFileMessage);
      // Only the missing file is an alert in the spec; a wrong file is explained under the field.
      form.showStatus('error', { text: problem ?? config.missingFileMessage, alert: !file });
      return;
    }
    // The typed fields, then the file as the last part: it goes as it is and streams to R2 on the worker.
    form.submit(() => ({ form: { ...form.values, ...uploadFields(file) } }));
  };

  return (
    <form className="request-form panel" onSubmit={submit} noValidate={false} aria-busy={form.submitting}>
      <div className="form-grid">
        {config.fields.map((spec) => (
          <FormField
            key={spec.name}
            id={`${baseId}-${spec.name}`}
            spec={spec}
            value={form.values[spec.name] ?? ''}
            error={errors[spec.name]}
            onChange={form.change}
          />
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
      <FormStatus status={form.status} statusRef={form.statusRef} />
      <ConsentField />
      <SubmitButton label={config.submitLabel} submitting={form.submitting} botCheck />
      <p className="request-form__privacy">{t('documentsPrivacy')}</p>
    </form>
  );
}
