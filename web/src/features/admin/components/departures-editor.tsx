import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { indiaToday, addDays } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import type { AdminDeparture, BookableCollection } from '#shared/schemas/bookings';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuery } from '../../../lib/query';
import { addDepartureSeries, changeDeparture, listDepartures } from './bookings-api';
import { formatDay } from '../admin-format';
import { LoadFailed } from './load-failed';
import './bookings-console.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * /#/admin/departures/{collection}/{id}: a package's departures from today, with seats taken; add a series
 * ("every Saturday from … to …", seats each, an optional own price), close or reopen one date.
 */
export function DeparturesEditor({ collection, id }: { collection: BookableCollection; id: string }) {
  usePageTitle(`Departures of ${id}`);
  const departures = useQuery(['admin-departures', collection, id], () => listDepartures(collection, id));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const toggle = async (departure: AdminDeparture) => {
    const status = departure.status === 'open' ? 'closed' : 'open';
    try {
      await changeDeparture({ collection, id, date: departure.date }, { status });
      setNotice({
        tone: 'success',
        text: `${formatDay(departure.date)} is ${status === 'open' ? 'open again' : 'closed'}.`,
      });
      departures.refresh();
    } catch (failure) {
      setNotice({ tone: 'error', text: (failure as Error).message });
    }
  };

  return (
    <div className="admin-page">
      <Link className="admin-back" to={`/admin/catalog/${collection}/${encodeURIComponent(id)}`}>
        ← {id} in the catalog
      </Link>
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Departures</h1>
          <p className="admin-muted">
            {collection} · {id}. Closing a date stops new holds; bookings already made stay.
          </p>
        </div>
      </div>
      <SeriesForm
        collection={collection}
        id={id}
        onAdded={(text) => {
          setNotice({ tone: 'success', text });
          departures.refresh();
        }}
      />
      {notice ? (
        <p className={`form-message form-message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {departures.status === 'error' ? (
        <LoadFailed message={(departures.error as Error).message || 'Could not load.'} onRetry={departures.retry} />
      ) : null}
      {departures.status === 'loading' ? <div className="skeleton lead-detail__placeholder" aria-busy="true" /> : null}
      {departures.status === 'ready' && departures.data.length === 0 ? (
        <p className="admin-empty panel">No departure from today on: visitors see the enquiry buttons only.</p>
      ) : null}
      {departures.status === 'ready' && departures.data.length ? (
        <ul className="departure-rows" aria-label="Departures">
          {departures.data.map((departure) => (
            <li key={departure.date} className="departure-row panel" data-status={departure.status}>
              <span className="departure-row__date">{formatDay(departure.date)}</span>
              <span>
                {departure.taken} of {departure.seats} seats taken
                {departure.perPerson ? ` · ${formatRupees(departure.perPerson)} per person` : ''}
              </span>
              <span className="departure-row__actions">
                <Link to={`/admin/manifest/${collection}/${encodeURIComponent(id)}/${departure.date}`}>Manifest</Link>
                <button
                  type="button"
                  className="button button--secondary admin-button"
                  onClick={() => void toggle(departure)}
                >
                  {departure.status === 'open' ? 'Close' : 'Reopen'}
                </button>
              </span>
              {departure.status === 'closed' ? <span className="booking-status">Closed</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SeriesForm({
  collection,
  id,
  onAdded,
}: {
  collection: BookableCollection;
  id: string;
  onAdded: (text: string) => void;
}) {
  const formId = useId();
  const today = indiaToday();
  const [weekday, setWeekday] = useState(6);
  const [from, setFrom] = useState(addDays(today, 1));
  const [to, setTo] = useState(addDays(today, 90));
  const [seats, setSeats] = useState('20');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { added, dates } = await addDepartureSeries({
        collection,
        id,
        from,
        to,
        weekday,
        seats: Number(seats),
        ...(price ? { perPerson: Number(price) } : {}),
      });
      onAdded(
        `Added ${added} departures (every ${WEEKDAYS[weekday]}, ${dates.length} dates in the range; dates that had one are unchanged).`,
      );
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      setErrors({ ...fields, form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={`${formId}-${name}`}>
        {label}
      </label>
      {control}
      {errors[name] ? <p className="field__error">{errors[name]}</p> : null}
    </div>
  );

  return (
    <form className="panel departure-series" onSubmit={submit} noValidate aria-label="Add a series">
      <h2 className="lead-section__title">Add a series</h2>
      <div className="departure-series__fields">
        {field(
          'weekday',
          'Every',
          <select
            id={`${formId}-weekday`}
            className="field__input"
            value={weekday}
            onChange={(event) => setWeekday(Number(event.target.value))}
          >
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'from',
          'From',
          <input
            id={`${formId}-from`}
            type="date"
            className="field__input"
            value={from}
            min={today}
            onChange={(event) => setFrom(event.target.value)}
          />,
        )}
        {field(
          'to',
          'To',
          <input
            id={`${formId}-to`}
            type="date"
            className="field__input"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
          />,
        )}
        {field(
          'seats',
          'Seats each',
          <input
            id={`${formId}-seats`}
            className="field__input"
            inputMode="numeric"
            value={seats}
            onChange={(event) => setSeats(event.target.value.replace(/\D/g, ''))}
          />,
        )}
        {field(
          'perPerson',
          'Own price per person (optional)',
          <input
            id={`${formId}-perPerson`}
            className="field__input"
            inputMode="numeric"
            placeholder="Package price"
            value={price}
            onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
          />,
        )}
      </div>
      {errors.form ? (
        <p className="form-message form-message--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary admin-button" disabled={busy}>
        {busy ? 'Adding...' : 'Add departures'}
      </button>
    </form>
  );
}
