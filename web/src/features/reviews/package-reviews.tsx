import { reviews as messages } from '#shared/i18n/en/screens/reviews';
import { formatAverage, formatTravelMonth } from '#shared/review-format';
import type { BookableCollection } from '#shared/schemas/bookings';
import type { Review } from '#shared/schemas/reviews';
import { useIntlLocale, useScreenT } from '../../lib/locale';
import { useQuery } from '../../lib/query';
import { fetchPackageReviews } from './api';
import { Stars } from './stars';
import './reviews.css';

/**
 * A package's approved reviews (average, count, newest first). Nothing at all while they load, fail, or when
 * there are none: a package without reviews shows none, and the page never says "0 reviews".
 */
export default function PackageReviews({ collection, id }: { collection: BookableCollection; id: string }) {
  const t = useScreenT(messages);
  const answer = useQuery(['reviews', collection, id], () => fetchPackageReviews(collection, id));
  if (answer.status !== 'ready' || answer.data.count === 0 || answer.data.average === null) return null;
  const { data, average, count } = answer.data;
  return (
    <section className="container package-reviews" aria-labelledby="package-reviews-title">
      <h2 id="package-reviews-title">{t('reviewsTitle')}</h2>
      <p className="package-reviews__summary">
        <Stars rating={Math.round(average)} label={t('averageOf', { average: formatAverage(average) })} />
        <strong>{t('averageOf', { average: formatAverage(average) })}</strong>
        <span>{count === 1 ? t('oneReview') : t('manyReviews', { count })}</span>
      </p>
      <p className="package-reviews__note">{t('invitedOnly')}</p>
      <ul className="package-reviews__list">
        {data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useScreenT(messages);
  const locale = useIntlLocale();
  return (
    <li className="package-review">
      <p className="package-review__head">
        <Stars rating={review.rating} label={t('starsLabel', { rating: review.rating })} />
        <span className="package-review__who">{review.firstName || t('aTraveller')}</span>
        {review.travelMonth ? (
          <span className="package-review__when">
            {t('travelledIn', { month: formatTravelMonth(review.travelMonth, locale) })}
          </span>
        ) : null}
      </p>
      <p className="package-review__text">{review.text}</p>
    </li>
  );
}
