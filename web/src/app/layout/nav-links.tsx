import { NavLink } from 'react-router-dom';
import { NAV_ENTRIES } from '#shared/constants';
import { Icon, type IconName } from '../../components/icon';

const ICONS: Record<(typeof NAV_ENTRIES)[number]['label'], IconName> = {
  Home: 'home',
  Tours: 'tours',
  Tickets: 'tickets',
  Contact: 'contact',
  About: 'about',
};

/** The five entries of every menu; the current one is marked (aria-current) and highlighted. */
export function NavLinks({ className, withIcons = false }: { className: string; withIcons?: boolean }) {
  return (
    <ul className={className}>
      {NAV_ENTRIES.map((entry) => (
        <li key={entry.path}>
          <NavLink to={entry.path} end={entry.path === '/'} className="nav-link">
            {withIcons ? <Icon name={ICONS[entry.label]} /> : null}
            <span>{entry.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
