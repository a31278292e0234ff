import { PageHeader } from '../components/page-header';

export default function HolidaysPage() {
  return <PageHeader title="Holiday Packages" />;
}
