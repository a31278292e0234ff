import { search } from '#shared/i18n/en/screens/search';
import { PageHeader } from '../components/page-header';
import { SearchResultsView } from '../features/search/components/search-results';
import { useScreenT } from '../lib/locale';

export const texts = [search];

export default function SearchPage() {
  const t = useScreenT(search);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <SearchResultsView />
    </div>
  );
}
