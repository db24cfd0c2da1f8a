import type { Language } from '@portal/contracts';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, whenRouterReady } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { setRenderingPrerenderedMarkup } from '@/lib/use-hydrated';

// The build's server-side entry (issue 14 §3): each public page as a visitor sees it, in each language, rendered
// once at build time by Preact's string renderer (the app runs on preact/compat, see vite.config.ts). The browser then hydrates it instead of painting from nothing.

/** The markup of `#root` for `url` in `lang`, with every lazy screen and message namespace it needs loaded. */
export async function renderPage(url: string, lang: Language): Promise<string> {
  // Every namespace up front, so no screen suspends for its messages (the async renderer would wait, but the
  // browser's first render must find them too).
  await initI18n(lang, { preload: 'all' });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  setRenderingPrerenderedMarkup(true);
  const html = await renderToStringAsync(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  // A deferred part would need a script, which the CSP forbids; a page must be whole when written.
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`prerendering ${url} in ${lang} left a deferred part (a script the CSP would block)`);
  }
  return html;
}
