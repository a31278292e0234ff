import { layout } from '#shared/i18n/en/layout';
import { useT } from '../../lib/locale';
import { NavLinks } from './nav-links';

/** Small screens: the five entries as a fixed bar at the bottom, in thumb reach. */
export function BottomNav() {
  const t = useT(layout);
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav')}>
      <NavLinks className="bottom-nav__list" withIcons />
    </nav>
  );
}
