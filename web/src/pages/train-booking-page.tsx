import { PageHeader } from '../components/page-header';

export default function TrainBookingPage() {
  return <PageHeader title="Book Train Ticket" />;
}
