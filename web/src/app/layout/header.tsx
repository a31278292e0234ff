import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { layout } from '#shared/i18n/en/layout';
import { Icon } from '../../components/icon';
import { useT } from '../../lib/locale';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { patientLazy } from '../../lib/patient-lazy';

type Props = { onOpenSearch: () => void; onOpenMenu: () => void };

// The offline pill draws nothing until the connection is known to be lost: it and its probe of the worker load
// after the first render (not in the prerendered page, nor the first script).
const ConnectionIndicator = patientLazy(() =>
  import('../../features/catalog/components/connection-indicator').then((module) => ({
    default: module.ConnectionIndicator,
  })),
);

/** Fixed header: menu button (phones), brand, desktop menu, and the collapsed search bar below. */
export function Header({ onOpenSearch, onOpenMenu }: Props) {
  const t = useT(layout);
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return (
    <header className="site-header">
      <div className="site-header__row">
        <button type="button" className="icon-button site-header__menu" onClick={onOpenMenu} aria-label={t('openMenu')}>
          <Icon name="menu" />
        </button>
        <Link to="/" className="brand" aria-label={t('homeLink', { brand: BRAND.name })}>
          <img src="/favicon.svg" alt="" width={34} height={34} className="brand__mark" />
          <span className="brand__name">
            {BRAND.shortName.split(' ')[0]} <span className="brand__suffix">{t('brandSuffix')}</span>
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t('mainNav')}>
          <NavLinks className="desktop-nav" />
        </nav>
        {rendered ? (
          <Suspense fallback={null}>
            <ConnectionIndicator />
          </Suspense>
        ) : null}
        <LanguageSwitcher className="site-header__language" />
        <a
          className="site-header__call"
          href={`tel:${BRAND.mobile.replace(/\s/g, '')}`}
          aria-label={t('call', { phone: BRAND.mobile })}
        >
          <Icon name="phone" size={20} />
        </a>
      </div>
      <button type="button" className="search-bar" onClick={onOpenSearch} aria-haspopup="dialog">
        <Icon name="search" size={20} />
        <span>{t('searchBar')}</span>
      </button>
    </header>
  );
}
