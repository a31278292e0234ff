import { useCatalogList } from '../use-catalog';
import { PackageRows } from './home-package-rows';

/** The home rows with their lists; a list that failed stays empty (spec §7). */
export default function LivePackageRows() {
  const lists = [useCatalogList('devotionals'), useCatalogList('tours'), useCatalogList('trekking')].map((list) =>
    list.status === 'loading' ? undefined : list.items,
  );
  return <PackageRows devotionals={lists[0]} tours={lists[1]} treks={lists[2]} />;
}
