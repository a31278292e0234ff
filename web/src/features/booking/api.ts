import {
  bookingViewAnswerSchema,
  departuresAnswerSchema,
  holdAnswerSchema,
  paymentClaimAnswerSchema,
  razorpayOrderAnswerSchema,
  type BookableCollection,
  type BookingRequest,
} from '#shared/schemas/bookings';
import { api, segment } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

// The booking calls of the package page and the booking page, each answer checked by its shared schema.

export const fetchDepartures = (collection: BookableCollection, id: string) =>
  readAnswer(
    () => api.departures[':collection'][':id'].$get({ param: { collection, id: segment(id) } }),
    departuresAnswerSchema,
  ).then((answer) => answer.data);

export const holdSeats = (request: BookingRequest, idempotencyKey: string) =>
  readAnswer(
    () => api.bookings.$post({ json: request }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    holdAnswerSchema,
  );

/** The booking, and when it was saved if the service worker answered with the copy it kept (offline). */
export async function fetchBooking(reference: string, mobile: string) {
  let savedAt: string | null = null;
  const answer = await readAnswer(async () => {
    const res = await api.bookings[':reference'].$get({ param: { reference: segment(reference) }, query: { mobile } });
    if (res.headers.get('x-served-from') === 'offline-copy') savedAt = res.headers.get('x-saved-at');
    return res;
  }, bookingViewAnswerSchema);
  return { booking: answer.data, savedAt };
}

export const claimPayment = (reference: string, mobile: string, utr: string) =>
  readAnswer(
    () =>
      api.bookings[':reference']['payment-claims'].$post({
        param: { reference: segment(reference) },
        json: { mobile, utr },
      }),
    paymentClaimAnswerSchema,
  ).then((answer) => answer.data);

/** Razorpay (only when the worker offers it): an order for what is due now, for Checkout to open. */
export const createRazorpayOrder = (reference: string, mobile: string) =>
  readAnswer(
    () =>
      api.bookings[':reference']['razorpay-order'].$post({
        param: { reference: segment(reference) },
        json: { mobile },
      }),
    razorpayOrderAnswerSchema,
  ).then((answer) => answer.data);

// The mobile a booking was made with stays on this device, so its page asks for it only once.
const MOBILES = 'booking-mobiles';

export function keptMobile(reference: string): string | null {
  try {
    return (JSON.parse(localStorage.getItem(MOBILES) ?? '{}') as Record<string, string>)[reference] ?? null;
  } catch {
    return null;
  }
}

export function keepMobile(reference: string, mobile: string) {
  try {
    const kept = JSON.parse(localStorage.getItem(MOBILES) ?? '{}') as Record<string, string>;
    localStorage.setItem(MOBILES, JSON.stringify({ ...kept, [reference]: mobile }));
  } catch {
    // Storage disabled: the page asks again next time.
  }
}
