import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';

/** Wide screens: the two bookings people come for, always in reach. */
export function DesktopActionBar() {
  return (
    <div className="action-bar" role="complementary" aria-label="Quick bookings">
      <Link to="/car-rental" className="action-bar__button">
        <Icon name="car" size={20} /> Book Car Rental
      </Link>
      <Link to="/tickets" className="action-bar__button action-bar__button--accent">
        <Icon name="tickets" size={20} /> Book Tickets
      </Link>
    </div>
  );
}
