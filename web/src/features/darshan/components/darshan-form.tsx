import { darshan } from '#shared/i18n/en/darshan';
import { validation } from '#shared/i18n/en/validation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatAadhaarInput } from '#shared/aadhaar';
import { DARSHAN } from '#shared/constants';
import { fieldErrors } from '#shared/schemas/common';
import { darshanFormSchema, type DarshanPassenger, type DarshanWindow } from '#shared/schemas/darshan';
import { darshanEnquiryMessage } from '#shared/whatsapp';
import { DateField } from '../../../components/date-field';
import { Field } from '../../../components/field';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { recordLead } from '../../../lib/record-lead';
import { openWhatsApp } from '../../../lib/whatsapp';
import { emptyPassenger, resizePassengers } from '../passengers';
import '../darshan.css';
import { useFormatDay, useT } from '../../../lib/locale';

type Props = {
  /** The booking window both date inputs are limited to (build-time configurable; see lib/config.ts). */
  window: DarshanWindow;
};

/**
 * The Tirupati darshan form (spec §2, §4, §5): ticket count, preferred and alternate dates, one card per
 * person. Every message is the spec's, word for word; a valid form opens WhatsApp in a new tab.
 */
export function DarshanForm({ window: bookingWindow }: Props) {
  const t = useT(darshan);
  const v = useT(validation);
  const formatDay = useFormatDay();
  const id = useId();
  const [numberOfTickets, setNumberOfTickets] = useState('1');
  const [darshanDate, setDarshanDate] = useState(bookingWindow.from);
  const [alternateDarshanDate, setAlternateDarshanDate] = useState('');
  const [passengers, setPassengers] = useState<DarshanPassenger[]>([emptyPassenger()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const changeCount = (value: string) => {
    setNumberOfTickets(value);
    setPassengers((current) => resizePassengers(current, value));
    setErrors({});
  };

  const changePerson = (index: number, field: keyof DarshanPassenger, value: string) => {
    setPassengers((current) => current.map((person, i) => (i === index ? { ...person, [field]: value } : person)));
    clear(`passengers.${index}.${field}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = darshanFormSchema(bookingWindow).safeParse({
      numberOfTickets,
      darshanDate,
      alternateDarshanDate,
      passengers,
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Take the visitor to the first field that needs attention.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    openWhatsApp(darshanEnquiryMessage(parsed.data));
    recordLead({ kind: 'darshan' }); // counted only: Aadhaar numbers and names never leave for our worker
  };

  const errorCount = Object.keys(errors).length;
  const error = (key: string) => errors[key];

  return (
    <form ref={formRef} className="darshan-form panel" onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <FormStatus
        status={
          errorCount
            ? {
                tone: 'error',
                text: errorCount === 1 ? v('correctOne') : v('correctMany', { count: errorCount }),
              }
            : null
        }
      />

      <div className="form-grid darshan-form__grid">
        <Field id={`${id}-tickets`} label={t('tickets')} hint={t('ticketsHint')} error={error('numberOfTickets')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={DARSHAN.minTickets}
              max={DARSHAN.maxTickets}
              value={numberOfTickets}
              onChange={(event) => changeCount(event.target.value)}
            />
          )}
        </Field>
        <DateField
          id={`${id}-date`}
          label={t('date')}
          min={bookingWindow.from}
          max={bookingWindow.to}
          value={darshanDate}
          error={error('darshanDate')}
          onChange={(value) => {
            setDarshanDate(value);
            clear('darshanDate');
            clear('alternateDarshanDate');
          }}
        />
        <DateField
          id={`${id}-alternate`}
          label={t('alternate')}
          optional
          min={bookingWindow.from}
          max={bookingWindow.to}
          value={alternateDarshanDate}
          error={error('alternateDarshanDate')}
          onChange={(value) => {
            setAlternateDarshanDate(value);
            clear('alternateDarshanDate');
          }}
        />
      </div>
      <p className="darshan-form__window">
        {t('window', { from: formatDay(bookingWindow.from), to: formatDay(bookingWindow.to) })}
      </p>

      {passengers.length ? (
        <ol className="darshan-form__people" aria-label={t('people')}>
          {passengers.map((person, index) => {
            const n = index + 1;
            const key = (field: keyof DarshanPassenger) => `passengers.${index}.${field}`;
            return (
              <li key={index} className="darshan-person">
                <fieldset className="darshan-person__fields">
                  <legend className="darshan-person__title">{t('person', { n })}</legend>
                  <Field
                    id={`${id}-name-${index}`}
                    className="darshan-person__name"
                    label={t('name')}
                    error={error(key('name'))}
                  >
                    {(control) => (
                      <input
                        {...control}
                        autoComplete="off"
                        maxLength={100}
                        value={person.name}
                        onChange={(event) => changePerson(index, 'name', event.target.value)}
                      />
                    )}
                  </Field>
                  <Field
                    id={`${id}-age-${index}`}
                    className="darshan-person__age"
                    label={t('age')}
                    error={error(key('age'))}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        inputMode="numeric"
                        min={DARSHAN.minAge}
                        max={DARSHAN.maxAge}
                        value={person.age}
                        onChange={(event) => changePerson(index, 'age', event.target.value)}
                      />
                    )}
                  </Field>
                  <Field
                    id={`${id}-aadhaar-${index}`}
                    className="darshan-person__aadhaar"
                    label={t('aadhaar')}
                    error={error(key('aadhaar'))}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className="field__input darshan-person__aadhaar-input"
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="1234 5678 9012"
                        maxLength={14}
                        value={person.aadhaar}
                        onChange={(event) => changePerson(index, 'aadhaar', formatAadhaarInput(event.target.value))}
                      />
                    )}
                  </Field>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}

      <p className="darshan-form__note">
        <strong>{t('noteLabel')}</strong> {t('note')}
      </p>
      <SubmitButton label={t('submit')} />
    </form>
  );
}
