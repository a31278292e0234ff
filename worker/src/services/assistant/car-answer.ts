// Cars for an understood question: the smallest car that seats the group ('7 people' → a 7-seater),
// a named model or category ('Innova rate'), or the cheapest per kilometre, each with its rate.
import { formatRupees } from '#shared/package-format';
import type { CarDoc } from './knowledge';
import type { KnowledgeIndex } from './knowledge-index';
import { bullet, type Answer } from './package-answer';
import type { Question } from './question';

export const BOOK_CAR = { label: 'Book a car', path: '/car-rental' };
/** A car answer's fixed lines: reply-language.ts puts each in Tamil or Hindi by these same strings. */
export const CAR_LINES = {
  yes: 'Yes, we have this car with a driver:',
  match: 'These cars match, with a driver:',
  also: 'Also seats your group:',
  next: 'Send us the pickup point, date and places on the car rental page and we confirm the car and driver within 30 minutes in the day.',
} as const;
/** An SUV seats up to 7: 'a large group' needs more than that. */
const LARGE_GROUP = 8;

const seatsText = (car: CarDoc) =>
  car.seats
    ? car.seats.min === car.seats.max
      ? `${car.seats.max} seats`
      : `${car.seats.min} to ${car.seats.max} seats`
    : null;

function carLine(car: CarDoc): string {
  const seats = seatsText(car);
  const kind = car.carKind === 'category' ? 'car type' : 'car';
  return bullet(`${car.title} (${[kind, seats].filter(Boolean).join(', ')}) — ${car.rate ?? car.summary}`);
}

/** 'minimum bill', 'how much for 2 days', 'approx total': what a stated number of days costs at the least. */
const ASKS_COST = /\b(minimum|min|bill|total|cost|how much|approx|roughly|kitna|kitne|evlo|evvalavu)\b/;

/** '1,100 km total', 'around 700 km': the distance of the whole trip (not a rate or a daily minimum). */
const TRIP_KM = /\b(\d{1,2},\d{3}|\d{2,5})\s*(?:km|kms|kilomet(?:re|er)s?)\b(?!\s*(?:a|per|\/|each)\s*day)/;

/**
 * 'minimum for 2 days in the Ertiga', '3 days, about 1,100 km — estimate?': the km billed (the trip's km, but
 * never less than the days' minimum km) at the model's rate, plus its driver allowance for the days, from the
 * catalog's own figures; null without a number of days asked or a model with those figures.
 */
function minimumLine(car: CarDoc | undefined, question: Question): string | null {
  // '3 days only' reads as at most 3 days, 'over 2 days' as at least 2: for a car hired that long, 3 and 2 days.
  const span = question.days;
  const lower = question.words.join(' ');
  // From the text as typed: the words split '1,600 km' in two.
  const tripKm = TRIP_KM.exec(question.text.toLowerCase());
  // A distance with no days ('same day, around 280 km', 'a day trip, 320 km') is a day's hire; the reply says so.
  const days = span ? (span.target ?? (span.max < 60 ? span.max : span.min)) : tripKm ? 1 : null;
  if (!car || !days || !(ASKS_COST.test(lower) || tripKm) || !('ratePerKm' in car.source)) return null;
  const { ratePerKm, minKmPerDay, driverAllowancePerDay } = car.source;
  if (!ratePerKm || !minKmPerDay) return null;
  const driver = days * (driverAllowancePerDay ?? 0);
  const driverText = (before: number) =>
    driver
      ? ` + driver ${formatRupees(driver)} (${days} × ${formatRupees(driverAllowancePerDay ?? 0)}) = ${formatRupees(before + driver)}`
      : '';
  const minimumKm = days * minKmPerDay;
  const dayWord = `${days} day${days === 1 ? '' : 's'}`;
  if (tripKm) {
    const km = Number(tripKm[1]!.replace(/,/g, ''));
    // The bill is the larger of the km driven and the days' minimum.
    const billed = Math.max(km, minimumKm);
    const cost = billed * ratePerKm;
    const basis =
      billed === km
        ? `${km.toLocaleString('en-IN')} km × ${formatRupees(ratePerKm)}`
        : `the minimum ${days} × ${minKmPerDay} km = ${minimumKm.toLocaleString('en-IN')} km × ${formatRupees(ratePerKm)}, more than the ${km.toLocaleString('en-IN')} km you drive`;
    return `${car.title} for ${dayWord} and about ${km.toLocaleString('en-IN')} km: ${formatRupees(cost)} (${basis})${driverText(cost)}, before tolls and parking — an estimate; the bill follows the km on the odometer.`;
  }
  const km = minimumKm * ratePerKm;
  return `${car.title} for ${dayWord}: at least ${formatRupees(km)} (${days} × ${minKmPerDay} km × ${formatRupees(ratePerKm)})${driver ? ` + driver ${formatRupees(driver)} = ${formatRupees(km + driver)}` : ''}, before tolls and parking.`;
}

