import { useId, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  DEFAULT_FROM_CURRENCY,
  DEFAULT_TO_CURRENCY,
  FOREX_PURPOSES,
  type CurrencyCode,
} from '#shared/constants';
import { FileField } from '../../../components/file-field';
import { Field, FieldError } from '../../../components/field';
import { FormField, type FieldSpec } from '../../../components/form-field';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { attachmentProblem, readAttachment } from '../../../lib/read-attachment';
import { useSubmitForm, type FieldName } from '../../../lib/use-submit-form';
import { parseAmount } from '../conversion';
import { useConversion } from '../use-conversion';
import { ConversionBox } from './conversion-box';
import { CurrencySelect } from './currency-select';
import { Icon } from '../../../components/icon';
import '../forex.css';

const CONTACT_FIELDS: FieldSpec<Extract<FieldName<'forex'>, 'name' | 'email' | 'phone' | 'purpose'>>[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', maxLength: 200, wide: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '+91 98400 12345' },
  {
    name: 'purpose',
    label: 'Purpose of exchange',
    type: 'select',
    options: FOREX_PURPOSES,
    placeholder: 'Select purpose',
    wide: true,
  },
];

// The spec's wording (§8): the server's refusal, and a submit that never got an answer.
export const FAILED_PREFIX = 'Submission failed: ';
export const NETWORK_MESSAGE = 'Could not submit your request. Try again.';

/** /forex: who, why, which currencies and how much, with a live conversion and an optional ID. */
export function ForexForm() {
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
        text: `Forex request submitted successfully! Your reference: ${id}. Our forex desk will call you to confirm the rate.`,
      }),
      rejected: (message) => ({ text: `${FAILED_PREFIX}${message}`, alert: true }),
      network: { text: NETWORK_MESSAGE, alert: true },
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
    if (value === null) return form.setFieldError('amount', 'Enter an amount above 0');
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
        <legend className="forex-form__legend">Your details</legend>
        <div className="form-grid">
          {CONTACT_FIELDS.map((spec) => (
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
        <legend className="forex-form__legend">Exchange</legend>
        <div className="forex-form__pair">
          <CurrencySelect
            label="From currency"
            value={from}
            onChange={(code) => (setFrom(code), edited('fromCurrency'))}
          />
          <button
            type="button"
            className="forex-form__swap"
            onClick={swap}
            aria-label="Swap currencies"
            title="Swap currencies"
          >
            <Icon name="swap" strokeWidth={2} />
          </button>
          <CurrencySelect label="To currency" value={to} onChange={(code) => (setTo(code), edited('toCurrency'))} />
        </div>
        <FieldError id={`${baseId}-currency`} error={errors.toCurrency} />
        <Field id={amountId} label={`Amount (${from})`} error={errors.amount}>
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
        label="Upload PAN or Govt ID"
        optional
        hint="PDF or any image, up to 5 MB. You can also bring it to our office."
        accept={ATTACHMENT_ACCEPT}
        file={file}
        error={errors.fileData ?? errors.fileType}
        onChange={chooseFile}
      />

      <FormStatus status={form.status} />
      <SubmitButton label="Submit Forex Request" submitting={form.submitting} botCheck />
    </form>
  );
}
