import { useCatalogList, type ListState } from '../use-catalog';
import { PackageRows } from './home-package-rows';
import { PackageCard } from './package-card';

/** The home rows with their lists; a list that failed keeps its skeleton with a retry. */
export default function LivePackageRows() {
  const [devotionals, tours, treks] = [
    useCatalogList('devotionals'),
    useCatalogList('tours'),
    useCatalogList('trekking'),
  ];
  const items = <T,>(list: ListState<T>) => (list.status === 'ready' ? list.items : undefined);
  const retry = <T,>(list: ListState<T>) => (list.status === 'error' ? list.retry : undefined);
  return (
    <PackageRows
      devotionals={items(devotionals)}
      tours={items(tours)}
      treks={items(treks)}
      retry={{ devotionals: retry(devotionals), tours: retry(tours), treks: retry(treks) }}
      Card={PackageCard}
    />
  );
}