/** 'how is an outstation cab charged?', 'car ka charge kaise lagta hai': how a hire is billed, not a car to pick. */
const HOW_CHARGED =
  /\b(how|kaise|kaisa|eppadi|ela)\b.*\b(charged?|charges|charging|bill|billed|billing|calculated?|priced|pricing)\b|\b(charged?|charges|bill|billed|billing|pricing)\b.*\b(how|kaise|kaisa|eppadi|ela)\b/;

/** How the car rental page bills a hire, from the models' own figures: per km, a daily minimum, the driver a day. */
function chargingAnswer(cars: CarDoc[]): Answer {
  const models = cars.flatMap((car) => (car.carKind === 'model' && 'ratePerKm' in car.source ? [car.source] : []));
  const minimums = models.map((model) => model.minKmPerDay).filter((km): km is number => Boolean(km));
  // The minimum most models keep, and the models that keep another.
  const usual = minimums.sort(
    (a, b) => minimums.filter((km) => km === b).length - minimums.filter((km) => km === a).length,
  )[0];
  const others = models.filter((model) => model.minKmPerDay && model.minKmPerDay !== usual);
  const example = models.find((model) => model.minKmPerDay === usual && model.driverAllowancePerDay);
  return {
    reply: [
      `Outstation cars are charged per km, with a minimum of ${usual} km a day${others.map((model) => ` (${model.minKmPerDay} km for the ${model.name})`).join('')}: you pay the larger of the km driven and the days' minimum, plus the driver's allowance a day; tolls and parking are extra.`,
      ...(example
        ? [
            `For example, the ${example.name}: ${formatRupees(example.ratePerKm!)} per km, at least ${usual} km a day, driver ${formatRupees(example.driverAllowancePerDay!)} a day.`,
          ]
        : []),
      CAR_LINES.next,
    ].join('\n'),
    links: [BOOK_CAR],
  };
}

/** An optional line as the lines it adds. */
const linesOf = (line: string | null) => (line === null ? [] : [line]);

/** The cars shown with their rates, and what the first model costs for the days asked, if days were asked. */
function matchingCars(shown: CarDoc[], question: Question): Answer {
  return {
    reply: [
      shown.length === 1 ? CAR_LINES.yes : CAR_LINES.match,
      ...shown.map(carLine),
      ...linesOf(
        minimumLine(
          shown.find((car) => car.carKind === 'model'),
          question,
        ),
      ),
      CAR_LINES.next,
    ].join('\n'),
    links: [BOOK_CAR],
  };
}

/** Seats first (the smallest that fits), then the lower rate; models before categories for the same seats. */
const bySeatsThenRate = (a: CarDoc, b: CarDoc) =>
  (a.seats?.max ?? 99) - (b.seats?.max ?? 99) ||
  (a.rateValue ?? Infinity) - (b.rateValue ?? Infinity) ||
  (a.carKind === 'model' ? -1 : 1);

/** Words of car titles that name no car of their own. */
const GENERIC_CAR_WORDS = new Set(['car', 'cars', 'seater', 'class', 'series', 'similar']);
/** 'that car', 'the same one', 'it': the car the last reply named first. */
const REFERS_CAR = /\b(that|this|the same|same) (car|one|vehicle|cab|model)\b|\bit\b/;
/** 'and driver allowance?', 'driver bata?', 'min km a day?': a figure of the car talked about, asked on its own. */
const CAR_FIGURE = /\b(driver|allowance|bata|batta|min(imum)? km|km (a|per) day|per km|rate)\b/;

