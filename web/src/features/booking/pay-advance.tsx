import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatRupees } from '#shared/package-format';
import { utrSchema, type BookingView } from '#shared/schemas/bookings';
import { Field } from '../../components/field';
import { ApiClientError } from '../../lib/api-client';
import { claimPayment } from './api';

type Props = {
  reference: string;
  mobile: string;
  amount: number;
  pay: { upiUrl: string; vpa: string; payeeName: string };
  onClaimed: (booking: BookingView) => void;
};

/** Phones open the UPI app from the link; a wide screen without touch also gets the same intent as a QR code. */
const wideScreen = () => window.matchMedia('(min-width: 768px) and (hover: hover)').matches;

/** The QR code of the UPI intent, drawn by a library loaded only on desktops. */
function UpiQrCode({ url }: { url: string }) {
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
      <div role="img" aria-label="QR code of the UPI payment" dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>Scan with any UPI app on your phone</figcaption>
    </figure>
  ) : null;
}

/** Pay the advance by UPI (the official ID, the amount and the reference filled in), then tell us the UTR. */
export function PayAdvance({ reference, mobile, amount, pay, onClaimed }: Props) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showQr] = useState(wideScreen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = utrSchema.safeParse(utr);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setSending(true);
    setError(null);
    try {
      onClaimed(await claimPayment(reference, mobile, parsed.data));
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : 'Could not send. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="booking-pay">
      <a className="button button--primary button--block" href={pay.upiUrl}>
        Pay {formatRupees(amount)} by UPI
      </a>
      <p className="booking-pay__payee">
        To <strong>{pay.payeeName}</strong> · UPI ID <strong>{pay.vpa}</strong> · note {reference}
      </p>
      {showQr ? <UpiQrCode url={pay.upiUrl} /> : null}
      <form className="booking-pay__claim" onSubmit={submit} noValidate>
        <Field
          id={`${id}-utr`}
          label="UPI reference (UTR) after paying"
          hint="12 digits, shown by your UPI app under the payment"
          error={error}
        >
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
          {sending ? 'Sending...' : 'I have paid'}
        </button>
      </form>
    </div>
  );
}
