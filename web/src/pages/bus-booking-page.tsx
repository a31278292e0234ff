import { PageHeader } from '../components/page-header';

export default function BusBookingPage() {
  return <PageHeader title="Book Bus Ticket" />;
}
