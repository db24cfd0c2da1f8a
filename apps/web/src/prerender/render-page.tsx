import type { Language } from '@portal/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, whenRouterReady } from '@/app/router';
import { initI18n } from '@/lib/i18n';

// The build's server-side entry (issue 14 §3): each public page as a visitor sees it, in each language, rendered
// by React's static renderer once at build time. The browser then hydrates it instead of painting from nothing.

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** The markup of `#root` for `url` in `lang`, with every lazy screen and message namespace it needs loaded. */
export async function renderPage(url: string, lang: Language): Promise<string> {
  // Every namespace up front: a screen that suspended for its messages would be written as a boundary that an
  // inline script fills in later, and the CSP forbids inline scripts.
  await initI18n(lang, { preload: 'all' });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
    {
      // Never split a finished boundary out into a later chunk (that also needs an inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await readAll(prelude);
  // A page that failed to render would be painted as its loading state and hydrated into a mismatch: the build
  // stops instead.
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${url} in ${lang} failed`);
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`prerendering ${url} in ${lang} left a deferred part (a script the CSP would block)`);
  }
  return html;
}
