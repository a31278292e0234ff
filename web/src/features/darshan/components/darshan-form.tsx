import { darshan } from '#shared/i18n/en/darshan';
import { validation } from '#shared/i18n/en/validation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatAadhaarInput } from '#shared/aadhaar';
import { DARSHAN } from '#shared/constants';
import { fieldErrors } from '#shared/schemas/common';
import { darshanFormSchema, type DarshanPassenger, type DarshanWindow } from '#shared/schemas/darshan';
import { darshanEnquiryMessage } from '#shared/whatsapp';
import { FieldError } from '../../../components/form-field';
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
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const message = (key: string) => <FieldError id={`${id}-${key}`} error={errors[key]} />;

  return (
    <form ref={formRef} className="darshan-form panel" onSubmit={submit} noValidate aria-label={t('formLabel')}>
      {errorCount ? (
        <p className="form-message form-message--error" role="alert">
          {errorCount === 1 ? v('correctOne') : v('correctMany', { count: errorCount })}
        </p>
      ) : null}

      <div className="form-grid darshan-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-tickets`}>
            {t('tickets')}
          </label>
          <input
            id={`${id}-tickets`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={DARSHAN.minTickets}
            max={DARSHAN.maxTickets}
            value={numberOfTickets}
            onChange={(event) => changeCount(event.target.value)}
            {...invalid('numberOfTickets')}
          />
          <span className="field__hint">{t('ticketsHint')}</span>
          {message('numberOfTickets')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('date')}
          </label>
          <input
            id={`${id}-date`}
            className="field__input"
            type="date"
            min={bookingWindow.from}
            max={bookingWindow.to}
            value={darshanDate}
            onChange={(event) => {
              setDarshanDate(event.target.value);
              clear('darshanDate');
              clear('alternateDarshanDate');
            }}
            {...invalid('darshanDate')}
          />
          {message('darshanDate')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-alternate`}>
            {t('alternate')} <span className="darshan-form__optional">{t('optional')}</span>
          </label>
          <input
            id={`${id}-alternate`}
            className="field__input"
            type="date"
            min={bookingWindow.from}
            max={bookingWindow.to}
            value={alternateDarshanDate}
            onChange={(event) => {
              setAlternateDarshanDate(event.target.value);
              clear('alternateDarshanDate');
            }}
            {...invalid('alternateDarshanDate')}
          />
          {message('alternateDarshanDate')}
        </div>
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
                  <div className="field darshan-person__name">
                    <label className="field__label" htmlFor={`${id}-name-${index}`}>
                      {t('name')}
                    </label>
                    <input
                      id={`${id}-name-${index}`}
                      className="field__input"
                      autoComplete="off"
                      maxLength={100}
                      value={person.name}
                      onChange={(event) => changePerson(index, 'name', event.target.value)}
                      {...invalid(key('name'))}
                    />
                    {message(key('name'))}
                  </div>
                  <div className="field darshan-person__age">
                    <label className="field__label" htmlFor={`${id}-age-${index}`}>
                      {t('age')}
                    </label>
                    <input
                      id={`${id}-age-${index}`}
                      className="field__input"
                      type="number"
                      inputMode="numeric"
                      min={DARSHAN.minAge}
                      max={DARSHAN.maxAge}
                      value={person.age}
                      onChange={(event) => changePerson(index, 'age', event.target.value)}
                      {...invalid(key('age'))}
                    />
                    {message(key('age'))}
                  </div>
                  <div className="field darshan-person__aadhaar">
                    <label className="field__label" htmlFor={`${id}-aadhaar-${index}`}>
                      {t('aadhaar')}
                    </label>
                    <input
                      id={`${id}-aadhaar-${index}`}
                      className="field__input darshan-person__aadhaar-input"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="1234 5678 9012"
                      maxLength={14}
                      value={person.aadhaar}
                      onChange={(event) => changePerson(index, 'aadhaar', formatAadhaarInput(event.target.value))}
                      {...invalid(key('aadhaar'))}
                    />
                    {message(key('aadhaar'))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}

      <p className="darshan-form__note">
        <strong>{t('noteLabel')}</strong> {t('note')}
      </p>
      <button type="submit" className="button button--primary button--block darshan-form__submit">
        {t('submit')}
      </button>
    </form>
  );
}
