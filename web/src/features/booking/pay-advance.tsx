import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatRupees } from '#shared/package-format';
import { booking as messages } from '#shared/i18n/en/screens/booking';
import { utrSchema, type BookingView } from '#shared/schemas/bookings';
import { Field } from '../../components/field';
import { ApiClientError } from '../../lib/api-client';
import { useScreenT } from '../../lib/locale';
import { useValidationText } from '../../lib/use-validation-text';
import { claimPayment } from './api';
import { RazorpayButton } from './razorpay-button';

type Props = {
  reference: string;
  mobile: string;
  amount: number;
  pay: BookingView['pay'];
  onClaimed: (booking: BookingView) => void;
  /** Checkout says a card payment went through (offered only when the worker has Razorpay keys). */
  onCardPaid?: () => void;
};

/** Phones open the UPI app from the link; a wide screen without touch also gets the same intent as a QR code. */
const wideScreen = () => window.matchMedia('(min-width: 768px) and (hover: hover)').matches;

/** The QR code of the UPI intent, drawn by a library loaded only on desktops. */
function UpiQrCode({ url }: { url: string }) {
  const t = useScreenT(messages);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M');
      code.addData(url);
      code.make();
      if (live) setSvg(code.createSvgTag({ cellSize: 4, margin: 2, scalable: true }));
    });
    return () => {
      live = false;
    };
  }, [url]);
  return svg ? (
    <figure className="booking-pay__qr">
      {/* The library's own SVG markup of our own URL: no visitor text goes into it. */}
      <div role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>{t('qrCaption')}</figcaption>
    </figure>
  ) : null;
}

/** Pay the advance by UPI (the official ID, the amount and the reference filled in), then tell us the UTR. */
export function PayAdvance({ reference, mobile, amount, pay, onClaimed, onCardPaid }: Props) {
  const id = useId();
  const t = useScreenT(messages);
  const validationText = useValidationText();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showQr] = useState(wideScreen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = utrSchema.safeParse(utr);
    if (!parsed.success) return setError(validationText(parsed.error.issues[0]!.message));
    setSending(true);
    setError(null);
    try {
      onClaimed(await claimPayment(reference, mobile, parsed.data));
    } catch (failure) {
      setError(
        failure instanceof ApiClientError && failure.status !== 0 ? validationText(failure.message) : t('sendFailed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="booking-pay">
      <a className="button button--primary button--block" href={pay.upiUrl}>
        {t('payByUpi', { amount: formatRupees(amount) })}
      </a>
      <p className="booking-pay__payee">{t('payee', { payee: pay.payeeName, vpa: pay.vpa, reference })}</p>
      {showQr ? <UpiQrCode url={pay.upiUrl} /> : null}
      {pay.razorpayKeyId ? (
        <RazorpayButton
          reference={reference}
          mobile={mobile}
          payeeName={pay.payeeName}
          texts={{
            pay: t('payByCard', { amount: formatRupees(amount) }),
            opening: t('openingCheckout'),
            failed: t('checkoutFailed'),
            paid: t('cardPaid'),
          }}
          onPaid={() => onCardPaid?.()}
        />
      ) : null}
      <form className="booking-pay__claim" onSubmit={submit} noValidate>
        <Field id={`${id}-utr`} label={t('utrLabel')} hint={t('utrHint')} error={error}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={utr}
              onChange={(event) => setUtr(event.target.value.replace(/\D/g, '').slice(0, 12))}
            />
          )}
        </Field>
        <button type="submit" className="button button--secondary button--block" disabled={sending}>
          {sending ? t('sending') : t('havePaid')}
        </button>
      </form>
    </div>
  );
}
