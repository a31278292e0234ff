import { PageHeader } from '../components/page-header';
import { ToursBrowser } from '../features/catalog/components/tours-browser';

export default function ToursPage() {
  return (
    <div className="container">
      <PageHeader
        title="Explore Our Packages"
        intro="Holidays in India and abroad, pilgrimages and Himalayan treks — each with stays, transport and a coordinator on call."
      />
      <ToursBrowser />
    </div>
  );
}
