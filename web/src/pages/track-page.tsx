import { useSearchParams } from 'react-router-dom';
import { booking } from '#shared/i18n/en/screens/booking';
import { PageHeader } from '../components/page-header';
import { TrackForm } from '../features/track/track-form';
import { useScreenT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

// The booking page's words, loaded in the visitor's language with the screen.
export const texts = [booking];

/** /track?ref=…: where a request, enquiry or booking stands. */
export default function TrackPage() {
  const t = useScreenT(booking);
  usePageTitle(t('trackTitle'));
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageHeader title={t('trackTitle')} intro={t('trackIntro')} />
      <TrackForm initialReference={params.get('ref') ?? ''} />
    </div>
  );
}
