// First: a real-path visit (/tour/{id}) becomes its hash route before the router reads the address.
import './app/real-path';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
// The base styles come first so each component's own CSS can refine them.
import './styles/global.css';
import { AppRoutes } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  </StrictMode>,
);
