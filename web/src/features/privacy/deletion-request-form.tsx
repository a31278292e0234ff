import { deletion } from '#shared/i18n/en/screens/deletion';
import { deletionReceivedSchema, deletionRequestSchema } from '#shared/schemas/privacy';
import { useId, useState, type FormEvent } from 'react';
import { MobileField } from '../../components/mobile-field';
import { TextField } from '../../components/text-field';
import { FormStatus, type FormStatusLine } from '../../components/form-status';
import { api } from '../../lib/api';
import { ApiClientError, readAnswer } from '../../lib/api-client';
import { useScreenT } from '../../lib/locale';

/** /privacy: a reference and its mobile → a deletion request. The answer is the same whether or not they match. */
export function DeletionRequestForm() {
  const t = useScreenT(deletion);
  const id = useId();
  const [reference, setReference] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; mobile?: string }>({});
  const [status, setStatus] = useState<FormStatusLine>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deletionRequestSchema.safeParse({ reference, mobile });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const mobileIssue = parsed.error.issues.find((issue) => issue.path[0] === 'mobile');
      setErrors({
        reference: fields.has('reference') ? t('referenceInvalid') : undefined,
        mobile: mobileIssue?.message,
      });
      return setStatus(null);
    }
    setErrors({});
    setSending(true);
    setStatus(null);
    try {
      await readAnswer(
        () => api.privacy['deletion-requests'].$post({ json: { reference, mobile } }),
        deletionReceivedSchema,
      );
      setStatus({ tone: 'success', text: t('received') });
      setReference('');
      setMobile('');
    } catch (failure) {
      setStatus({
        tone: 'error',
        text: failure instanceof ApiClientError && failure.status !== 0 ? failure.message : t('offline'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('title')}</h3>
      <p>{t('intro')}</p>
      <TextField
        autoCapitalize="characters"
        autoComplete="off"
        id={`${id}-reference`}
        label={t('referenceLabel')}
        hint={t('referenceHint')}
        error={errors.reference}
        value={reference}
        onChange={setReference}
      />
      <MobileField
        id={`${id}-mobile`}
        label={t('mobileLabel')}
        error={errors.mobile}
        value={mobile}
        onChange={setMobile}
      />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
