import { useId, useState, type FormEvent } from 'react';
import { booking as messages } from '#shared/i18n/en/screens/booking';
import { trackAnswerSchema, type TrackAnswer } from '#shared/schemas/bookings';
import { Field } from '../../components/field';
import { TextField } from '../../components/text-field';
import { api, segment } from '../../lib/api';
import { ApiClientError, readAnswer } from '../../lib/api-client';
import { useScreenT } from '../../lib/locale';
import { useValidationText } from '../../lib/use-validation-text';
import './track.css';

type Key = keyof (typeof messages)['en'];

const STATUS_TEXT: Record<TrackAnswer['status'], `track${string}` & Key> = {
  received: 'trackReceived',
  in_progress: 'trackInProgress',
  done: 'trackDone',
  cancelled: 'trackCancelled',
};

const KIND_TEXT: Partial<Record<string, `kind${string}` & Key>> = {
  visa: 'kindVisa',
  passport: 'kindPassport',
  forex: 'kindForex',
  contact: 'kindContact',
  booking: 'kindBooking',
};

const track = (reference: string, contact: string) =>
  readAnswer(
    () => api.track[':reference'].$get({ param: { reference: segment(reference) }, query: { contact } }),
    trackAnswerSchema,
  ).then((answer) => answer.data);

/** /#/track: a reference and the mobile or email given with it → where the request stands. */
export function TrackForm({ initialReference }: { initialReference: string }) {
  const id = useId();
  const t = useScreenT(messages);
  const validationText = useValidationText();
  const [reference, setReference] = useState(initialReference);
  const [contact, setContact] = useState('');
  const [result, setResult] = useState<TrackAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim() || !contact.trim()) return setError(t('enterBoth'));
    setSending(true);
    setError(null);
    setResult(null);
    try {
      setResult(await track(reference.trim(), contact.trim()));
    } catch (failure) {
      setError(
        failure instanceof ApiClientError && failure.status !== 0 ? validationText(failure.message) : t('noConnection'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="track">
      <form className="panel track__form" onSubmit={submit} noValidate>
        <TextField
          autoCapitalize="characters"
          autoComplete="off"
          id={`${id}-reference`}
          label={t('reference')}
          hint={t('referenceHint')}
          value={reference}
          onChange={setReference}
        />
        <Field id={`${id}-contact`} label={t('contact')} error={error}>
          {(control) => (
            <input
              {...control}
              autoComplete="tel"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? t('looking') : t('track')}
        </button>
      </form>
      {result ? (
        <section className="panel track__result" role="status" aria-label={t('statusLabel')}>
          <h2>
            {t(KIND_TEXT[result.kind] ?? 'kindEnquiry')} {result.reference}
          </h2>
          <p className="track__status">{t(STATUS_TEXT[result.status])}</p>
          {result.noteToTraveller ? <p className="track__note">{result.noteToTraveller}</p> : null}
          {result.kind === 'booking' ? <a href={`#/booking/${result.reference}`}>{t('openTheBookingPage')}</a> : null}
        </section>
      ) : null}
    </div>
  );
}
