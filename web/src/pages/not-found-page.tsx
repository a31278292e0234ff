import { layoutLater } from '#shared/i18n/en/layout-later';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { useT } from '../lib/locale';

/** Any hash route we do not have: a friendly way back, inside the layout. */
export default function NotFoundPage() {
  const t = useT(layoutLater);
  return (
    <div className="container">
      <PageHeader title={t('notFoundTitle')} intro={t('notFoundIntro')} />
      <div className="panel" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '0 16px' }}>
        <Link className="button button--primary" to="/">
          {t('goHome')}
        </Link>
        <Link className="button button--secondary" to="/tours">
          {t('browseTours')}
        </Link>
        <Link className="button button--secondary" to="/contact">
          {t('contactUs')}
        </Link>
      </div>
    </div>
  );
}
