import { reviews as messages } from '#shared/i18n/en/screens/reviews';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { indiaToday } from '#shared/dates';
import { formatTravelMonth } from '#shared/review-format';
import { REVIEW_TEXT_MAX } from '#shared/schemas/reviews';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { FormStatus, type FormStatusLine } from '../../components/form-status';
import { ApiClientError } from '../../lib/api-client';
import { useIntlLocale, useScreenT } from '../../lib/locale';
import { useQuery } from '../../lib/query';
import { fetchInvitation, sendReview } from './api';
import './reviews.css';

type T = ReturnType<typeof useScreenT<'reviews', (typeof messages)['en']>>;

/** What a refused link says, by the worker's code. */
function linkProblem(error: unknown, t: T): string {
  if (error instanceof ApiClientError && error.code === 'review_link_used') return t('linkUsed');
  if (error instanceof ApiClientError && error.code === 'review_link_expired') return t('linkExpired');
  if (error instanceof ApiClientError && error.status > 0 && error.status < 500) return t('linkInvalid');
  return t('offline');
}

/** The last 24 months, newest first, as 2026-03. */
function recentMonths(today = indiaToday()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const packageHref = (collection: string, id: string) =>
  `#/${PACKAGE_COLLECTIONS.find((entry) => entry.collection === collection)?.word ?? 'tour'}/${id}`;

/** /#/review/{token}: the invited traveller's stars, words, first name and month of travel. */
export function ReviewForm({ token }: { token: string }) {
  const t = useScreenT(messages);
  const invitation = useQuery(['review-invitation', token], () => fetchInvitation(token));
  if (invitation.status === 'ready') return <ReviewFields token={token} invitation={invitation.data} />;
  if (invitation.status === 'error') {
    return (
      <div className="panel review-form">
        <p className="form-message form-message--error" role="alert">
          {linkProblem(invitation.error, t)}
        </p>
      </div>
    );
  }
  return (
    <p className="loading-text" aria-busy="true">
      {t('loading')}
    </p>
  );
}

type Invitation = Awaited<ReturnType<typeof fetchInvitation>>;

function ReviewFields({ token, invitation }: { token: string; invitation: Invitation }) {
  const t = useScreenT(messages);
  const locale = useIntlLocale();
  const id = useId();
  const months = useMemo(() => recentMonths(), []);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [firstName, setFirstName] = useState('');
  const [travelMonth, setTravelMonth] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [status, setStatus] = useState<FormStatusLine>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      rating: rating ? undefined : t('chooseStars'),
      text: text.trim() ? undefined : t('writeSomething'),
    };
    setErrors(missing);
    if (missing.rating || missing.text) return setStatus(null);
    setSending(true);
    setStatus(null);
    try {
      await sendReview({
        token,
        rating,
        text,
        ...(firstName.trim() ? { firstName } : {}),
        ...(travelMonth ? { travelMonth } : {}),
      });
      setSent(true);
    } catch (failure) {
      // Already used in another tab, expired meanwhile, or offline: the words typed stay in the form.
      const isLink = failure instanceof ApiClientError && failure.code.startsWith('review_link');
      setStatus({
        tone: 'error',
        text:
          isLink || !(failure instanceof ApiClientError) || failure.status === 0
            ? linkProblem(failure, t)
            : failure.message,
      });
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div className="panel review-form" role="status">
        <p className="form-message form-message--success">{t('thanks')}</p>
        <a className="button button--secondary" href={packageHref(invitation.collection, invitation.id)}>
          {t('seePackage')}
        </a>
      </div>
    );
  }

  return (
    <form className="panel review-form" onSubmit={submit} noValidate>
      <p className="review-form__greeting">{t('greeting', { name: invitation.name, title: invitation.title })}</p>
      <fieldset className="review-form__stars" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="field__label">{t('ratingLabel')}</legend>
        <div className="star-input">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={`star-input__star${value <= rating ? ' star-input__star--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setErrors((current) => ({ ...current, rating: undefined }));
                }}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{value === 1 ? t('oneStar') : t('starOption', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <span className="field__error" id={`${id}-rating-error`}>
            {errors.rating}
          </span>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-text`}
        label={t('textLabel')}
        hint={
          text.length > REVIEW_TEXT_MAX - 200
            ? t('charactersLeft', { count: REVIEW_TEXT_MAX - text.length })
            : t('textHint')
        }
        error={errors.text}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setErrors((current) => ({ ...current, text: undefined }));
            }}
          />
        )}
      </Field>
      <Field id={`${id}-first-name`} label={t('firstNameLabel')} optional hint={t('firstNameHint')}>
        {(control) => (
          <input
            {...control}
            autoComplete="given-name"
            maxLength={40}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-month`} label={t('monthLabel')} optional>
        {(control) => (
          <select {...control} value={travelMonth} onChange={(event) => setTravelMonth(event.target.value)}>
            <option value="">{t('monthNone')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatTravelMonth(month, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
