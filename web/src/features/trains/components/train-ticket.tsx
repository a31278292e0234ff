import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { trains } from '#shared/i18n/en/screens/trains';
import { formatRupees } from '#shared/package-format';
import { trainResultSchema } from '#shared/schemas/trains';
import { trainEnquiryMessage } from '#shared/whatsapp';
import { CallbackFields, useCallbackContact } from '../../../components/callback-fields';
import { useScreenT } from '../../../lib/locale';
import { openWhatsApp } from '../../../lib/whatsapp';
import { useFailureText, useTrain } from '../use-trains';
import { stationLabel } from '../train-format';
import { TRAIN_IMAGE, type TrainCardState, useTrainTimes } from './train-card';
import '../trains.css';

type Props = {
  trainNumber: string;
  /** The search that led here (from, to, date, passengers), kept in the query so a reload still knows it. */
  query: { from: string; to: string; date: string; passengers: string };
  /** What the results card passed; absent after a reload or on a shared link. */
  passed: unknown;
};

/** The card's state when it is really about this train. */
function readPassed(passed: unknown, trainNumber: string): TrainCardState | null {
  if (!passed || typeof passed !== 'object') return null;
  const { name, image, details } = passed as Partial<TrainCardState>;
  const parsed = trainResultSchema.safeParse(details);
  if (!parsed.success || parsed.data.train_number !== trainNumber) return null;
  return {
    name: name ?? parsed.data.train_name,
    image: image ?? TRAIN_IMAGE,
    details: parsed.data,
  };
}

/**
 * /ticket/train/{number}: the chosen train, drawn at once from what the card passed, completed (and after a
 * reload, drawn entirely) from GET /api/trains/{number}; then a WhatsApp enquiry for this train.
 */
