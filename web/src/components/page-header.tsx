import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

/** The title band every screen opens with; it also names the browser tab. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {intro ? <p className="page-header__intro">{intro}</p> : null}
      {children}
    </header>
  );
}
