import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { layout } from '#shared/i18n/en/layout';
import { matchLocale } from '#shared/i18n/locales';
import { ChatLauncher } from '../../features/visbot/chat-launcher';
import { switchLocale, useT } from '../../lib/locale';
import { ErrorBoundary } from '../error-page';
import { BottomNav } from './bottom-nav';
import { DesktopActionBar } from './desktop-action-bar';
import { Header } from './header';
import { ScreenPreview } from './screen-preview';
import { useScrollToTop } from './use-scroll-to-top';
import './layout.css';

// The search overlay and the menu drawer open on a tap: their code loads then, not with the first screen.
const SearchOverlay = lazy(() =>
  import('../../features/search/search-overlay').then((module) => ({ default: module.SearchOverlay })),
);
const MenuDrawer = lazy(() => import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })));
// The footer is below the first screen: index.html carries its markup (prerendered), its code comes after the
// first script and hydrates it then.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** The shell every screen shares (spec §1): header with search, content, footer, navigation bars. */
export function Layout() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [used, setUsed] = useState({ search: false, menu: false });
  const location = useLocation();
  const t = useT(layout);
  useScrollToTop();

  // A link with ?lang=ta opened inside the app switches the language (index.html reads it on a page load).
  const asked = matchLocale(new URLSearchParams(location.search).get('lang'));
  useEffect(() => void (asked && switchLocale(asked)), [asked]);

  // Navigating anywhere closes the drawer.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header
        onOpenSearch={() => (setUsed((was) => ({ ...was, search: true })), setSearchOpen(true))}
        onOpenMenu={() => (setUsed((was) => ({ ...was, menu: true })), setMenuOpen(true))}
      />
      <Suspense fallback={null}>
        {used.search ? <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
        {used.menu ? <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
      </Suspense>
      <main id="main" className="layout__main" tabIndex={-1}>
        {/* A screen whose code is still loading leaves the shell up (a deep link's first paint keeps it). */}
        {/* A screen that fails (its code offline, say) is caught here: the header and footer stay usable. */}
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<ScreenPreview />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <DesktopActionBar />
      <BottomNav />
      <ChatLauncher />
    </div>
  );
}
