import { defineMessages } from '../messages';

/**
 * The shell every screen shares, as its first paint draws it: header, navigation bars. The rest of the group
 * (menu drawer, search, footer, chat button, the 404 aside) is in ./layout-later.ts, loaded with those parts.
 */
export const layout = defineMessages('layout', {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  homeLink: '{brand}, home',
  brandSuffix: 'Tours & Travels',
  mainNav: 'Main',
  bottomNav: 'Bottom',
  call: 'Call {phone}',
  searchBar: 'Search for car rentals or tickets',
  navHome: 'Home',
  navTours: 'Tours',
  navTickets: 'Tickets',
  navContact: 'Contact',
  navAbout: 'About',
  language: 'Language',
});
