import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod';
import { PACKAGE_COLLECTIONS, collectionLabel } from '#shared/catalog/collections';
import { formatTravelMonth } from '#shared/review-format';
import type { BookableCollection } from '#shared/schemas/bookings';
import {
  adminReviewsAnswerSchema,
  reviewInvitationAnswerSchema,
  reviewPatchAnswerSchema,
  type AdminReview,
  type ReviewStatus,
} from '#shared/schemas/reviews';
import { whatsappUrl } from '#shared/whatsapp';
import { Field } from '../../../components/field';
import { api, segment } from '../../../lib/api';
import { ApiClientError, readAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { useQuery } from '../../../lib/query';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatWhen } from '../admin-format';
import './reviews-page.css';

// The console's reviews: make a traveller's review link, then approve or hide what comes back. The session
// cookie is scoped to /api/admin; it goes with each call (`include` when the API is on another origin).
const withSession = { init: { credentials: config.apiBase ? 'include' : 'same-origin' } } as const;

const FILTERS: { status: ReviewStatus | undefined; label: string }[] = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Shown' },
  { status: 'hidden', label: 'Hidden' },
  { status: undefined, label: 'All' },
];

const listSchema = z.object({ data: z.array(z.object({ id: z.string(), title: z.string() })) });

const failureText = (error: unknown) =>
  error instanceof ApiClientError ? error.message : 'Could not reach the server. Check the connection and try again.';

/** /#/admin/reviews */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const [status, setStatus] = useState<ReviewStatus | undefined>('pending');
  const reviews = useQuery(['admin-reviews', status ?? 'all'], () =>
    readAnswer(
      () => api.admin.reviews.$get({ query: status ? { status } : {} }, withSession),
      adminReviewsAnswerSchema,
    ),
  );
  const [changeError, setChangeError] = useState<string | null>(null);

  const change = async (review: AdminReview, next: 'approved' | 'hidden') => {
    setChangeError(null);
    try {
      await readAnswer(
        () =>
          api.admin.reviews[':id'].$patch({ param: { id: segment(review.id) }, json: { status: next } }, withSession),
        reviewPatchAnswerSchema,
      );
      reviews.refresh();
    } catch (error) {
      setChangeError(failureText(error));
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Reviews</h1>
          <p className="admin-muted">
            Only travellers you invite can write one, and it shows on the package page once you approve it.
          </p>
        </div>
      </div>
      <InvitationForm />
      <h2 className="review-admin__heading">Reviews received</h2>
      <div className="admin-tabs" role="group" aria-label="Show">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className="admin-tab"
            aria-pressed={status === filter.status}
            onClick={() => setStatus(filter.status)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {changeError ? (
        <p className="form-message form-message--error" role="alert">
          {changeError}
        </p>
      ) : null}
      {reviews.status === 'error' ? (
        <p className="form-message form-message--error" role="alert">
          {failureText(reviews.error)}
        </p>
      ) : null}
      {reviews.status === 'ready' && reviews.data.data.length === 0 ? (
        <p className="admin-empty panel">No reviews here.</p>
      ) : null}
      <ul className="review-admin__list">
        {reviews.data?.data.map((review) => (
          <li key={review.id} className="panel review-admin__item">
            <p className="review-admin__meta">
              <span className="review-admin__stars" aria-label={`${review.rating} out of 5 stars`}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>{' '}
              <strong>{review.firstName || 'A traveller'}</strong> (invited as {review.invitedName}) ·{' '}
              {collectionLabel(review.collection).singular} <code>{review.packageId}</code>
              {review.travelMonth ? ` · travelled ${formatTravelMonth(review.travelMonth)}` : ''} ·{' '}
              {formatWhen(review.createdAt)}
            </p>
            <p className="review-admin__text">{review.text}</p>
            <div className="review-admin__actions">
              <span className={`review-admin__status review-admin__status--${review.status}`}>{review.status}</span>
              {review.status !== 'approved' ? (
                <button
                  type="button"
                  className="button button--primary admin-button"
                  onClick={() => change(review, 'approved')}
                >
                  Approve
                </button>
              ) : null}
              {review.status !== 'hidden' ? (
                <button
                  type="button"
                  className="button button--secondary admin-button"
                  onClick={() => change(review, 'hidden')}
                >
                  Hide
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A link for one traveller of one package, to send on WhatsApp. */
function InvitationForm() {
  const id = useId();
  const [collection, setCollection] = useState<BookableCollection>(PACKAGE_COLLECTIONS[0]!.collection);
  const [packageId, setPackageId] = useState('');
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const packages = useQuery(['admin-review-packages', collection], () =>
    readAnswer(() => api.catalog[':collection'].$get({ param: { collection } }), listSchema),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setMade(null);
    try {
      const answer = await readAnswer(
        () => api.admin.reviews.invitations.$post({ json: { collection, id: packageId, name } }, withSession),
        reviewInvitationAnswerSchema,
      );
      setMade({ url: answer.url, name });
    } catch (failure) {
      setError({
        text: failureText(failure),
        fields: failure instanceof ApiClientError ? (failure.fields ?? {}) : {},
      });
    }
  };

  return (
    <form className="panel review-admin__invite" onSubmit={submit} noValidate>
      <h2 className="review-admin__heading">Invite a traveller</h2>
      <div className="review-admin__fields">
        <Field id={`${id}-collection`} label="Collection">
          {(control) => (
            <select
              {...control}
              value={collection}
              onChange={(event) => {
                setCollection(event.target.value as BookableCollection);
                setPackageId('');
              }}
            >
              {PACKAGE_COLLECTIONS.map((entry) => (
                <option key={entry.collection} value={entry.collection}>
                  {collectionLabel(entry.collection).plural}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-package`} label="Package" error={error?.fields.id}>
          {(control) => (
            <select {...control} value={packageId} onChange={(event) => setPackageId(event.target.value)}>
              <option value="">Choose the package they travelled on</option>
              {packages.data?.data.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-name`} label="Traveller's name" error={error?.fields.name}>
          {(control) => <input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
      </div>
      <button type="submit" className="button button--primary admin-button">
        Make review link
      </button>
      {error && !Object.keys(error.fields).length ? (
        <p className="form-message form-message--error" role="alert">
          {error.text}
        </p>
      ) : null}
      {made ? (
        <div className="form-message form-message--success" role="status">
          <p>Review link for {made.name} (single use, valid 30 days):</p>
          <p>
            <code className="review-admin__url">{made.url}</code>
          </p>
          <p className="review-admin__actions">
            <button
              type="button"
              className="button button--secondary admin-button"
              onClick={() => void navigator.clipboard?.writeText(made.url)}
            >
              Copy link
            </button>
            <a
              className="button button--whatsapp admin-button"
              href={whatsappUrl(
                '',
                `Hello ${made.name}, thank you for travelling with us! Would you tell other travellers how it went? ${made.url}`,
              )}
              target="_blank"
              rel="noopener"
            >
              Send on WhatsApp
            </a>
          </p>
        </div>
      ) : null}
    </form>
  );
}
