import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { AppRoutes } from './app/router';

const staticPage = () => {
  throw new Error('The prerendered page cannot navigate');
};

/** Links come out as the browser's HashRouter writes them (`#/tours`), so hydration finds the same hrefs. */
const hashHrefs: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: staticPage,
  push: staticPage,
  replace: staticPage,
};

/**
 * The home screen as the browser's first render draws it (same components, same route table), for the build
 * to put into index.html. `main.tsx` hydrates it.
 */
export function renderHomeScreen(): string {
  return renderToString(
    <StrictMode>
      <Router location="/" navigator={hashHrefs} static>
        <AppRoutes />
      </Router>
    </StrictMode>,
  );
}
