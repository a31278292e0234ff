import { Link } from 'react-router-dom';
import { formatRupees } from '#shared/package-format';
import type { TrainResult } from '#shared/schemas/trains';
import { dayOffsetLabel, durationLabel, runDaysLabel } from '../train-format';
import '../trains.css';

export const TRAIN_IMAGE = '/images/trains/express-train.svg';

/** What a card hands to the train screen (spec §2): name, image and the details (with fares where known). */
export type TrainCardState = { name: string; image: string; details: TrainResult };

/** 'From ₹1,245' from the fares a fare source gave; never a fare of our own making. */
export function fareFromText(train: TrainResult): string {
  const amounts = (train.fares ?? []).map((fare) => fare.amount);
  return amounts.length ? `From ${formatRupees(Math.min(...amounts))}` : 'Fare on request';
}

/** One train in the results: a link to /ticket/train/{number} that keeps the search in the query. */
export function TrainCard({ train, search }: { train: TrainResult; search: string }) {
  const state: TrainCardState = { name: train.train_name, image: TRAIN_IMAGE, details: train };
  const arrivesLater = dayOffsetLabel(train.arrival_day_offset);
  return (
    <Link className="train-card" to={{ pathname: `/ticket/train/${train.train_number}`, search }} state={state}>
      <div className="train-card__head">
        <span className="train-card__number">{train.train_number}</span>
        <span className="train-card__name">{train.train_name}</span>
        <span className="train-card__price">{fareFromText(train)}</span>
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
          <span>{durationLabel(train.duration)}</span>
          <span className="train-card__rail" />
          <span>{train.distance} km</span>
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
            <span className="train-card__muted">Classes on request</span>
          )}
        </span>
        <span className="train-card__days">{runDaysLabel(train.run_days)}</span>
      </div>
      <span className="visually-hidden">
        Departs {train.depart_time}, arrives {train.arrival_time}
        {arrivesLater ? ` (${arrivesLater})` : ''}, {train.distance} km.
      </span>
    </Link>
  );
}
