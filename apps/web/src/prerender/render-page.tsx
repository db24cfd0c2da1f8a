import type { Language } from '@portal/contracts';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { loadCountryNames } from '@/lib/country-names';
import { i18n, initI18n, LAZY_NAMESPACES } from '@/lib/i18n';

// The build's server-side entry: each public page as a visitor sees it, in each language, rendered once at build
// time by React's prerender (react-dom/static), which waits for every lazy screen and Suspense boundary before it
// writes the markup. The browser then hydrates it (main.tsx) instead of painting from nothing.

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
  // As the browser does before hydrating (main.tsx): the page's modules are there when it renders.
  await preloadRoute(new URL(url, 'http://portal.invalid').pathname);
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const page = await noteNamespaces(async () => {
    const errors: unknown[] = [];
    // The same tree as the browser's (main.tsx), so every useId and Suspense boundary lines up in hydration.
    const { prelude } = await prerender(
      <StrictMode>
        <App Router={AtUrl} />
      </StrictMode>,
      {
        onError: (error) => void errors.push(error),
        // React outlines a large boundary behind its fallback and a script that swaps it in; a page must be
        // whole in its markup (the CSP allows no such script), so no boundary is too large to inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (errors.length > 0) throw errors[0];
    return new Response(prelude).text();
  });
  const { html } = page;
  // A deferred part (a boundary that did not finish) would need a script, which the CSP forbids; a page must be
  // whole when written.
  if (html.includes('<script') || html.includes('<template')) {
    const at = Math.max(html.indexOf('<script'), html.indexOf('<template'));
    throw new Error(
      `prerendering ${url} in ${lang} left a deferred part (a script the CSP would block): ${html.slice(Math.max(0, at - 300), at + 600)}`,
    );
  }
  return page;
}
