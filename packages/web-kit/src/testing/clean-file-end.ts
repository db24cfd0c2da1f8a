import { afterAll, vi } from 'vitest';

/**
 * The component suites run several files in one jsdom and one module graph (`isolate: false`: a fresh jsdom and
 * a fresh React, router and i18n per file made the web suite six times slower). What a file leaves in the shared
 * document goes when it ends, so the next file starts from the page a fresh jsdom would give it: no cookies
 * (the language and consent cookies change what screens show), the address at `/`, no attributes on `<html>`
 * (theme, language), an empty body, real timers and no stubbed globals or environment.
 * Storage is emptied after every test by the setup files themselves.
 */
export function cleanEachFileEnd(): void {
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app's own code sets them so.
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    window.history.replaceState(null, '', '/');
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
    document.body.replaceChildren();
    document.title = '';
  });
}
