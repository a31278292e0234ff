import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { layout } from '#shared/i18n/en/layout';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { Icon } from '../../components/icon';
import { ModalDialog } from '../../components/modal-dialog';
import { useT } from '../../lib/locale';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

const QUICK_LINKS = [
  ['/tirupati-tickets', 'quickDarshan'],
  ['/car-rental', 'quickCars'],
  ['/holidays', 'quickHolidays'],
  ['/visa-form', 'quickVisa'],
  ['/passport-form', 'quickPassport'],
  ['/forex', 'quickForex'],
] as const;

/** The mobile menu button's drawer: the same five entries plus quick links; Escape or navigation closes it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(layoutLater);
  const shell = useT(layout);
  return (
    <ModalDialog open={open} onClose={onClose} className="menu-drawer" label={t('menu')}>
      <div className="menu-drawer__panel">
        <div className="menu-drawer__head">
          <span className="menu-drawer__title">{BRAND.name}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('closeMenu')}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('menu')}>
          <NavLinks className="drawer-nav" withIcons />
        </nav>
        <label className="menu-drawer__language">
          <span className="menu-drawer__label">{shell('language')}</span>
          <LanguageSwitcher className="menu-drawer__select" />
        </label>
        <p className="menu-drawer__label">{t('bookWithUs')}</p>
        <ul className="drawer-quick">
          {QUICK_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
        <a className="button button--primary menu-drawer__call" href={`tel:${BRAND.mobile.replace(/\s/g, '')}`}>
          <Icon name="phone" size={18} /> {BRAND.mobile}
        </a>
      </div>
    </ModalDialog>
  );
}
