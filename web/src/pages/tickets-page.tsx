import { PageHeader } from '../components/page-header';

export default function TicketsPage() {
  return <PageHeader title="Book Tickets" />;
}
