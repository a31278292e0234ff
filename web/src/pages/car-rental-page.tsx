import { CarRental } from '../features/catalog/components/car-rental';
import { usePageTitle } from '../lib/use-page-title';

export default function CarRentalPage() {
  usePageTitle('Car Rental');
  return <CarRental />;
}
