import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BUSINESS } from '#shared/business';
import { formatRupees } from '#shared/package-format';
import type { BookingStatus, BookingView } from '#shared/schemas/bookings';
import type { TourPackage } from '#shared/catalog/schemas';
import { indianMobile } from '#shared/schemas/mobile';
import { MobileField } from '../../components/mobile-field';
import { ApiClientError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { fetchBooking, keepMobile, keptMobile } from './api';
import { tripCalendarFile } from './calendar-file';
import { HoldTimer } from './hold-timer';
import { PayAdvance } from './pay-advance';
import { CANCELLATION_POLICY, WHAT_TO_CARRY } from './trip-notes';
import './booking.css';

const STATUS_TEXT: Record<BookingStatus, string> = {
  held: 'Held',
  payment_claimed: 'Payment claimed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function partyText({ adults, childrenWithBed, childrenNoBed, singles }: BookingView['party']) {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (childrenWithBed) parts.push(`children with a bed: ${childrenWithBed}`);
  if (childrenNoBed) parts.push(`children without a bed: ${childrenNoBed}`);
  if (singles) parts.push(`single rooms: ${singles}`);
  return parts.join(', ');
}

/** Asks once for the mobile the booking was made with (kept on this device), then reads the booking. */
export function BookingLookup({
  reference,
  children,
}: {
  reference: string;
  children: (booking: BookingView, mobile: string) => ReactNode;
}) {
  const id = useId();
  const [mobile, setMobile] = useState(() => keptMobile(reference));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const booking = useQuery(mobile ? ['booking', reference, mobile] : null, async () => {
    const found = await fetchBooking(reference, mobile!);
    keepMobile(reference, mobile!);
    return found;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = indianMobile.safeParse(typed);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setMobile(parsed.data);
  };

  if (booking.status === 'ready') return <>{children(booking.data, mobile!)}</>;
  if (booking.status === 'loading') return <p className="loading-text">Loading your booking...</p>;
  const failed =
    booking.status === 'error'
      ? booking.error instanceof ApiClientError && booking.error.status !== 0
        ? booking.error.message
        : 'Could not reach us. Check your connection and try again.'
      : null;
  return (
    <form className="booking-view__ask panel" onSubmit={submit} noValidate>
      <h1>Booking {reference}</h1>
      <MobileField
        id={`${id}-mobile`}
        label="The mobile number you booked with"
        error={error ?? failed}
        value={typed}
        onChange={setTyped}
      />
      <button type="submit" className="button button--primary button--block">
        Show my booking
      </button>
    </form>
  );
}

/** The traveller's booking: status, money, the trip, what to carry, whom to call, and the policy. */
export function BookingDetails({
  booking,
  mobile,
  item,
}: {
  booking: BookingView;
  mobile: string;
  item: TourPackage | null;
}) {
  const [current, setCurrent] = useState(booking);
  const { amounts } = current;
  const due = current.status === 'held' ? amounts.advanceDue : amounts.total - current.paid;
  const title = item?.title ?? current.packageId;
  const calendarHref = item
    ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
        tripCalendarFile({ reference: current.reference, title, date: current.date, days: item.days }),
      )}`
    : null;

  return (
    <article className="booking-view container">
      <header className="booking-view__head">
        <h1>{title}</h1>
        <p>
          Booking <strong>{current.reference}</strong> for {current.name}
        </p>
        <p className={`booking-view__status booking-view__status--${current.status}`} data-status={current.status}>
          {STATUS_TEXT[current.status]}
        </p>
        {current.status === 'held' && current.holdExpiresAt ? <HoldTimer until={current.holdExpiresAt} /> : null}
        {current.noteToTraveller ? <p className="booking-view__note">{current.noteToTraveller}</p> : null}
      </header>
      <section>
        <h2>Departure</h2>
        <p>
          {longDate(current.date)}
          {item ? ` · ${item.days} days, ${item.nights} nights` : ''}
        </p>
        <p>{partyText(current.party)}</p>
        {calendarHref ? (
          <a className="button button--secondary" href={calendarHref} download={`${current.reference}.ics`}>
            Add to calendar
          </a>
        ) : null}
      </section>
      <section>
        <h2>Payments</h2>
        <dl className="booking-view__amounts">
          <div>
            <dt>
              Total (package {formatRupees(amounts.base)}, GST {formatRupees(amounts.gst)}
              {amounts.tcs ? `, TCS ${formatRupees(amounts.tcs)}` : ''})
            </dt>
            <dd>{formatRupees(amounts.total)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{formatRupees(current.paid)}</dd>
          </div>
          <div>
            <dt>Advance due now</dt>
            <dd>{formatRupees(current.status === 'held' ? amounts.advanceDue : 0)}</dd>
          </div>
          {amounts.balanceDue > 0 && current.balanceDueBy ? (
            <div>
              <dt>Balance due by {longDate(current.balanceDueBy)}</dt>
              <dd>{formatRupees(amounts.balanceDue)}</dd>
            </div>
          ) : null}
        </dl>
        {current.status === 'held' ? (
          <PayAdvance
            reference={current.reference}
            mobile={mobile}
            amount={due}
            pay={current.pay}
            onClaimed={setCurrent}
          />
        ) : null}
        {current.status === 'payment_claimed' ? (
          <p>We are checking your payment against our bank statement and will confirm your booking.</p>
        ) : null}
      </section>
      {item ? (
        <section>
          <h2>Day by day</h2>
          <ol>
            {item.details.itinerary.map((day) => (
              <li key={day}>{day}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {item ? (
        <section>
          <h2>What to carry</h2>
          <ul>
            {WHAT_TO_CARRY[item.type].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2>Our official contacts</h2>
        <p>
          {BUSINESS.phones.map((phone) => (
            <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`} className="booking-view__phone">
              {phone}{' '}
            </a>
          ))}
          · <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </p>
        <p>
          We take money only on UPI ID {BUSINESS.payment.upiId}. Never pay anyone else who calls about this booking.
        </p>
      </section>
      <section>
        <h2>Cancellation policy</h2>
        <ul>
          {CANCELLATION_POLICY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
