import type { Language } from '@portal/contracts';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, whenRouterReady } from '@/app/router';
import { loadCountryNames } from '@/lib/country-names';
import { i18n, initI18n, LAZY_NAMESPACES } from '@/lib/i18n';
import { setRenderingPrerenderedMarkup } from '@/lib/use-hydrated';

// The build's server-side entry (issue 14 §3): each public page as a visitor sees it, in each language, rendered
// once at build time by Preact's string renderer (the app runs on preact/compat, see vite.config.ts). The browser then hydrates it instead of painting from nothing.

export interface RenderedPage {
  html: string;
  /** The lazy message namespaces its texts came from: the browser loads them before hydrating the page. */
  namespaces: string[];
}

/** i18next's store and react-i18next's report of the namespaces hooks asked for: internal, so typed here. */
interface NotedI18n {
  services: { resourceStore: { getResource: (...args: [string, string, ...unknown[]]) => unknown } };
  reportNamespaces?: { addUsedNamespaces: (namespaces: readonly string[]) => void };
}

/**
 * Runs `render` while noting every namespace a hook asked for (useTranslation suspends on those in the
 * browser) and every one a text was read from (a `ns:key` too, whatever the hook named).
 */
async function noteNamespaces(render: () => Promise<string>): Promise<RenderedPage> {
  const noted = i18n as unknown as NotedI18n;
  const store = noted.services.resourceStore;
  const report = noted.reportNamespaces;
  const { getResource } = store;
  const addUsedNamespaces = report?.addUsedNamespaces;
  const used = new Set<string>();
  store.getResource = (...args) => {
    const found = getResource.apply(store, args);
    if (found !== undefined) used.add(args[1]);
    return found;
  };
  if (report && addUsedNamespaces) {
    report.addUsedNamespaces = (namespaces) => {
      for (const ns of namespaces) used.add(ns);
      addUsedNamespaces.call(report, namespaces);
    };
  }
  try {
    const html = await render();
    return { html, namespaces: LAZY_NAMESPACES.filter((ns) => used.has(ns)) };
  } finally {
    store.getResource = getResource;
    if (report && addUsedNamespaces) report.addUsedNamespaces = addUsedNamespaces;
  }
}

/** The markup of `#root` for `url` in `lang`, with every lazy screen and message namespace it needs loaded. */
export async function renderPage(url: string, lang: Language): Promise<RenderedPage> {
  // Every namespace up front, so no screen suspends for its messages (the async renderer would wait, but the
  // browser's first render must find them too).
  await initI18n(lang, { preload: 'all' });
  // The painted page names countries (the phone field's picker); the browser keeps those names while its own
  // tables are on their way.
  await loadCountryNames(lang);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  setRenderingPrerenderedMarkup(true);
  const page = await noteNamespaces(async () =>
    renderToStringAsync(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
  const { html } = page;
  // A deferred part would need a script, which the CSP forbids; a page must be whole when written.
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`prerendering ${url} in ${lang} left a deferred part (a script the CSP would block)`);
  }
  return page;
}
