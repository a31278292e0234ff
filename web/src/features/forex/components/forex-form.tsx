import { useId, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  DEFAULT_FROM_CURRENCY,
  DEFAULT_TO_CURRENCY,
  FOREX_PURPOSES,
  type CurrencyCode,
} from '#shared/constants';
import { FileField } from '../../../components/file-field';
import { FieldError, FormField, type FieldSpec } from '../../../components/form-field';
import { attachmentProblem, readAttachment } from '../../../lib/read-attachment';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useTurnstile } from '../../../lib/turnstile';
import { submitForexRequest } from '../api';
import { parseAmount } from '../conversion';
import { useConversion } from '../use-conversion';
import { ConversionBox } from './conversion-box';
import { CurrencySelect } from './currency-select';
import '../forex.css';

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', maxLength: 200, wide: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '+91 98400 12345' },
  { name: 'purpose', label: 'Purpose of exchange', type: 'select', options: FOREX_PURPOSES, placeholder: 'Select purpose', wide: true },
];
const EMPTY = { name: '', email: '', phone: '', purpose: '' };

// The spec's wording (§8): the server's refusal, and a submit that never got an answer.
export const FAILED_PREFIX = 'Submission failed: ';
export const NETWORK_MESSAGE = 'Could not submit your request. Try again.';

type Status = { tone: 'error' | 'success'; text: string } | null;

/** /forex: who, why, which currencies and how much, with a live conversion and an optional ID. */
export function ForexForm() {
  const turnstile = useTurnstile();
  const baseId = useId();
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState<Record<string, string>>(EMPTY);
  const [from, setFrom] = useState<CurrencyCode>(DEFAULT_FROM_CURRENCY);
  const [to, setTo] = useState<CurrencyCode>(DEFAULT_TO_CURRENCY);
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const conversion = useConversion(amount, from, to);

  const edited = (name: string) => {
    setErrors(({ [name]: _gone, ...rest }) => rest);
    idempotency.renew();
  };
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    edited(name);
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    edited('fileData');
    const problem = chosen ? attachmentProblem(chosen) : null;
    if (problem) setErrors((current) => ({ ...current, fileData: problem }));
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    edited('toCurrency');
  };

  const fail = (text: string) => {
    setStatus({ tone: 'error', text });
    window.alert(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const value = parseAmount(amount);
    if (value === null) {
      setErrors((current) => ({ ...current, amount: 'Enter an amount above 0' }));
      return;
    }
    const problem = file ? attachmentProblem(file) : null;
    if (problem) {
      setErrors((current) => ({ ...current, fileData: problem }));
      return;
    }
    setSubmitting(true);
    setStatus(null);
    let outcome: Awaited<ReturnType<typeof submitForexRequest>>;
    try {
      const attachment = file ? await readAttachment(file) : { fileName: '', fileType: '', fileData: '' };
      const ready = conversion.status === 'ready';
      const body = {
        ...values,
        fromCurrency: from,
        toCurrency: to,
        amount: value,
        converted: ready ? conversion.converted : '',
        rate: ready ? conversion.rate : 0,
        ...attachment,
      };
      outcome = await submitForexRequest(body, idempotency.current());
    } catch {
      outcome = { ok: false, reason: 'network' };
    }
    setSubmitting(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setAmount('');
      setFile(null);
      setErrors({});
      idempotency.renew();
      setStatus({ tone: 'success', text: `Forex request submitted successfully! Your reference: ${outcome.id}. Our forex desk will call you to confirm the rate.` });
      return;
    }
    if (outcome.reason === 'network') return fail(NETWORK_MESSAGE);
    setErrors(outcome.fields);
    fail(`${FAILED_PREFIX}${outcome.message}`);
  };

  const amountId = `${baseId}-amount`;
  return (
    <form className="forex-form panel" onSubmit={submit} aria-busy={submitting}>
      <fieldset className="forex-form__group">
        <legend className="forex-form__legend">Your details</legend>
        <div className="form-grid">
          {CONTACT_FIELDS.map((spec) => (
            <FormField key={spec.name} id={`${baseId}-${spec.name}`} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={change} />
          ))}
        </div>
      </fieldset>

      <fieldset className="forex-form__group">
        <legend className="forex-form__legend">Exchange</legend>
        <div className="forex-form__pair">
          <CurrencySelect label="From currency" value={from} onChange={(code) => (setFrom(code), edited('fromCurrency'))} />
          <button type="button" className="forex-form__swap" onClick={swap} aria-label="Swap currencies" title="Swap currencies">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
            </svg>
          </button>
          <CurrencySelect label="To currency" value={to} onChange={(code) => (setTo(code), edited('toCurrency'))} />
        </div>
        {errors.toCurrency ? <span className="field__error">{errors.toCurrency}</span> : null}
        <div className="field">
          <label className="field__label" htmlFor={amountId}>
            Amount ({from})
          </label>
          <input
            id={amountId}
            className="field__input forex-form__amount"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            required
            placeholder="0.00"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${amountId}-error` : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              edited('amount');
            }}
          />
          <FieldError id={amountId} error={errors.amount} />
        </div>
        <ConversionBox state={conversion} />
      </fieldset>

      <FileField
        id={`${baseId}-file`}
        label="Upload PAN or Govt ID (optional)"
        hint="PDF or any image, up to 5 MB. You can also bring it to our office."
        accept={ATTACHMENT_ACCEPT}
        file={file}
        error={errors.fileData ?? errors.fileType}
        onChange={chooseFile}
      />

      <div className="forex-form__status">
        {status ? (
          <div className={`form-message form-message--${status.tone}`} role={status.tone === 'error' ? 'alert' : 'status'}>
            {status.text}
          </div>
        ) : null}
      </div>
      {turnstile ? <div className="turnstile" ref={turnstile} /> : null}
      <button type="submit" className="button button--primary button--block forex-form__submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Forex Request'}
      </button>
    </form>
  );
}
