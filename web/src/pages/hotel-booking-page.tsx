import { PageHeader } from '../components/page-header';

export default function HotelBookingPage() {
  return <PageHeader title="Book Hotel" />;
}
