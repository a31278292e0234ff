import { NavLink } from 'react-router-dom';
import { NAV_ENTRIES } from '#shared/constants';
import { layout } from '#shared/i18n/en/layout';
import { Icon, type IconName } from '../../components/icon';
import { useT } from '../../lib/locale';

type Label = (typeof NAV_ENTRIES)[number]['label'];
const ICONS: Record<Label, IconName> = {
  Home: 'home',
  Tours: 'tours',
  Tickets: 'tickets',
  Contact: 'contact',
  About: 'about',
};
const LABELS = {
  Home: 'navHome',
  Tours: 'navTours',
  Tickets: 'navTickets',
  Contact: 'navContact',
  About: 'navAbout',
} as const satisfies Record<Label, keyof typeof layout.en>;

/** The five entries of every menu; the current one is marked (aria-current) and highlighted. */
export function NavLinks({ className, withIcons = false }: { className: string; withIcons?: boolean }) {
  const t = useT(layout);
  return (
    <ul className={className}>
      {NAV_ENTRIES.map((entry) => (
        <li key={entry.path}>
          <NavLink to={entry.path} end={entry.path === '/'} className="nav-link">
            {withIcons ? <Icon name={ICONS[entry.label]} /> : null}
            <span>{t(LABELS[entry.label])}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
