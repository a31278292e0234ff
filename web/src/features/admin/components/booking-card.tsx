import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { formatRupees } from '#shared/package-format';
import type { AdminBooking, BookingPatch } from '#shared/schemas/bookings';
import { whatsappUrl } from '#shared/whatsapp';
import { formatWhen } from '../admin-format';
import { changeBooking } from './bookings-api';

export const BOOKING_STATUS_LABELS: Record<AdminBooking['status'], string> = {
  held: 'Held',
  payment_claimed: 'Payment claimed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function partyLine({ adults, childrenWithBed, childrenNoBed, singles }: AdminBooking['party']) {
  const parts = [`${adults} adult${adults === 1 ? '' : 's'}`];
  if (childrenWithBed) parts.push(`${childrenWithBed} child with bed`);
  if (childrenNoBed) parts.push(`${childrenNoBed} child no bed`);
  if (singles) parts.push(`${singles} single`);
  return parts.join(', ');
}

/** The WhatsApp message a confirmed booking offers to send: what is confirmed, the money, and the booking page. */
export function confirmationMessage(booking: AdminBooking, origin: string): string {
  const balance = booking.total - booking.paid;
  return [
    `Hello ${booking.name.trim()}, this is ${BRAND.name}.`,
    `Your booking ${booking.reference} (${booking.packageId}, departing ${day(booking.date)}, ${partyLine(booking.party)}) is confirmed.`,
    `Received ${formatRupees(booking.paid)}${balance > 0 ? `; balance ${formatRupees(balance)}` : '; fully paid'}.`,
    `Your booking page: ${origin}/#/booking/${booking.reference}`,
  ].join('\n');
}

type Action = 'cancel' | 'payment' | null;

/** One booking: who, which departure, the money and the UTR, and what the operator can do with it. */
export function BookingCard({ booking, onChanged }: { booking: AdminBooking; onChanged: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState(booking);
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = current.status === 'held' || current.status === 'payment_claimed' || current.status === 'confirmed';

  const send = async (patch: BookingPatch) => {
    setBusy(true);
    setError(null);
    try {
      setCurrent(await changeBooking(current.reference, patch));
      setAction(null);
      onChanged();
    } catch (failure) {
      setError((failure as Error).message || 'Could not save. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why the booking is cancelled.');
    void send({ status: 'cancelled', reason: reason.trim() });
  };
  const recordPayment = (event: FormEvent) => {
    event.preventDefault();
    const received = Number(amount);
    if (!Number.isInteger(received) || received <= 0) return setError('Enter the rupees received, a whole number.');
    // Money taken at the office for a held or claimed booking confirms it: a held one would otherwise expire.
    const paid = current.paid + received;
    void send(current.status === 'confirmed' ? { paid } : { status: 'confirmed', paid });
  };
  const manifestPath = `/admin/manifest/${current.collection}/${encodeURIComponent(current.packageId)}/${current.date}`;

  return (
    <article className="booking-card panel" data-reference={current.reference}>
      <header className="booking-card__top">
        <span className={`booking-status booking-status--${current.status}`}>
          {BOOKING_STATUS_LABELS[current.status]}
        </span>
        <code className="booking-card__ref">{current.reference}</code>
        <span className="admin-muted">{formatWhen(current.createdAt)}</span>
      </header>
      <p className="booking-card__who">
        <strong>{current.name}</strong> · <a href={`tel:${current.mobile}`}>{current.mobile}</a>
        {current.email ? <> · {current.email}</> : null}
      </p>
      <p>
        <Link to={manifestPath}>
          {current.packageId} · {day(current.date)}
        </Link>{' '}
        · {partyLine(current.party)}
      </p>
      <dl className="booking-card__money">
        <div>
          <dt>Total</dt>
          <dd>{formatRupees(current.total)}</dd>
        </div>
        <div>
          <dt>Advance</dt>
          <dd>{formatRupees(current.advanceDue)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatRupees(current.paid)}</dd>
        </div>
        <div>
          <dt>UTR</dt>
          <dd>{current.utr ? <code className="booking-card__utr">{current.utr}</code> : '—'}</dd>
        </div>
      </dl>
      {current.status === 'held' ? <p className="admin-muted">Hold ends {formatWhen(current.holdExpiresAt)}</p> : null}
      {current.cancelReason ? <p className="admin-muted">Cancelled: {current.cancelReason}</p> : null}
      <div className="booking-card__actions">
        {current.status === 'payment_claimed' || current.status === 'held' ? (
          <button
            type="button"
            className="button button--primary admin-button"
            disabled={busy}
            onClick={() => void send({ status: 'confirmed' })}
          >
            {current.utr ? `Confirm (UTR ${current.utr} found)` : 'Confirm'}
          </button>
        ) : null}
        {live ? (
          <button
            type="button"
            className="button button--secondary admin-button"
            aria-expanded={action === 'payment'}
            onClick={() => setAction(action === 'payment' ? null : 'payment')}
          >
            Record office payment
          </button>
        ) : null}
        {live ? (
          <button
            type="button"
            className="button button--secondary admin-button admin-button--danger"
            aria-expanded={action === 'cancel'}
            onClick={() => setAction(action === 'cancel' ? null : 'cancel')}
          >
            Cancel booking
          </button>
        ) : null}
        {current.status === 'confirmed' ? (
          <a
            className="button button--secondary admin-button lead-action--whatsapp"
            href={whatsappUrl(current.mobile, confirmationMessage(current, window.location.origin))}
            target="_blank"
            rel="noopener"
          >
            Send confirmation on WhatsApp
          </a>
        ) : null}
      </div>
      {action === 'cancel' ? (
        <form className="booking-card__form" onSubmit={cancel} noValidate>
          <label className="field__label" htmlFor={`${id}-reason`}>
            Why is it cancelled? (the seats return)
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="button button--primary admin-button admin-button--danger" disabled={busy}>
            Cancel {current.reference}
          </button>
        </form>
      ) : null}
      {action === 'payment' ? (
        <form className="booking-card__form" onSubmit={recordPayment} noValidate>
          <label className="field__label" htmlFor={`${id}-amount`}>
            Rupees received at the office (added to {formatRupees(current.paid)} paid)
          </label>
          <input
            id={`${id}-amount`}
            className="field__input"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="button button--primary admin-button" disabled={busy}>
            Record payment
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
