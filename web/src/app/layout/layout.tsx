import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SearchOverlay } from '../../features/search/search-overlay';
import { ChatLauncher } from '../../features/visbot/chat-launcher';
import { BottomNav } from './bottom-nav';
import { DesktopActionBar } from './desktop-action-bar';
import { Footer } from './footer';
import { Header } from './header';
import { MenuDrawer } from './menu-drawer';
import { useScrollToTop } from './use-scroll-to-top';
import './layout.css';

/** The shell every screen shares (spec §1): header with search, content, footer, navigation bars. */
export function Layout() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useScrollToTop();

  // Navigating anywhere closes the drawer.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header onOpenSearch={() => setSearchOpen(true)} onOpenMenu={() => setMenuOpen(true)} />
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <DesktopActionBar />
      <BottomNav />
      <ChatLauncher />
    </div>
  );
}
