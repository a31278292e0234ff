import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatRupees } from '#shared/package-format';
import {
  BOOKABLE_COLLECTIONS,
  BOOKING_STATUSES,
  type BookableCollection,
  type BookingStatus,
} from '#shared/schemas/bookings';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuery } from '../../../lib/query';
import { BOOKING_STATUS_LABELS, BookingCard } from './booking-card';
import { listBookings, type BookingFilters } from './bookings-api';
import { LoadFailed } from './load-failed';
import './bookings-console.css';

/** The filters live in the address (?status=&collection=&id=&date=), so a filtered list can be shared and reloaded. */
function filtersOf(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const collection = params.get('collection');
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '') ? (status as BookingStatus) : undefined,
    collection: (BOOKABLE_COLLECTIONS as readonly string[]).includes(collection ?? '')
      ? (collection as BookableCollection)
      : undefined,
    id: params.get('id')?.trim() || undefined,
    date: /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined,
  };
}

/** /#/admin/bookings: bookings newest first, filtered by status and by departure; each with its actions. */
export function BookingsList() {
  usePageTitle('Bookings');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const bookings = useQuery(['admin-bookings', filters.status, filters.collection, filters.id, filters.date], () =>
    listBookings(filters),
  );
  const setFilter = (name: keyof BookingFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const departure = filters.collection && filters.id && filters.date ? filters : null;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Bookings</h1>
          <p className="admin-muted">
            Newest first. Confirm a payment only after finding its UTR in the bank statement.
          </p>
        </div>
        <div className="admin-page__actions">
          <button type="button" className="button button--secondary admin-button" onClick={bookings.retry}>
            Refresh
          </button>
        </div>
      </div>
      <div className="admin-tabs" role="group" aria-label="Status">
        <button
          type="button"
          className="admin-tab"
          aria-pressed={!filters.status}
          onClick={() => setFilter('status', '')}
        >
          All
        </button>
        {BOOKING_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className="admin-tab"
            aria-pressed={filters.status === status}
            onClick={() => setFilter('status', status)}
          >
            {BOOKING_STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      <fieldset className="admin-filters panel bookings-filters">
        <legend className="admin-muted">Departure</legend>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-collection`}>
            Collection
          </label>
          <select
            id={`${id}-collection`}
            className="field__input"
            value={filters.collection ?? ''}
            onChange={(event) => setFilter('collection', event.target.value)}
          >
            <option value="">Any</option>
            {BOOKABLE_COLLECTIONS.map((collection) => (
              <option key={collection} value={collection}>
                {collection}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-package`}>
            Package id
          </label>
          <input
            id={`${id}-package`}
            className="field__input"
            defaultValue={filters.id ?? ''}
            onBlur={(event) => setFilter('id', event.target.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter('id', event.currentTarget.value.trim());
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field__input"
            value={filters.date ?? ''}
            onChange={(event) => setFilter('date', event.target.value)}
          />
        </div>
      </fieldset>
      {departure ? (
        <p className="admin-note">
          <Link to={`/admin/manifest/${departure.collection}/${encodeURIComponent(departure.id!)}/${departure.date}`}>
            Manifest of this departure
          </Link>
        </p>
      ) : null}
      {bookings.status === 'error' ? (
        <LoadFailed
          message={(bookings.error as Error).message || 'Could not load the bookings.'}
          onRetry={bookings.retry}
        />
      ) : null}
      {bookings.status === 'loading' ? <div className="skeleton lead-detail__placeholder" aria-busy="true" /> : null}
      {bookings.status === 'ready' && bookings.data.length === 0 ? (
        <p className="admin-empty panel">No booking matches these filters.</p>
      ) : null}
      {bookings.status === 'ready' && bookings.data.length ? (
        <ul className="booking-cards" aria-label="Bookings">
          {bookings.data.map((booking) => (
            <li key={booking.reference}>
              <BookingCard booking={booking} onChanged={bookings.retry} />
            </li>
          ))}
        </ul>
      ) : null}
      {bookings.status === 'ready' && bookings.data.length ? (
        <p className="admin-muted">
          {bookings.data.length} bookings · {formatRupees(bookings.data.reduce((sum, b) => sum + b.paid, 0))} received
        </p>
      ) : null}
    </div>
  );
}
