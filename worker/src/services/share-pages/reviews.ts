import { formatAverage, formatTravelMonth } from '#shared/review-format';
import type { PackageReviews } from '#shared/schemas/reviews';
import { BRAND } from '#shared/constants';
import { esc } from './markup';
import type { SharePage } from './pages';

// A package's approved reviews on its share page: AggregateRating and Review in its JSON-LD, and the same
// reviews in its readable content (structured data must describe what the page shows). Added after the
// page comes from the edge cache, so an approval shows at once.

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export function withReviews(page: SharePage, reviews: PackageReviews): SharePage {
  if (reviews.count === 0 || reviews.average === null) return page;
  const [trip, ...rest] = page.structured;
  const rated = {
    ...trip,
    // A trip cannot carry ratings in schema.org; as a Product as well, it can.
    '@type': ['TouristTrip', 'Product'],
    brand: { '@type': 'Brand', name: BRAND.name },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.data.map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.firstName || 'A traveller' },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
    })),
  };
  const items = reviews.data
    .map(
      (review) =>
        `<li><p><span aria-label="${review.rating} out of 5">${stars(review.rating)}</span> ${esc(review.firstName || 'A traveller')}${
          review.travelMonth ? ` · Travelled in ${esc(formatTravelMonth(review.travelMonth))}` : ''
        }</p><p>${esc(review.text)}</p></li>`,
    )
    .join('');
  const section = `<h2>Reviews</h2>
<p class="rp-rating">${formatAverage(reviews.average)} out of 5 · ${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'} from travellers we invited</p>
<ul class="rp-reviews">${items}</ul>
`;
  return {
    ...page,
    structured: [rated, ...rest],
    body: page.body.replace('<p class="rp-actions">', `${section}<p class="rp-actions">`),
  };
}
