import { useId, useState, type FormEvent } from 'react';
import { bookingAmounts } from '#shared/booking-amounts';
import { indiaToday } from '#shared/dates';
import { booking as messages } from '#shared/i18n/en/screens/booking';
import { INTL_LOCALE, SHORT_MONTH_NAMES } from '#shared/i18n/locales';
import type { Translate } from '#shared/i18n/messages';
import { formatRupees } from '#shared/package-format';
import {
  bookingRequestSchema,
  type BookableCollection,
  type Departure,
  type HoldAnswer,
} from '#shared/schemas/bookings';
import type { TourPackage } from '#shared/catalog/schemas';
import { fieldErrors } from '#shared/schemas/common';
import { DEFAULT_PARTY, GST_RATE, type Party } from '#shared/taxes';
import { Field } from '../../components/field';
import { MobileField } from '../../components/mobile-field';
import { MoneyLine } from '../../components/money-line';
import { PartyPicker } from '../../components/party-picker';
import { ApiClientError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { useIntlLocale, useScreenT } from '../../lib/locale';
import { useQuery } from '../../lib/query';
import { useValidationText } from '../../lib/use-validation-text';
import { fetchDepartures, holdSeats, keepMobile } from './api';
import { HoldTimer } from './hold-timer';
import { PayAdvance } from './pay-advance';
import './booking.css';

type Props = { collection: BookableCollection; item: TourPackage };

/** "Only N seats left" is said only when it is few; otherwise the plain count. */
const FEW_SEATS = 5;
const DATES_AT_FIRST = 6;
type T = Translate<(typeof messages)['en']>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Sat, 5 Dec'. English from our own names: a first Intl date format costs a phone ~40 ms (see messages.ts). */
function dayLabel(date: string, locale: string) {
  const day = new Date(`${date}T00:00:00Z`);
  if (locale === INTL_LOCALE.en)
    return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${SHORT_MONTH_NAMES[day.getUTCMonth()]}`;
  return day.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function seatsText({ seatsLeft, status }: Departure, t: T) {
  if (status === 'closed') return t('closed');
  if (seatsLeft === 0) return t('soldOut');
  if (seatsLeft === 1) return t('onlyOneLeft');
  if (seatsLeft <= FEW_SEATS) return t('onlyFewLeft', { count: seatsLeft });
  return t('seatsLeft', { count: seatsLeft });
}

/**
 * Book a dated departure from the package page: date, party, the total with taxes and the advance, name and
 * mobile, then one tap holds the seats and shows how to pay the advance by UPI. Nothing shows for a package
 * without departures (its enquiry buttons stay).
 */
export default function BookingPanel({ collection, item }: Props) {
  const id = useId();
  const t = useScreenT(messages);
  const locale = useIntlLocale();
  const validationText = useValidationText();
  const departures = useQuery(['departures', collection, item.id], () => fetchDepartures(collection, item.id));
  const [date, setDate] = useState<string | null>(null);
  const [allDates, setAllDates] = useState(false);
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState<(HoldAnswer & { mobile: string }) | null>(null);
  const [claimed, setClaimed] = useState(false);
  const key = useIdempotencyKey();

  if (departures.status !== 'ready' || departures.data.length === 0) return null;
  const list = departures.data;
  const chosen = list.find((departure) => departure.date === date) ?? null;
  const today = indiaToday();
  const amounts = chosen ? bookingAmounts(item, chosen, party, today) : null;
  const international = item.type === 'international';

  const translated = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, validationText(message)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ date: t('chooseDateError') });
    const request = { collection, id: item.id, date: chosen.date, ...party, name, mobile, email };
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(translated(fieldErrors(parsed.error)));
    setErrors({});
    setSending(true);
    try {
      const answer = await holdSeats(request, key.current());
      keepMobile(answer.reference, parsed.data.mobile);
      setHeld({ ...answer, mobile: parsed.data.mobile });
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.status !== 0) {
        setErrors(translated({ ...(failure.fields ?? {}), form: failure.message }));
        if (failure.code === 'sold_out' || failure.status === 410) departures.retry();
      } else setErrors({ form: t('noConnection') });
    } finally {
      setSending(false);
    }
  };

  if (held) {
    return (
      <section className="booking-panel panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="booking-panel__title">
          {claimed ? t('paymentReceived') : t('seatsHeld')}
        </h2>
        <p className="booking-panel__reference">
          {t('bookingReference')} <strong>{held.reference}</strong>
        </p>
        {claimed ? (
          <p role="status">{t('thanksChecking')}</p>
        ) : (
          <>
            <HoldTimer until={held.holdExpiresAt} />
            <p>
              {held.amounts.balanceDue > 0
                ? t('payAdvanceAndBalance', {
                    amount: formatRupees(held.amounts.advanceDue),
                    balance: formatRupees(held.amounts.balanceDue),
                  })
                : t('payAdvanceNow', { amount: formatRupees(held.amounts.advanceDue) })}
            </p>
            <PayAdvance
              reference={held.reference}
              mobile={held.mobile}
              amount={held.amounts.advanceDue}
              pay={held.pay}
              onClaimed={() => setClaimed(true)}
            />
          </>
        )}
        <a className="button button--secondary button--block" href={`#/booking/${held.reference}`}>
          {t('openBookingPage')}
        </a>
      </section>
    );
  }

  const shown = allDates ? list : list.slice(0, DATES_AT_FIRST);
  return (
    <section className="booking-panel panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-panel__title">
        {t('panelTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="booking-panel__dates">
          <legend>{t('chooseDate')}</legend>
          <div className="booking-panel__date-list">
            {shown.map((departure) => (
              <button
                key={departure.date}
                type="button"
                className="booking-panel__date"
                aria-pressed={departure.date === date}
                disabled={departure.status === 'closed' || departure.seatsLeft === 0}
                onClick={() => {
                  key.renew();
                  setDate(departure.date);
                }}
              >
                <span>{dayLabel(departure.date, locale)}</span>
                <small>{seatsText(departure, t)}</small>
              </button>
            ))}
          </div>
          {list.length > DATES_AT_FIRST && !allDates ? (
            <button type="button" className="link-button" onClick={() => setAllDates(true)}>
              {t('moreDates')}
            </button>
          ) : null}
          {errors.date ? <p className="field__error">{errors.date}</p> : null}
        </fieldset>
        <PartyPicker
          labels={{
            legend: t('whoTravels'),
            adults: t('adults'),
            childrenWithBed: t('childrenWithBed'),
            childrenNoBed: t('childrenNoBed'),
            singles: t('singleRooms'),
          }}
          price={item.price}
          party={party}
          onChange={(next) => {
            key.renew();
            setParty(next);
          }}
          maxChildren={10}
        />
        {amounts ? (
          <dl className="booking-panel__amounts" aria-live="polite">
            <MoneyLine amount={amounts.base}>{t('packageCost')}</MoneyLine>
            <MoneyLine amount={amounts.gst}>{t('gst', { rate: GST_RATE * 100 })}</MoneyLine>
            {international ? <MoneyLine amount={amounts.tcs}>{t('tcs')}</MoneyLine> : null}
            <MoneyLine amount={amounts.total} className="booking-panel__total">
              {t('total')}
            </MoneyLine>
            <MoneyLine amount={amounts.advanceDue} className="booking-panel__advance">
              {t('advanceNow')}
            </MoneyLine>
            {amounts.balanceDueBy ? (
              <MoneyLine amount={amounts.balanceDue}>
                {t('balanceBy', { date: dayLabel(amounts.balanceDueBy, locale) })}
              </MoneyLine>
            ) : null}
          </dl>
        ) : null}
        <Field id={`${id}-name`} label={t('yourName')} error={errors.name}>
          {(control) => (
            <input {...control} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <MobileField
          id={`${id}-mobile`}
          label={t('mobile')}
          hint={t('mobileHint')}
          error={errors.mobile}
          value={mobile}
          onChange={setMobile}
        />
        <Field id={`${id}-email`} label={t('email')} optional error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {errors.form || errors.adults || errors.singles ? (
          <p className="booking-panel__error" role="alert">
            {errors.form ?? errors.adults ?? errors.singles}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? t('holding') : amounts ? t('holdAndPay', { amount: formatRupees(amounts.advanceDue) }) : t('hold')}
        </button>
      </form>
    </section>
  );
}
