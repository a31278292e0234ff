import { PageHeader } from '../components/page-header';

export default function TirupatiTicketsPage() {
  return <PageHeader title="Tirupati Darshan Booking" />;
}
