import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useConsoleSession, useSignOut } from './session-gate';
import { Icon } from '../../../components/icon';
import { useConsoleManifest } from '../push';

// The console's sections, one line each (a new screen adds its line here and its route in pages/admin-page.tsx).
// The bottom bar on a phone fits five; `phone: false` keeps a section in the desktop bar only.
const SECTIONS: { to: string; label: string; icon: string; phone?: false }[] = [
  { to: '/admin', label: 'Inbox', icon: 'M4 13h4l2 3h4l2-3h4M4 13l2.5-7h11L20 13v5H4z' },
  { to: '/admin/figures', label: 'Figures', icon: 'M4 20h16M7 16v-5M12 16V7M17 16v-8' },
  { to: '/admin/bookings', label: 'Bookings', icon: 'M4 6h16v13H4zM4 10h16M8 3v5M16 3v5M8 14h3' },
  { to: '/admin/catalog', label: 'Catalog', icon: 'M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h5' },
  { to: '/admin/audit', label: 'Audit', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2' },
];

/** The console's frame: brand, sections (a top bar on desktops, a bottom tab bar on phones) and sign-out. */
export function AdminShell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const session = useConsoleSession();
  const { pathname } = useLocation();
  useConsoleManifest();
  // Inbox covers /admin and a lead's screen; the other sections their own paths.
  const current = [...SECTIONS].reverse().find((section) => pathname.startsWith(section.to))?.to;
  return (
    <div className="admin">
      <header className="admin-bar">
        <div className="admin-bar__inner">
          <a className="admin-brand" href="#/admin">
            <span className="admin-brand__mark" aria-hidden="true">
              V
            </span>
            <span>
              Vishwa Travels <span className="admin-brand__sub">Console</span>
            </span>
          </a>
          <nav className="admin-nav" aria-label="Console">
            {SECTIONS.map((section) => (
              <Link
                key={section.to}
                to={section.to}
                className={`admin-nav__link${section.phone === false ? ' admin-nav__link--wide' : ''}`}
                aria-current={current === section.to ? 'page' : undefined}
              >
                <Icon path={section.icon} size={22} />
                {section.label}
              </Link>
            ))}
          </nav>
          <div className="admin-bar__end">
            {session ? (
              <span className="admin-bar__who" title="Signed in as">
                {session.name}
              </span>
            ) : null}
            <a className="admin-bar__site" href="#/" target="_blank" rel="noopener">
              View site
            </a>
            <button type="button" className="admin-bar__sign-out" onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="admin-main" id="main">
        {children}
      </main>
    </div>
  );
}
