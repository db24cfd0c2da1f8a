import '@portal/contracts/zod-jitless';
import '@/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createRouter, whenRouterReady } from '@/app/router';
import { hydrateInTurns } from '@/lib/hydrate-in-turns';
import { currentLanguage, i18n, initI18n } from '@/lib/i18n';
import { syncLanguageCookie } from '@/lib/language';
import { hasToken } from '@/lib/session';
import { setRenderingPrerenderedMarkup } from '@/lib/use-hydrated';
import { yieldToMain } from '@/lib/yield-to-main';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The chosen language (and the uz fallback) load before the first render, so no untranslated keys flash.
await initI18n();
syncLanguageCookie();

// A public page comes prerendered as a visitor sees it, in the language the server chose (issue 14 §3). It is
// hydrated only when this start would render the same: a visitor, in that language. A logged-in customer (or a
// stored choice the server did not know) gets a fresh render instead, which replaces the prerendered markup.
const prerendered =
  container.firstElementChild !== null &&
  document.documentElement.dataset.lang === currentLanguage() &&
  !hasToken();

// Each phase of the start is a task of its own: the browser can paint and answer input between them.
await yieldToMain();
const router = createRouter();
if (prerendered) {
  // The page's lazy message namespaces (the prerender notes them on <html>) load with its screen, so the
  // hydrating render finds every text and suspends nowhere.
  const pageNamespaces = document.documentElement.dataset.namespaces?.split(',').filter(Boolean) ?? [];
  await Promise.all([whenRouterReady(router), i18n.loadNamespaces(pageNamespaces)]);
  await yieldToMain();
  // Preact hydrates synchronously: every component's first render happens inside this call, except the parts
  // the layout adopts in turns (lib/hydrate-in-turns.tsx), each in a task of its own right after.
  setRenderingPrerenderedMarkup(true);
  hydrateInTurns(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  setRenderingPrerenderedMarkup(false);
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
// How this start took the page over: the journeys check that a prerendered page was adopted, not repainted.
document.documentElement.dataset.app = prerendered ? 'hydrated' : 'rendered';
