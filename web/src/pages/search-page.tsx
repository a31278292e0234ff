import { PageHeader } from '../components/page-header';
import { SearchResultsView } from '../features/search/components/search-results';

export default function SearchPage() {
  return (
    <div className="container">
      <PageHeader title="Search" intro="Packages, cars, services and answers to common questions, all in one place." />
      <SearchResultsView />
    </div>
  );
}
