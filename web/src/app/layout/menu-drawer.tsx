import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { Icon } from '../../components/icon';
import { ModalDialog } from '../../components/modal-dialog';
import { NavLinks } from './nav-links';

const QUICK_LINKS = [
  ['/tirupati-tickets', 'Tirupati darshan'],
  ['/car-rental', 'Car rental'],
  ['/holidays', 'Holiday packages'],
  ['/visa-form', 'Visa assistance'],
  ['/passport-form', 'Passport help'],
  ['/forex', 'Foreign exchange'],
] as const;

/** The mobile menu button's drawer: the same five entries plus quick links; Escape or navigation closes it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} className="menu-drawer" label="Menu">
      <div className="menu-drawer__panel">
        <div className="menu-drawer__head">
          <span className="menu-drawer__title">{BRAND.name}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Menu">
          <NavLinks className="drawer-nav" withIcons />
        </nav>
        <p className="menu-drawer__label">Book with us</p>
        <ul className="drawer-quick">
          {QUICK_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
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
