import { Link } from 'react-router-dom';
import { formatRupees } from '#shared/package-format';
import type { BookableCollection } from '#shared/schemas/bookings';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuery } from '../../../lib/query';
import { partyLine } from './booking-card';
import { listBookings, manifestCsvUrl } from './bookings-api';
import { LoadFailed } from './load-failed';
import './bookings-console.css';

/** Those who travel: every live booking; an expired or cancelled one has given its seats back. */
const TRAVELLING = new Set(['held', 'payment_claimed', 'confirmed']);

/** /#/admin/manifest/{collection}/{id}/{date}: who travels on one departure, with the CSV for the tour leader. */
export function DepartureManifest({
  collection,
  id,
  date,
}: {
  collection: BookableCollection;
  id: string;
  date: string;
}) {
  usePageTitle(`Manifest ${id} ${date}`);
  const bookings = useQuery(['admin-manifest', collection, id, date], () => listBookings({ collection, id, date }));
  const rows = bookings.status === 'ready' ? bookings.data.filter((booking) => TRAVELLING.has(booking.status)) : [];
  const seats = rows.reduce((sum, booking) => sum + booking.seats, 0);
  const balance = rows.reduce((sum, booking) => sum + booking.total - booking.paid, 0);

  return (
    <div className="admin-page">
      <Link className="admin-back" to={`/admin/departures/${collection}/${encodeURIComponent(id)}`}>
        ← Departures of {id}
      </Link>
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Manifest</h1>
          <p className="admin-muted">
            {id} · {new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { dateStyle: 'full', timeZone: 'UTC' })}
          </p>
        </div>
        <div className="admin-page__actions">
          <a className="button button--primary admin-button" href={manifestCsvUrl(collection, id, date)} download>
            Download CSV
          </a>
        </div>
      </div>
      {bookings.status === 'error' ? (
        <LoadFailed message={(bookings.error as Error).message || 'Could not load.'} onRetry={bookings.retry} />
      ) : null}
      {bookings.status === 'loading' ? <div className="skeleton lead-detail__placeholder" aria-busy="true" /> : null}
      {bookings.status === 'ready' ? (
        <p className="manifest-summary" role="status">
          {rows.length} bookings · {seats} travellers · balance to collect {formatRupees(balance)}
        </p>
      ) : null}
      {rows.length ? (
        <table className="audit-table panel manifest-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Party</th>
              <th scope="col">Total</th>
              <th scope="col">Paid</th>
              <th scope="col">Balance</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((booking) => (
              <tr key={booking.reference}>
                <td data-label="Name">{booking.name}</td>
                <td data-label="Mobile">
                  <a href={`tel:${booking.mobile}`}>{booking.mobile}</a>
                </td>
                <td data-label="Party">{partyLine(booking.party)}</td>
                <td data-label="Total">{formatRupees(booking.total)}</td>
                <td data-label="Paid">{formatRupees(booking.paid)}</td>
                <td data-label="Balance">{formatRupees(booking.total - booking.paid)}</td>
                <td data-label="Reference">
                  <Link to={`/admin/bookings?collection=${collection}&id=${encodeURIComponent(id)}&date=${date}`}>
                    <code>{booking.reference}</code>
                  </Link>{' '}
                  <span className="admin-muted">{booking.status.replace('_', ' ')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : bookings.status === 'ready' ? (
        <p className="admin-empty panel">Nobody has booked this departure yet.</p>
      ) : null}
    </div>
  );
}
