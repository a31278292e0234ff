import { tickets } from '#shared/i18n/en/tickets';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TRAVEL_CLASSES, type TicketType } from '#shared/constants';
import { ticketEnquiryMessage } from '#shared/whatsapp';
import { CallbackFields, useCallbackContact } from '../../../components/callback-fields';
import { DateField } from '../../../components/date-field';
import { Field } from '../../../components/field';
import { PlaceField, type PlaceFieldProps } from '../../../components/place-field';
import { openWhatsApp } from '../../../lib/whatsapp';
import { indiaToday } from '#shared/dates';
import { checkoutHint, pastDateHint } from '../date-hints';
import '../enquiries.css';
import { useT } from '../../../lib/locale';

export type TicketFormValues = {
  from: string;
  /** Station code picked from the suggestions (train only). */
  fromCode: string;
  to: string;
  toCode: string;
  date: string;
  passengers: string;
  location: string;
  checkin: string;
  checkout: string;
  guests: string;
  travelClass: (typeof TRAVEL_CLASSES)[number];
};

type Props = {
  type: TicketType;
  /** Draws From/To; plain text inputs when absent. */
  renderPlace?: (field: PlaceFieldProps) => ReactNode;
  /** A primary search action (trains): returns field errors, or nothing when it went ahead. */
  search?: { label: string; run: (values: TicketFormValues) => Partial<Record<keyof TicketFormValues, string>> | void };
  initial?: Partial<TicketFormValues>;
};

const EMPTY: TicketFormValues = {
  from: '',
  fromCode: '',
  to: '',
  toCode: '',
  date: '',
  passengers: '1',
  location: '',
  checkin: '',
  checkout: '',
  guests: '1',
  travelClass: 'Economy',
};

const PLACES = {
  train: { from: 'trainFrom', to: 'trainTo' },
  bus: { from: 'busFrom', to: 'busTo' },
  flight: { from: 'flightFrom', to: 'flightTo' },
} as const satisfies Record<Exclude<TicketType, 'hotel'>, Record<'from' | 'to', keyof (typeof tickets)['en']>>;

/**
 * A ticket enquiry form (train, bus, flight or hotel). Nothing is required: blanks go out as 'Not provided',
 * and the visitor is handed to WhatsApp with the spec's message. Dates in the past and a check-out before
 * check-in get a hint, never a block.
 */
export function TicketEnquiryForm({ type, renderPlace, search, initial }: Props) {
  const t = useT(tickets);
  const id = useId();
  const [values, setValues] = useState<TicketFormValues>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof TicketFormValues, string>>>({});
  const today = indiaToday();
  const contact = useCallbackContact();

  const set = (changes: Partial<TicketFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as (keyof TicketFormValues)[]) delete next[key];
      if ('fromCode' in changes) delete next.from;
      if ('toCode' in changes) delete next.to;
      return next;
    });
  };

  // WhatsApp gets the spec's text; the lead records the same answers and the optional call-back details.
  const enquire = () => {
    const { from, to, date, passengers, location, checkin, checkout, guests, travelClass } = values;
    contact.handOff(
      () =>
        openWhatsApp(
          ticketEnquiryMessage({ type, from, to, date, passengers, location, checkin, checkout, guests, travelClass }),
        ),
      type === 'hotel'
        ? { kind: 'hotel', location, checkin, checkout, guests }
        : type === 'flight'
          ? { kind: 'flight', from, to, date, passengers, travelClass }
          : { kind: type, from, to, date, passengers },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search) setErrors(search.run(values) ?? {});
    else enquire();
  };

  const place = (field: 'from' | 'to', label: string) => {
    const props: PlaceFieldProps = {
      id: `${id}-${field}`,
      label,
      placeholder: type === 'hotel' ? '' : t(PLACES[type][field]),
      value: values[field],
      error: errors[field],
      onChange: (text, code) =>
        set(field === 'from' ? { from: text, fromCode: code ?? '' } : { to: text, toCode: code ?? '' }),
    };
    return renderPlace ? renderPlace(props) : <PlaceField {...props} />;
  };

  return (
    <form className="ticket-form" onSubmit={submit} noValidate aria-label={t('enquiryLabel', { type: t(type) })}>
      {type === 'hotel' ? (
        <div className="form-grid">
          <PlaceField
            id={`${id}-location`}
            label={t('location')}
            placeholder={t('locationPlaceholder')}
            value={values.location}
            onChange={(location) => set({ location })}
            wide
          />
          <DateField
            id={`${id}-checkin`}
            label={t('checkIn')}
            value={values.checkin}
            min={today}
            onChange={(checkin) => set({ checkin })}
            hint={pastDateHint(values.checkin, today)}
            warning
          />
          <DateField
            id={`${id}-checkout`}
            label={t('checkOut')}
            value={values.checkout}
            min={values.checkin || today}
            onChange={(checkout) => set({ checkout })}
            hint={pastDateHint(values.checkout, today) ?? checkoutHint(values.checkin, values.checkout)}
            warning
          />
          <CountField
            id={`${id}-guests`}
            label={t('guests')}
            value={values.guests}
            onChange={(guests) => set({ guests })}
          />
        </div>
      ) : (
        <div className="form-grid">
          {place('from', t('from'))}
          {place('to', t('to'))}
          <DateField
            id={`${id}-date`}
            label={t('date')}
            value={values.date}
            min={today}
            onChange={(date) => set({ date })}
            hint={pastDateHint(values.date, today)}
            warning
          />
          <CountField
            id={`${id}-passengers`}
            label={t('passengers')}
            value={values.passengers}
            onChange={(passengers) => set({ passengers })}
          />
          {type === 'flight' ? (
            <Field id={`${id}-class`} label={t('travelClass')}>
              {(control) => (
                <select
                  {...control}
                  value={values.travelClass}
                  onChange={(event) => set({ travelClass: event.target.value as TicketFormValues['travelClass'] })}
                >
                  {TRAVEL_CLASSES.map((travelClass) => (
                    <option key={travelClass}>{travelClass}</option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
      )}

      <CallbackFields contact={contact} />

      <div className="ticket-form__actions">
        {search ? (
          <button type="submit" className="button button--primary">
            {search.label}
          </button>
        ) : null}
        <button
          type={search ? 'button' : 'submit'}
          className="button button--whatsapp"
          onClick={search ? enquire : undefined}
        >
          <WhatsAppGlyph />
          {t('enquire')}
        </button>
      </div>
      <p className="ticket-form__note">{t('note')}</p>
    </form>
  );
}

/** Passengers or guests: a whole number from 1 (the message falls back to 1 when it is not). */
function CountField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function WhatsAppGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
}
