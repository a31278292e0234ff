import { forex } from '#shared/i18n/en/forex';
import type { Translate } from '#shared/i18n/messages';
import { useId, useState, type FormEvent } from 'react';
import { ATTACHMENT_ACCEPT } from '#shared/constants';
import { DEFAULT_FROM_CURRENCY, DEFAULT_TO_CURRENCY, FOREX_PURPOSES, type CurrencyCode } from '#shared/currencies';
import { FileField } from '../../../components/file-field';
import { Field, FieldError } from '../../../components/field';
import { FormField, type FieldSpec } from '../../../components/form-field';
import { FormStatus, trackLink } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { attachmentProblem, readAttachment } from '../../../lib/read-attachment';
import { useSubmitForm, type FieldName } from '../../../lib/use-submit-form';
import { parseAmount } from '../conversion';
import { useConversion } from '../use-conversion';
import { ConversionBox } from './conversion-box';
import { CurrencySelect } from './currency-select';
import { Icon } from '../../../components/icon';
import '../forex.css';
import { ConsentField } from '../../../components/consent-field';
import { useT } from '../../../lib/locale';
import { useValidationText } from '../../../lib/use-validation-text';

const contactFields = (
  t: Translate<(typeof forex)['en']>,
): FieldSpec<Extract<FieldName<'forex'>, 'name' | 'email' | 'phone' | 'purpose'>>[] => [
  { name: 'name', label: t('fullName'), type: 'text', autoComplete: 'name', maxLength: 200, wide: true },
  { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', placeholder: '+91 98400 12345' },
  {
    name: 'purpose',
    label: t('purpose'),
    type: 'select',
    options: FOREX_PURPOSES,
    optionLabels: {
      Travel: t('purposeTravel'),
      Education: t('purposeEducation'),
      Medical: t('purposeMedical'),
      'Business Visit': t('purposeBusiness'),
      Emigration: t('purposeEmigration'),
      Other: t('purposeOther'),
    } satisfies Record<(typeof FOREX_PURPOSES)[number], string>,
    placeholder: t('selectPurpose'),
    wide: true,
  },
];

/** /forex: who, why, which currencies and how much, with a live conversion and an optional ID. */
export function ForexForm() {
  const t = useT(forex);
  const validationText = useValidationText();
  const baseId = useId();
  const [from, setFrom] = useState<CurrencyCode>(DEFAULT_FROM_CURRENCY);
  const [to, setTo] = useState<CurrencyCode>(DEFAULT_TO_CURRENCY);
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const conversion = useConversion(amount, from, to);
  const form = useSubmitForm('forex', {
    initial: { name: '', email: '', phone: '', purpose: '' },
    resetOnSuccess: true,
    messages: {
      success: (id) => ({
        text: t('submitted', { id }),
        link: trackLink(id, t('trackIt')),
      }),
      // The spec's wording (§8) in English: the server's refusal, and a submit that never got an answer.
      rejected: (message) => ({ text: t('failed', { message: validationText(message) }), alert: true }),
      network: { text: t('notSent'), alert: true },
    },
    onSuccess: () => {
      setAmount('');
      setFile(null);
    },
  });
  const { errors, edited } = form;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    edited('fileData');
    const problem = chosen ? attachmentProblem(chosen) : null;
    if (problem) form.setFieldError('fileData', problem);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    edited('toCurrency');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const value = parseAmount(amount);
    if (value === null) return form.setFieldError('amount', t('amountAboveZero'));
    const problem = file ? attachmentProblem(file) : null;
    if (problem) return form.setFieldError('fileData', problem);
    const ready = conversion.status === 'ready';
    form.submit(async () => ({
      json: {
        ...form.values,
        fromCurrency: from,
        toCurrency: to,
        amount: value,
        converted: ready ? conversion.converted : '',
        rate: ready ? conversion.rate : 0,
        ...(file ? await readAttachment(file) : { fileName: '', fileType: '', fileData: '' }),
      },
    }));
  };

  const amountId = `${baseId}-amount`;
  return (
    <form className="forex-form panel" onSubmit={submit} aria-busy={form.submitting}>
      <fieldset className="forex-form__group">
        <legend className="forex-form__legend">{t('yourDetails')}</legend>
        <div className="form-grid">
          {contactFields(t).map((spec) => (
            <FormField
              key={spec.name}
              id={`${baseId}-${spec.name}`}
              spec={spec}
              value={form.values[spec.name]}
              error={errors[spec.name]}
              onChange={form.change}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="forex-form__group">
        <legend className="forex-form__legend">{t('exchange')}</legend>
        <div className="forex-form__pair">
          <CurrencySelect
            label={t('fromCurrency')}
            value={from}
            onChange={(code) => (setFrom(code), edited('fromCurrency'))}
          />
          <button type="button" className="forex-form__swap" onClick={swap} aria-label={t('swap')} title={t('swap')}>
            <Icon name="swap" strokeWidth={2} />
          </button>
          <CurrencySelect label={t('toCurrency')} value={to} onChange={(code) => (setTo(code), edited('toCurrency'))} />
        </div>
        <FieldError id={`${baseId}-currency`} error={errors.toCurrency} />
        <Field id={amountId} label={t('amount', { currency: from })} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              className="field__input forex-form__amount"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              required
              placeholder="0.00"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                edited('amount');
              }}
            />
          )}
        </Field>
        <ConversionBox state={conversion} />
      </fieldset>

      <FileField
        id={`${baseId}-file`}
        label={t('upload')}
        optional
        hint={t('uploadHint')}
        accept={ATTACHMENT_ACCEPT}
        file={file}
        error={errors.fileData ?? errors.fileType}
        onChange={chooseFile}
      />

      <FormStatus status={form.status} />
      <ConsentField />
      <SubmitButton label={t('submit')} submitting={form.submitting} botCheck />
    </form>
  );
}
