// The worker answers the app's content screens at real paths too (/tour/{id}, /services/visa, /tours …): HTML
// that crawlers and link-preview bots read, with the readable content in #real-page. When the app starts it
// takes over at the matching hash route, replacing the entry (not adding one), so back and forward behave as
// if the visitor had opened /#/tour/{id}. This module runs before the router is created.
const { pathname, search, hash } = window.location;
if (pathname !== '/' && pathname !== '/index.html') {
  // /ta/tour/x and /hi/tour/x are the Tamil and Hindi twins: index.html's first script took the language.
  const route = hash.length > 2 ? hash : `#${pathname.replace(/^\/(ta|hi)(?=\/|$)/, '').replace(/\/+$/, '') || '/'}`;
  window.history.replaceState(window.history.state, '', `/${search}${route}`);
}
document.getElementById('real-page')?.remove();

export {};
