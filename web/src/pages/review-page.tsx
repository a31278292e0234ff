import { reviews } from '#shared/i18n/en/screens/reviews';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { ReviewForm } from '../features/reviews/review-form';
import { useScreenT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

/** Its own texts load with the screen's code in Tamil and Hindi. */
export const texts = [reviews];

/** /review/:token: the page our review invitation links to. */
export default function ReviewPage() {
  const { token = '' } = useParams();
  const t = useScreenT(reviews);
  usePageTitle(t('pageTitle'));
  return (
    <div className="container review-page">
      <PageHeader title={t('pageTitle')} />
      <ReviewForm token={token} />
    </div>
  );
}
