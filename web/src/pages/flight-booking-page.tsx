import { PageHeader } from '../components/page-header';

export default function FlightBookingPage() {
  return <PageHeader title="Book Flight Ticket" />;
}