/** The cars a message names by their title words ('luxury car', 'innova'), a category with its models. */
function carsNamed(cars: CarDoc[], words: string[]): CarDoc[] {
  const named = cars.filter((car) =>
    car.title
      .toLowerCase()
      .split(/\W+/)
      .some((word) => word.length >= 3 && !GENERIC_CAR_WORDS.has(word) && words.includes(word)),
  );
  return [...new Set(named.flatMap((car) => withModels(cars, car)))];
}

/** A category with the models it stands for (their own rates, minimum km and driver allowance); a model alone. */
const withModels = (cars: CarDoc[], car: CarDoc) =>
  car.carKind === 'category'
    ? [
        car,
        ...cars.filter(
          (model) => model.carKind === 'model' && 'category' in model.source && model.source.category === car.source.id,
        ),
      ]
    : [car];

/**
 * Cars for the question. `own` is this message alone: a car it names ('and a luxury car for our MD') or 'that
 * car' (`focus`, the car the last reply named first) is answered with its rates before a group size said earlier.
 */
export function carsAnswer(
  index: KnowledgeIndex,
  question: Question,
  own: Question = question,
  focus: CarDoc | null = null,
): Answer {
  const cars = index.docs.filter((doc): doc is CarDoc => doc.kind === 'cars');
  const namedHere = carsNamed(cars, own.words);
  if (HOW_CHARGED.test(own.words.join(' ')) && !namedHere.length && own.groupSize === null) return chargingAnswer(cars);
  const asked =
    own.groupSize !== null
      ? []
      : namedHere.length
        ? namedHere
        : focus && (REFERS_CAR.test(own.words.join(' ')) || CAR_FIGURE.test(own.words.join(' ')))
          ? withModels(cars, focus)
          : [];
  if (asked.length) return matchingCars(asked.slice(0, 3), question);
  const need = question.groupSize ?? (question.largeGroup ? LARGE_GROUP : null);
  if (need !== null && cars.some((car) => car.seats)) {
    const fitting = cars.filter((car) => car.seats && car.seats.max >= need).sort(bySeatsThenRate);
    const people = question.groupSize ? `${question.groupSize} people` : 'a large group';
    if (!fitting.length) {
      const largest = [...cars]
        .filter((car) => car.seats)
        .sort((a, b) => b.seats!.max - a.seats!.max)
        .slice(0, 2);
      return {
        reply: [
          `No single car of ours seats ${people}; we send two or more. Our largest:`,
          ...largest.map(carLine),
          CAR_LINES.next,
        ].join('\n'),
        links: [BOOK_CAR],
      };
    }
    const [best, ...others] = fitting;
    return {
      reply: [
        `For ${people}, the ${best!.title} fits (${seatsText(best!)}): ${best!.rate ?? best!.summary}`,
        ...(others.length ? [CAR_LINES.also, ...others.slice(0, 2).map(carLine)] : []),
        ...linesOf(minimumLine(best, question)),
        CAR_LINES.next,
      ].join('\n'),
      links: [BOOK_CAR],
    };
  }

  // A named car or type ('Innova', 'tempo traveller', 'luxury car for a wedding').
  const hits = index.search(question.query, (doc) => doc.kind === 'cars');
  const top = hits[0]?.score ?? 0;
  let chosen = hits.filter((hit) => hit.score >= top * 0.5).map((hit) => hit.doc as CarDoc);
  const named = chosen.filter((car) =>
    question.words.some((word) => word.length >= 3 && car.title.toLowerCase().split(/\W+/).includes(word)),
  );
  if (named.length) chosen = named;
  if (question.order === 'cheapest' || !chosen.length || chosen.length === cars.length) {
    chosen = [...cars].filter((car) => car.rateValue !== null).sort((a, b) => (a.rateValue ?? 0) - (b.rateValue ?? 0));
    if (question.order === 'priciest') chosen.reverse();
  }
  return matchingCars(chosen.slice(0, 3), question);
}
