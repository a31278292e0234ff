import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { TrackForm } from '../features/track/track-form';
import { usePageTitle } from '../lib/use-page-title';

/** /track?ref=…: where a request, enquiry or booking stands. */
export default function TrackPage() {
  usePageTitle('Track your request');
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageHeader title="Track your request" intro="Your reference and the mobile number or email you gave us." />
      <TrackForm initialReference={params.get('ref') ?? ''} />
    </div>
  );
}
