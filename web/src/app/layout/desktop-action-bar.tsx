import { Link, useLocation } from 'react-router-dom';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { Icon } from '../../components/icon';
import { useT } from '../../lib/locale';

/**
 * Wide screens: the two bookings people come for, always in reach, in a bar along the bottom (the page's bottom
 * padding keeps its room, and the chat button sits at its right end). The button for the page you are on is
 * left out.
 */
export function DesktopActionBar() {
  const { pathname } = useLocation();
  const t = useT(layoutLater);
  return (
    <div className="action-bar" role="complementary" aria-label={t('quickBookings')}>
      {pathname === '/car-rental' ? null : (
        <Link to="/car-rental" className="action-bar__button">
          <Icon name="car" size={20} /> {t('bookCarRental')}
        </Link>
      )}
      {pathname === '/tickets' ? null : (
        <Link to="/tickets" className="action-bar__button action-bar__button--accent">
          <Icon name="tickets" size={20} /> {t('bookTickets')}
        </Link>
      )}
    </div>
  );
}
