import { useState } from 'react';
import type { RazorpayOrder } from '#shared/schemas/bookings';
import { ApiClientError } from '../../lib/api-client';
import { createRazorpayOrder } from './api';

// Razorpay Checkout's script, loaded only when a traveller taps this button (never on the first load).
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type Checkout = new (options: Record<string, unknown>) => { open: () => void };
let checkoutLoading: Promise<Checkout> | null = null;

function loadCheckout(): Promise<Checkout> {
  checkoutLoading ??= new Promise<Checkout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const found = (window as unknown as { Razorpay?: Checkout }).Razorpay;
      if (found) resolve(found);
      else reject(new Error('Checkout did not start'));
    };
    script.onerror = () => reject(new Error('Checkout could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    checkoutLoading = null; // the next tap tries again
    throw error;
  });
  return checkoutLoading;
}

type Props = {
  reference: string;
  mobile: string;
  payeeName: string;
  /** In the visitor's language; `pay` already names the amount. */
  texts: { pay: string; opening: string; failed: string; paid: string };
  /** After Checkout says the payment went through: the webhook confirms the booking, the page reads it again. */
  onPaid: () => void;
};

/** Card or netbanking through Razorpay Checkout; the order is made by the worker (the key secret stays there). */
export function RazorpayButton({ reference, mobile, payeeName, texts, onPaid }: Props) {
  const [state, setState] = useState<'idle' | 'opening' | 'paid' | { error: string }>('idle');
  const open = async () => {
    setState('opening');
    try {
      const [order, Razorpay] = await Promise.all([createRazorpayOrder(reference, mobile), loadCheckout()]);
      new Razorpay(
        checkoutOptions(order, { reference, mobile, payeeName }, () => {
          setState('paid');
          onPaid();
        }),
      ).open();
      setState((current) => (current === 'opening' ? 'idle' : current));
    } catch (failure) {
      setState({ error: failure instanceof ApiClientError && failure.status !== 0 ? failure.message : texts.failed });
    }
  };
  if (state === 'paid') return <p role="status">{texts.paid}</p>;
  return (
    <div className="booking-pay__card">
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={state === 'opening'}
        onClick={() => void open()}
      >
        {state === 'opening' ? texts.opening : texts.pay}
      </button>
      {typeof state === 'object' ? (
        <p className="field__error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

const checkoutOptions = (
  order: RazorpayOrder,
  booking: { reference: string; mobile: string; payeeName: string },
  handler: () => void,
) => ({
  key: order.keyId,
  order_id: order.orderId,
  amount: order.amount,
  currency: order.currency,
  name: booking.payeeName,
  description: booking.reference,
  prefill: { contact: booking.mobile },
  notes: { reference: booking.reference },
  handler,
});
