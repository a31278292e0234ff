import { useId, useState, type FormEvent } from 'react';
import { trackAnswerSchema, type TrackAnswer } from '#shared/schemas/bookings';
import { Field } from '../../components/field';
import { api, segment } from '../../lib/api';
import { ApiClientError, readAnswer } from '../../lib/api-client';
import './track.css';

const STATUS_TEXT: Record<TrackAnswer['status'], string> = {
  received: 'Received: we have it and will start shortly.',
  in_progress: 'In progress: our team is working on it.',
  done: 'Done.',
  cancelled: 'Cancelled.',
};

const KIND_TEXT: Record<string, string> = {
  visa: 'Visa application',
  passport: 'Passport registration',
  forex: 'Forex request',
  contact: 'Message',
  booking: 'Booking',
};

const track = (reference: string, contact: string) =>
  readAnswer(
    () => api.track[':reference'].$get({ param: { reference: segment(reference) }, query: { contact } }),
    trackAnswerSchema,
  ).then((answer) => answer.data);

/** /#/track: a reference and the mobile or email given with it → where the request stands. */
export function TrackForm({ initialReference }: { initialReference: string }) {
  const id = useId();
  const [reference, setReference] = useState(initialReference);
  const [contact, setContact] = useState('');
  const [result, setResult] = useState<TrackAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim() || !contact.trim()) return setError('Enter the reference and the mobile number or email');
    setSending(true);
    setError(null);
    setResult(null);
    try {
      setResult(await track(reference.trim(), contact.trim()));
    } catch (failure) {
      setError(
        failure instanceof ApiClientError && failure.status !== 0
          ? failure.message
          : 'Could not reach us. Check your connection and try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="track">
      <form className="panel track__form" onSubmit={submit} noValidate>
        <Field id={`${id}-reference`} label="Reference" hint="e.g. VISA-261126-K7Q2MXPA or BK-261126-K7Q2MXPA">
          {(control) => (
            <input
              {...control}
              autoCapitalize="characters"
              autoComplete="off"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-contact`} label="Mobile number or email you gave" error={error}>
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
          {sending ? 'Looking...' : 'Track'}
        </button>
      </form>
      {result ? (
        <section className="panel track__result" role="status" aria-label="Status">
          <h2>
            {KIND_TEXT[result.kind] ?? 'Enquiry'} {result.reference}
          </h2>
          <p className="track__status">{STATUS_TEXT[result.status]}</p>
          {result.noteToTraveller ? <p className="track__note">{result.noteToTraveller}</p> : null}
          {result.kind === 'booking' ? <a href={`#/booking/${result.reference}`}>Open the booking page</a> : null}
        </section>
      ) : null}
    </div>
  );
}
