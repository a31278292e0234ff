import { useId, useState, type FormEvent } from 'react';
import { bookingAmounts } from '#shared/booking-amounts';
import { indiaToday } from '#shared/dates';
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
import { PartyPicker, type PartyLabels } from '../../components/party-picker';
import { ApiClientError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { useQuery } from '../../lib/query';
import { fetchDepartures, holdSeats, keepMobile } from './api';
import { HoldTimer } from './hold-timer';
import { PayAdvance } from './pay-advance';
import './booking.css';

type Props = { collection: BookableCollection; item: TourPackage };

/** "Only N seats left" is said only when it is few; otherwise the plain count. */
const FEW_SEATS = 5;
const DATES_AT_FIRST = 6;
const PARTY_LABELS: PartyLabels = {
  legend: 'Who is travelling',
  adults: 'Adults',
  childrenWithBed: 'Children with bed',
  childrenNoBed: 'Children without bed',
  singles: 'Single rooms',
};

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function seatsText({ seatsLeft, status }: Departure) {
  if (status === 'closed') return 'Closed';
  if (seatsLeft === 0) return 'Sold out';
  if (seatsLeft <= FEW_SEATS) return `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return `${seatsLeft} seats left`;
}

/**
 * Book a dated departure from the package page: date, party, the total with taxes and the advance, name and
 * mobile, then one tap holds the seats and shows how to pay the advance by UPI. Nothing shows for a package
 * without departures (its enquiry buttons stay).
 */
export default function BookingPanel({ collection, item }: Props) {
  const id = useId();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ date: 'Choose a date' });
    const request = { collection, id: item.id, date: chosen.date, ...party, name, mobile, email };
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setSending(true);
    try {
      const answer = await holdSeats(request, key.current());
      keepMobile(answer.reference, parsed.data.mobile);
      setHeld({ ...answer, mobile: parsed.data.mobile });
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.status !== 0) {
        setErrors({ ...(failure.fields ?? {}), form: failure.message });
        if (failure.code === 'sold_out' || failure.status === 410) departures.retry();
      } else setErrors({ form: 'Could not reach us. Check your connection and try again.' });
    } finally {
      setSending(false);
    }
  };

  if (held) {
    return (
      <section className="booking-panel panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="booking-panel__title">
          {claimed ? 'Payment received for checking' : 'Seats held'}
        </h2>
        <p className="booking-panel__reference">
          Booking reference <strong>{held.reference}</strong>
        </p>
        {claimed ? (
          <p role="status">Thank you. We check the payment against our bank statement and confirm your booking.</p>
        ) : (
          <>
            <HoldTimer until={held.holdExpiresAt} />
            <p>
              Pay the advance of <strong>{formatRupees(held.amounts.advanceDue)}</strong> now
              {held.amounts.balanceDue > 0 ? `; the balance of ${formatRupees(held.amounts.balanceDue)} later` : ''}.
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
          Open your booking page
        </a>
      </section>
    );
  }

  const shown = allDates ? list : list.slice(0, DATES_AT_FIRST);
  return (
    <section className="booking-panel panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-panel__title">
        Book a departure
      </h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="booking-panel__dates">
          <legend>Choose a date</legend>
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
                <span>{dayLabel(departure.date)}</span>
                <small>{seatsText(departure)}</small>
              </button>
            ))}
          </div>
          {list.length > DATES_AT_FIRST && !allDates ? (
            <button type="button" className="link-button" onClick={() => setAllDates(true)}>
              More dates
            </button>
          ) : null}
          {errors.date ? <p className="field__error">{errors.date}</p> : null}
        </fieldset>
        <PartyPicker
          labels={PARTY_LABELS}
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
            <div>
              <dt>Package cost</dt>
              <dd>{formatRupees(amounts.base)}</dd>
            </div>
            <div>
              <dt>GST ({GST_RATE * 100}%)</dt>
              <dd>{formatRupees(amounts.gst)}</dd>
            </div>
            {international ? (
              <div>
                <dt>TCS</dt>
                <dd>{formatRupees(amounts.tcs)}</dd>
              </div>
            ) : null}
            <div className="booking-panel__total">
              <dt>Total</dt>
              <dd>{formatRupees(amounts.total)}</dd>
            </div>
            <div className="booking-panel__advance">
              <dt>Advance due now</dt>
              <dd>{formatRupees(amounts.advanceDue)}</dd>
            </div>
            {amounts.balanceDueBy ? (
              <div>
                <dt>Balance by {dayLabel(amounts.balanceDueBy)}</dt>
                <dd>{formatRupees(amounts.balanceDue)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <Field id={`${id}-name`} label="Your name" error={errors.name}>
          {(control) => (
            <input {...control} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <MobileField
          id={`${id}-mobile`}
          label="Mobile number"
          hint="Your booking page opens with it"
          error={errors.mobile}
          value={mobile}
          onChange={setMobile}
        />
        <Field id={`${id}-email`} label="Email" optional error={errors.email}>
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
          {sending
            ? 'Holding your seats...'
            : amounts
              ? `Hold seats · pay ${formatRupees(amounts.advanceDue)}`
              : 'Hold seats'}
        </button>
      </form>
    </section>
  );
}
