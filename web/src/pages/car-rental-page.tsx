import { cars } from '#shared/i18n/en/screens/cars';
import { CarRental } from '../features/catalog/components/car-rental';
import { useScreenT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

export const texts = [cars];

export default function CarRentalPage() {
  usePageTitle(useScreenT(cars)('title'));
  return <CarRental />;
}
