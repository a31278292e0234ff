import { NavLinks } from './nav-links';

/** Small screens: the five entries as a fixed bar at the bottom, in thumb reach. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Bottom">
      <NavLinks className="bottom-nav__list" withIcons />
    </nav>
  );
}
