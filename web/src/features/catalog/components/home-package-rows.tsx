import { useCatalogList } from '../use-catalog';
import { PackageRow } from './package-row';
import '../catalog.css';

/** The home page's devotional, tour and trekking rows (spec §2). */
export function HomePackageRows() {
  const devotionals = useCatalogList('devotionals');
  const tours = useCatalogList('tours');
  const treks = useCatalogList('trekking');
  const domestic = tours.items.filter((item) => item.type === 'domestic');
  return (
    <div className="home-package-rows container">
      <PackageRow
        title="Devotional Packages"
        subtitle="Darshan and yatras with stays, transport and queue help arranged"
        items={devotionals.items}
        loading={devotionals.status === 'loading'}
        more={{ to: '/tours?filter=devotional' }}
      />
      <PackageRow
        title="Tour Packages"
        subtitle="Holidays across India, planned by people who have been there"
        items={domestic}
        loading={tours.status === 'loading'}
        more={{ to: '/tours?filter=domestic' }}
      />
      <PackageRow
        title="Trekking Adventures"
        subtitle="Himalayan and Western Ghats treks with certified leaders"
        items={treks.items}
        loading={treks.status === 'loading'}
        more={{ to: '/tours?filter=trekking' }}
      />
    </div>
  );
}
