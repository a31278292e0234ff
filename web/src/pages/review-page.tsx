import { reviews } from '#shared/i18n/en/reviews';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { ReviewForm } from '../features/reviews/review-form';
import { useT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

/** /review/:token: the page our review invitation links to. */
export default function ReviewPage() {
  const { token = '' } = useParams();
  const t = useT(reviews);
  usePageTitle(t('pageTitle'));
  return (
    <div className="container review-page">
      <PageHeader title={t('pageTitle')} />
      <ReviewForm token={token} />
    </div>
  );
}
