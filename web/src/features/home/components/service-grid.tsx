import { home } from '#shared/i18n/en/home';
import { Link } from 'react-router-dom';
import './service-grid.css';
import { Icon } from '../../../components/icon';
import { useT } from '../../../lib/locale';

// The eight things people book most, one tap each (spec §2). Icons are drawn inline: no extra requests.
const TILES = [
  {
    label: 'tileFlights',
    to: '/flight-booking',
    color: '#1f6fb2',
    icon: 'M3 14.5 21 9.5c1-.3 1.6.9.7 1.5L5.5 18 3 14.5ZM9 12.8 7 6h2.2l5.3 5.2M8.5 16.5 9.8 21H12l2.6-6',
  },
  {
    label: 'tileHotels',
    to: '/hotel-booking',
    color: '#0f8a83',
    icon: 'M3 20V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v14M15 10h4a2 2 0 0 1 2 2v8M2 20h20M7 8h1M11 8h1M7 12h1M11 12h1M8 20v-4h3v4',
  },
  {
    label: 'tileVisa',
    to: '/visa-form',
    color: '#5b3fa8',
    icon: 'M6 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6zM11 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 17h6',
  },
  {
    label: 'tileCarRental',
    to: '/car-rental',
    color: '#c4620a',
    icon: 'M5 16.5h14M6.5 16.5V19M17.5 16.5V19M4 16.5v-4l2-5h12l2 5v4M4 12.5h16M7.5 14.5h.01M16.5 14.5h.01',
  },
  {
    label: 'tileHolidays',
    to: '/holidays',
    color: '#1d7a46',
    icon: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  {
    label: 'tileForex',
    to: '/forex',
    color: '#a86f00',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 8h6M9 11h6M9 8c4 0 4 3 0 3l5 5',
  },
  {
    label: 'tilePassport',
    to: '/passport-form',
    color: '#0b3d5c',
    icon: 'M6 3h11a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM11.5 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.5 17h6',
  },
  {
    label: 'tileTrains',
    to: '/train-booking',
    color: '#b42318',
    icon: 'M7 3h10a2 2 0 0 1 2 2v9a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2ZM5 10h14M8.5 14h.01M15.5 14h.01M8 17l-2 4M16 17l2 4',
  },
] as const satisfies readonly { label: keyof (typeof home)['en']; to: string; color: string; icon: string }[];

export function ServiceGrid() {
  const t = useT(home);
  return (
    <nav className="service-grid container" aria-label={t('bookAService')}>
      <ul className="service-grid__list">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link className="service-tile" to={tile.to}>
              <span className="service-tile__icon" style={{ color: tile.color, background: `${tile.color}14` }}>
                <Icon path={tile.icon} size={26} />
              </span>
              <span className="service-tile__label">{t(tile.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
