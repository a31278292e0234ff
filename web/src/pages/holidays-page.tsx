import { PageHeader } from '../components/page-header';
import { HolidayLists } from '../features/catalog/components/holiday-lists';

export default function HolidaysPage() {
  return (
    <div className="container">
      <PageHeader
        title="Holiday Packages"
        intro="Popular holidays our travellers love. Tell us your dates and we will tailor the plan and price for you."
      />
      <HolidayLists />
    </div>
  );
}
