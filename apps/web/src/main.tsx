import '@portal/contracts/zod-jitless';
import '@portal/web-kit/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { currentLanguage, i18n, initI18n } from '@/lib/i18n';
import { syncLanguageCookie } from '@/lib/language';
import { KIT_NAMESPACES } from '@/lib/lazy-namespaces';
import { onFirstInput } from '@/lib/on-first-input';
import { hasToken } from '@/lib/session';
import { yieldToMain } from '@/lib/yield-to-main';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The chosen language (and its fallback, if any) load before the first render, so no untranslated keys flash.
await initI18n();
syncLanguageCookie();

// A public page comes prerendered as a visitor sees it, in the language the server chose. It is hydrated only
// when this start would render the same: a visitor, in that language. A logged-in customer (or a stored choice
// the server did not know) gets a fresh render instead, which replaces the prerendered markup.
const prerendered =
  container.firstElementChild !== null &&
  document.documentElement.dataset.lang === currentLanguage() &&
  !hasToken();

// Each phase of the start is a task of its own: the browser can paint and answer input between them.
await yieldToMain();
// The first screen's modules (guard, frame, screen) load before the first render, which then suspends nowhere.
const firstScreen = preloadRoute(window.location.pathname);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (prerendered) {
  // The page's screen and its lazy message namespaces (the prerender notes them on <html>) load first, so the
  // hydrating render finds every text and module and suspends nowhere.
  const pageNamespaces = document.documentElement.dataset.namespaces?.split(',').filter(Boolean) ?? [];
  await Promise.all([firstScreen, i18n.loadNamespaces(pageNamespaces)]);
  await yieldToMain();
  // A transition: the shell hydrates first, then the layout's Suspense boundaries (header, page, footer) one
  // after another, React yielding to the browser between them and hydrating first the part a tap lands on.
  // A mismatch is a defect, not something to paper over: it is logged, and the journeys fail on it.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('hydration:', error),
    });
  });
  // The texts the next screens' forms need (lib/lazy-namespaces.ts), at the visitor's first tap, key or focus:
  // they go out with the screen that tap opens, and a visitor who only reads the page never downloads them.
  onFirstInput(() => void i18n.loadNamespaces(KIT_NAMESPACES));
} else {
  await Promise.all([firstScreen, i18n.loadNamespaces(KIT_NAMESPACES)]);
  createRoot(container).render(app);
}
// How this start took the page over: the journeys check that a prerendered page was adopted, not repainted.
document.documentElement.dataset.app = prerendered ? 'hydrated' : 'rendered';
