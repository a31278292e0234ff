import { Link } from 'react-router-dom';
import { trains as trainTexts } from '#shared/i18n/en/screens/trains';
import type { TrainResult } from '#shared/schemas/trains';
import { ticketEnquiryMessage } from '#shared/whatsapp';
import { useFormatDay, useScreenT } from '../../../lib/locale';
import { openWhatsApp } from '../../../lib/whatsapp';
import { useFailureText, useTrains } from '../use-trains';
import { stationLabel } from '../train-format';
import { TrainCard } from './train-card';
import '../trains.css';

export type TrainQuery = { type: string; from: string; to: string; date: string; passengers: string };

type State =
  | { status: 'loading' }
  | { status: 'done'; trains: TrainResult[]; attribution?: string }
  | { status: 'failed'; message: string };

/**
 * The train results screen (spec §2): searches only for type train; 'Loading...' while it waits, 'No results
 * found' when empty, the worker's message when the search is refused, and always a way on to WhatsApp.
 */
export function TrainResults({ query, search }: { query: TrainQuery; search: string }) {
  const t = useScreenT(trainTexts);
  const failureText = useFailureText();
  const formatDate = useFormatDay();
  const searchable = query.type === 'train' && Boolean(query.from && query.to);
  const trains = useTrains(searchable ? { from: query.from, to: query.to, date: query.date || undefined } : null);
  const state: State =
    trains.status === 'idle'
      ? { status: 'done', trains: [] }
      : trains.status === 'ready'
        ? { status: 'done', trains: trains.data.data, attribution: trains.data.attribution }
        : trains.status === 'error'
          ? { status: 'failed', message: failureText(trains.error, t('failed')) }
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
          <span>{fromLabel || t('fromUnknown')}</span>
          <span aria-label={t('to')} className="train-results__arrow">
            →
          </span>
          <span>{toLabel || t('toUnknown')}</span>
        </p>
        <p className="train-results__meta">
          {query.date ? formatDate(query.date) : t('anyDay')} ·{' '}
          {query.passengers === '1' ? t('onePassenger') : t('passengers', { count: query.passengers })}
        </p>
        <Link className="button button--secondary train-results__change" to={`/train-booking?${change}`}>
          {t('changeSearch')}
        </Link>
      </div>

      {state.status === 'loading' ? (
        <div className="train-results__loading">
          <p role="status">{t('loading')}</p>
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
            {t('askInstead')}
          </button>
        </div>
      ) : null}

      {state.status === 'done' && state.trains.length === 0 ? (
        <div className="train-results__empty panel">
          <p className="train-results__none">{t('noResults')}</p>
          <p className="train-results__help">{query.date ? t('noDirectOnDay') : t('noDirect')}</p>
          <button type="button" className="button button--whatsapp" onClick={enquire}>
            {t('ask')}
          </button>
        </div>
      ) : null}

      {state.status === 'done' && state.trains.length > 0 ? (
        <>
          <h2 className="train-results__count">
            {state.trains.length === 1 ? t('oneFound') : t('found', { count: state.trains.length })}
          </h2>
          <ul className="train-results__list">
            {state.trains.map((train) => (
              <li key={train.train_number}>
                <TrainCard train={train} search={search} />
              </li>
            ))}
          </ul>
          <p className="train-results__fare-note">{t('fareNote')}</p>
        </>
      ) : null}

      {state.status === 'done' && state.attribution ? (
        <p className="train-results__attribution">{state.attribution}</p>
      ) : null}
    </div>
  );
}
