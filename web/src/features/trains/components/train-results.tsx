import { Link } from 'react-router-dom';
import type { TrainResult } from '#shared/schemas/trains';
import { ticketEnquiryMessage } from '#shared/whatsapp';
import { openWhatsApp } from '../../../lib/whatsapp';
import { failureText, useTrains } from '../use-trains';
import { stationLabel } from '../train-format';
import { TrainCard } from './train-card';
import '../trains.css';

export type TrainQuery = { type: string; from: string; to: string; date: string; passengers: string };

type State =
  | { status: 'loading' }
  | { status: 'done'; trains: TrainResult[]; attribution?: string }
  | { status: 'failed'; message: string };

const FAILED = 'Train search is unavailable right now. Please try again.';

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * The train results screen (spec §2): searches only for type train; 'Loading...' while it waits, 'No results
 * found' when empty, the worker's message when the search is refused, and always a way on to WhatsApp.
 */
export function TrainResults({ query, search }: { query: TrainQuery; search: string }) {
  const searchable = query.type === 'train' && Boolean(query.from && query.to);
  const trains = useTrains(searchable ? { from: query.from, to: query.to, date: query.date || undefined } : null);
  const state: State =
    trains.status === 'idle'
      ? { status: 'done', trains: [] }
      : trains.status === 'ready'
        ? { status: 'done', trains: trains.data.data, attribution: trains.data.attribution }
        : trains.status === 'error'
          ? { status: 'failed', message: failureText(trains.error, FAILED) }
          : { status: 'loading' };

  const first = state.status === 'done' ? state.trains[0] : undefined;
  const fromLabel = stationLabel(first?.from_station_name, first?.from_station_code ?? query.from);
  const toLabel = stationLabel(first?.to_station_name, first?.to_station_code ?? query.to);
  const change = new URLSearchParams({
    from: query.from,
    to: query.to,
    date: query.date,
    passengers: query.passengers,
  });
  const enquire = () =>
    openWhatsApp(
      ticketEnquiryMessage({
        type: 'train',
        from: fromLabel,
        to: toLabel,
        date: query.date,
        passengers: query.passengers,
      }),
    );

  return (
    <div className="train-results">
      <div className="train-results__summary panel">
        <p className="train-results__route">
          <span>{fromLabel || 'From ?'}</span>
          <span aria-label="to" className="train-results__arrow">
            →
          </span>
          <span>{toLabel || 'To ?'}</span>
        </p>
        <p className="train-results__meta">
          {query.date ? formatDate(query.date) : 'Any day'} · {query.passengers} passenger
          {query.passengers === '1' ? '' : 's'}
        </p>
        <Link className="button button--secondary train-results__change" to={`/train-booking?${change}`}>
          Change search
        </Link>
      </div>

      {state.status === 'loading' ? (
        <div className="train-results__loading">
          <p role="status">Loading...</p>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="skeleton train-results__skeleton" />
          ))}
        </div>
      ) : null}

      {state.status === 'failed' ? (
        <div className="train-results__empty panel">
          <p className="form-message form-message--error" role="alert">
            {state.message}
          </p>
          <button type="button" className="button button--whatsapp" onClick={enquire}>
            Ask us on WhatsApp instead
          </button>
        </div>
      ) : null}

      {state.status === 'done' && state.trains.length === 0 ? (
        <div className="train-results__empty panel">
          <p className="train-results__none">No results found</p>
          <p className="train-results__help">
            No direct train runs between these stations{query.date ? ' on that day' : ''} in our timetable. Try a nearby
            station or another date, or let us plan a connection for you.
          </p>
          <button type="button" className="button button--whatsapp" onClick={enquire}>
            Ask us on WhatsApp
          </button>
        </div>
      ) : null}

      {state.status === 'done' && state.trains.length > 0 ? (
        <>
          <h2 className="train-results__count">
            {state.trains.length} train{state.trains.length === 1 ? '' : 's'} found
          </h2>
          <ul className="train-results__list">
            {state.trains.map((train) => (
              <li key={train.train_number}>
                <TrainCard train={train} search={search} />
              </li>
            ))}
          </ul>
          <p className="train-results__fare-note">
            Fares are shown where our train data gives them; otherwise we quote the fare for your class and date on
            WhatsApp, with availability.
          </p>
        </>
      ) : null}

      {state.status === 'done' && state.attribution ? (
        <p className="train-results__attribution">{state.attribution}</p>
      ) : null}
    </div>
  );
}
