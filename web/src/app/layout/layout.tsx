import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { layout } from '#shared/i18n/en/layout';
import { matchLocale } from '#shared/i18n/locales';
import { switchLocale, useT } from '../../lib/locale';
import { ErrorBoundary } from '../error-page';
import { retryableScreen } from '../retryable-screen';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { ScreenPreview } from './screen-preview';
import { useScrollToTop } from './use-scroll-to-top';
import './layout.css';
// The chat button's own look, with the first paint: its prerendered markup must not wait for its code.
import '../../features/visbot/chat-launcher.css';
import { patientLazy } from '../../lib/patient-lazy';

// The search overlay and the menu drawer open on a tap: their code loads then, not with the first screen.
const SearchOverlay = patientLazy(() =>
  import('../../features/search/search-overlay').then((module) => ({ default: module.SearchOverlay })),
);
const MenuDrawer = patientLazy(() => import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })));
// Below the first screen (the footer) or fixed at its bottom (the chat button, the desktop's quick-booking bar):
// index.html carries their prerendered markup, and their code comes after the first script, asked for at once
// and hydrated when in. A failed load leaves them out quietly (ErrorBoundary's `quiet`) until back online.
const Footer = retryableScreen(() => import('./footer').then((module) => ({ default: module.Footer })));
const ChatLauncher = retryableScreen(() =>
  import('../../features/visbot/chat-launcher').then((module) => ({ default: module.ChatLauncher })),
);
const DesktopActionBar = retryableScreen(() =>
  import('./desktop-action-bar').then((module) => ({ default: module.DesktopActionBar })),
);

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
      {/* One boundary for the three (the fixed ones sit over the page: where they are in it does not matter). The */}
      {/* error boundary inside the Suspense: parts that cannot hydrate are rendered afresh alone, not the page. */}
      <Suspense fallback={null}>
        <ErrorBoundary quiet>
          <Footer />
          <ChatLauncher />
          <DesktopActionBar />
        </ErrorBoundary>
      </Suspense>
      <BottomNav />
    </div>
  );
}
