import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TrainResult } from '#shared/schemas/trains';
import { TrainCard } from './train-card';

// As the worker answers a live search (worker/test/trains-live.test.ts maps the recorded getFare answer to this).
const rajdhani: TrainResult = {
  train_number: '12952',
  train_name: 'Mumbai Rajdhani',
  train_origin_station: 'New Delhi',
  train_destination_station: 'Mumbai Central',
  from_station_code: 'NDLS',
  to_station_code: 'BRC',
  depart_time: '16:55',
  arrival_time: '08:35',
  from_day_offset: 0,
  arrival_day_offset: 1,
  duration: '15:40',
  distance: 1386,
  class_type: ['1A', '2A', '3A'],
  run_days: null,
};

const card = (train: TrainResult) =>
  render(
    <MemoryRouter>
      <TrainCard train={train} search="?from=NDLS&to=BRC" />
    </MemoryRouter>,
  ).container;

describe('a train result card', () => {
  it('with the fares a fare source gave: each class with its fare, and the lowest as "From"', () => {
    const view = card({
      ...rajdhani,
      fares: [
        { class: '1A', amount: 1250 },
        { class: '2A', amount: 750 },
        { class: '3A', amount: 545 },
      ],
    });
    expect(view.querySelector('.train-card__price')!.textContent).toBe('From ₹545');
    expect([...view.querySelectorAll('.train-card__class')].map((chip) => chip.textContent)).toEqual([
      '1A ₹1,250',
      '2A ₹750',
      '3A ₹545',
    ]);
  });

  it('a class the source gave no fare for shows none; without any fare the card says "Fare on request"', () => {
    const some = card({ ...rajdhani, fares: [{ class: '3A', amount: 545 }] });
    expect([...some.querySelectorAll('.train-card__class')].map((chip) => chip.textContent)).toEqual([
      '1A',
      '2A',
      '3A ₹545',
    ]);
    const none = card(rajdhani);
    expect(none.querySelector('.train-card__price')!.textContent).toBe('Fare on request');
    expect(none.textContent).not.toMatch(/₹/);
  });
});
