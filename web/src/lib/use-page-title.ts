import { useEffect } from 'react';
import { BRAND } from '#shared/constants';

/** Sets the tab title for a screen: 'Book Tickets · Vishwa Tours & Travels'. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.name;
  }, [title]);
}
