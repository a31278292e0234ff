import { Link } from 'react-router-dom';
import { trains } from '#shared/i18n/en/screens/trains';
import type { Translate } from '#shared/i18n/messages';
import { formatRupees } from '#shared/package-format';
import type { TrainResult } from '#shared/schemas/trains';
import { useIntlLocale, useScreenT } from '../../../lib/locale';
import '../trains.css';

export const TRAIN_IMAGE = '/images/trains/express-train.svg';

/** What a card hands to the train screen (spec §2): name, image and the details (with fares where known). */
export type TrainCardState = { name: string; image: string; details: TrainResult };

/** 'From ₹1,245' from the fares a fare source gave; never a fare of our own making. */
function fareFromText(train: TrainResult, t: Translate<typeof trains.en>): string {
  const amounts = (train.fares ?? []).map((fare) => fare.amount);
  return amounts.length ? t('fareFrom', { amount: formatRupees(Math.min(...amounts)) }) : t('fareOnRequest');
}

// The data's weekdays ('Mon' … 'Sun') in the visitor's language: 5 January 2026 was a Monday.
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdayIn = (locale: string, day: string) => {
  const index = WEEKDAYS.indexOf(day);
  if (index < 0) return day;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + index));
};

/**
 * A train's arrival day ('+1 day'), duration ('15h 40m') and running days ('Daily', 'Tue, Sat'), in the visitor's
 * language; blank while the train is still loading.
 */
export function useTrainTimes(train: TrainResult | undefined) {
  const t = useScreenT(trains);
  const locale = useIntlLocale();
  const offset = train?.arrival_day_offset ?? 0;
  const arrivesLater = offset > 1 ? t('laterDays', { count: offset }) : offset === 1 ? t('nextDay') : '';
  const [hours, minutes] = train?.duration?.split(':') ?? [];
  const duration = train?.duration
    ? t('duration', { hours: Number(hours), minutes: String(Number(minutes)).padStart(2, '0') })
    : '';
  const days = train?.run_days;
  const runDays = !days
    ? t('checkRunDays')
    : days.length === 7
      ? t('daily')
      : days.map((day) => weekdayIn(locale, day)).join(', ');
  return { arrivesLater, duration, runDays };
}

/** One train in the results: a link to /ticket/train/{number} that keeps the search in the query. */
export function TrainCard({ train, search }: { train: TrainResult; search: string }) {
  const state: TrainCardState = { name: train.train_name, image: TRAIN_IMAGE, details: train };
  const t = useScreenT(trains);
  const { arrivesLater, duration, runDays } = useTrainTimes(train);
  return (
    <Link className="train-card" to={{ pathname: `/ticket/train/${train.train_number}`, search }} state={state}>
      <div className="train-card__head">
        <span className="train-card__number">{train.train_number}</span>
        <span className="train-card__name">{train.train_name}</span>
        <span className="train-card__price">{fareFromText(train, t)}</span>
      </div>
      <p className="train-card__route">
        {train.train_origin_station} → {train.train_destination_station}
      </p>
      <div className="train-card__times">
        <div className="train-card__stop">
          <span className="train-card__time">{train.depart_time}</span>
          <span className="train-card__station">{train.from_station_code ?? ''}</span>
        </div>
        <div className="train-card__line" aria-hidden={!train.duration}>
          <span>{duration}</span>
          <span className="train-card__rail" />
          <span>{t('km', { distance: train.distance })}</span>
        </div>
        <div className="train-card__stop train-card__stop--end">
          <span className="train-card__time">
            {train.arrival_time}
            {arrivesLater ? <sup className="train-card__offset">{arrivesLater}</sup> : null}
          </span>
          <span className="train-card__station">{train.to_station_code ?? ''}</span>
        </div>
      </div>
      <div className="train-card__foot">
        <span className="train-card__classes">
          {train.class_type.length ? (
            train.class_type.map((cls) => {
              const fare = train.fares?.find((given) => given.class === cls);
              return (
                <span key={cls} className="train-card__class">
                  {cls}
                  {fare ? <span className="train-card__class-fare"> {formatRupees(fare.amount)}</span> : null}
                </span>
              );
            })
          ) : (
            <span className="train-card__muted">{t('classesOnRequest')}</span>
          )}
        </span>
        <span className="train-card__days">{runDays}</span>
      </div>
      <span className="visually-hidden">
        {t('departsArrives', {
          depart: train.depart_time,
          arrive: train.arrival_time,
          later: arrivesLater ? ` (${arrivesLater})` : '',
          distance: train.distance,
        })}
      </span>
    </Link>
  );
}
