import { PageHeader } from '../components/page-header';

export default function CarRentalPage() {
  return <PageHeader title="Car Rental" />;
}
