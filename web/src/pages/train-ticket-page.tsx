import { PageHeader } from '../components/page-header';

export default function TrainTicketPage() {
  return <PageHeader title="Train Ticket" />;
}
