import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { HomePackageRows } from '../features/catalog/components/home-package-rows';
import { usePageTitle } from '../lib/use-page-title';

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="container" style={{ padding: '32px 16px' }}>
        <h1>{BRAND.name}</h1>
        <p>{BRAND.tagline}</p>
        <Link className="button button--primary" to="/tours">Explore packages</Link>
      </section>
      <HomePackageRows />
    </>
  );
}