export function TrainTicket({ trainNumber, query, passed }: Props) {
  const t = useScreenT(trains);
  const failureText = useFailureText();
  const fromCard = readPassed(passed, trainNumber);
  const [travelClass, setTravelClass] = useState('');
  const classGroup = useId();
  const contact = useCallbackContact();

  const answer = useTrain(trainNumber, { from: query.from || undefined, to: query.to || undefined });
  const fetched = answer.status === 'ready' ? { train: answer.data.data, stops: answer.data.data.stops } : null;
  const failure = answer.status === 'error' ? failureText(answer.error, t('trainFailed')) : null;

  const train = fromCard?.details ?? fetched?.train;
  const times = useTrainTimes(train);
  const image = fromCard?.image ?? TRAIN_IMAGE;
  const from = train ? stationLabel(train.from_station_name, train.from_station_code) : query.from;
  const to = train ? stationLabel(train.to_station_name, train.to_station_code) : query.to;

  const enquire = () => {
    const trainName = train?.train_name ?? '';
    contact.handOff(
      () =>
        openWhatsApp(
          trainEnquiryMessage({
            trainNumber,
            trainName,
            from,
            departTime: train?.depart_time,
            to,
            arrivalTime: train?.arrival_time,
            arrivalDayOffset: train?.arrival_day_offset,
            date: query.date,
            passengers: query.passengers,
            travelClass,
          }),
        ),
      { kind: 'train', trainNumber, trainName, from, to, date: query.date, passengers: query.passengers, travelClass },
    );
  };

  const back = new URLSearchParams({
    type: 'train',
    from: query.from,
    to: query.to,
    date: query.date,
    passengers: query.passengers,
  });

  if (!train) {
    return (
      <div className="train-ticket">
        {failure ? (
          <div className="panel train-ticket__missing">
            <h1 className="train-ticket__title">{t('trainTitle', { number: trainNumber })}</h1>
            <p className="form-message form-message--error" role="alert">
              {failure}
            </p>
            <button type="button" className="button button--whatsapp" onClick={enquire}>
              {t('askAboutTrain', { number: trainNumber })}
            </button>
          </div>
        ) : (
          <p role="status" className="train-ticket__loading">
            {t('loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <article className="train-ticket">
      {query.from && query.to ? (
        <Link className="train-ticket__back" to={`/train-results?${back}`}>
          {t('allTrains', { from: query.from, to: query.to })}
        </Link>
      ) : null}
      <div className="form-page__layout">
        <div className="train-ticket__main panel">
          <img className="train-ticket__image" src={image} alt="" width={640} height={360} />
          <p className="train-ticket__number">{t('trainTitle', { number: train.train_number })}</p>
          <h1 className="train-ticket__title">{fromCard?.name ?? train.train_name}</h1>
          <p className="train-ticket__route">
            {t('runsBetween', { origin: train.train_origin_station, destination: train.train_destination_station })}
          </p>

          <div className="train-ticket__journey" aria-label={t('journey')}>
            <div>
              <span className="train-ticket__time">{train.depart_time}</span>
              <span className="train-ticket__station">{from}</span>
            </div>
            <div className="train-ticket__middle">
              <span>{times.duration}</span>
              <span className="train-card__rail" />
              <span>{t('km', { distance: train.distance })}</span>
            </div>
            <div className="train-ticket__end">
              <span className="train-ticket__time">
                {train.arrival_time}
                {times.arrivesLater ? <sup className="train-card__offset">{times.arrivesLater}</sup> : null}
              </span>
              <span className="train-ticket__station">{to}</span>
            </div>
          </div>

          <dl className="train-ticket__facts">
            <div>
              <dt>{t('date')}</dt>
              <dd>{query.date || t('dateNotChosen')}</dd>
            </div>
            <div>
              <dt>{t('passengersLabel')}</dt>
              <dd>{query.passengers || '1'}</dd>
            </div>
            <div>
              <dt>{t('runsOn')}</dt>
              <dd>{times.runDays}</dd>
            </div>
            <div>
              <dt>{t('distance')}</dt>
              <dd>{t('km', { distance: train.distance })}</dd>
            </div>
          </dl>

          {fetched?.stops.length ? (
            <details className="train-ticket__stops">
              <summary>{t('routeStations', { count: fetched.stops.length })}</summary>
              <ol>
                {fetched.stops.map((stop) => (
                  <li key={`${stop.code}-${stop.distance}`}>
                    <span className="train-ticket__stop-name">
                      {stop.name} <span className="train-card__muted">{stop.code}</span>
                    </span>
                    <span className="train-ticket__stop-time">
                      {stop.arrival ?? t('starts')} – {stop.departure ?? t('ends')} ·{' '}
                      {t('dayNumber', { day: stop.day })} · {t('km', { distance: stop.distance })}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>

        <aside className="train-ticket__book panel" aria-label={t('enquire')}>
          {train.fares?.length ? (
            <dl className="train-ticket__fares">
              {train.fares.map((fare) => (
                <div key={fare.class}>
                  <dt>{fare.class}</dt>
                  <dd>{formatRupees(fare.amount)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="train-ticket__price">
              <span className="train-ticket__price-value">{t('fareOnRequest')}</span>
              <span className="train-card__muted">{t('fareQuoted')}</span>
            </p>
          )}
          {train.class_type.length ? (
            <fieldset className="train-ticket__classes">
              <legend>{t('preferredClass')}</legend>
              <div className="chips">
                {train.class_type.map((cls) => (
                  <label key={cls} className="train-ticket__class">
                    <input
                      type="radio"
                      name={classGroup}
                      value={cls}
                      checked={travelClass === cls}
                      onChange={() => setTravelClass(cls)}
                    />
                    <span>{cls}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <CallbackFields contact={contact} />
          <button type="button" className="button button--whatsapp button--block" onClick={enquire}>
            {t('enquireWhatsApp')}
          </button>
          <p className="train-card__muted train-ticket__note">{t('whatsappNote')}</p>
        </aside>
      </div>
    </article>
  );
}
