import type { Language } from '@portal/contracts';

/** The manifest of a language, as the build writes it (build/web-manifest.ts `manifestFile`). */
export const manifestHref = (lang: Language) => `/manifest.${lang}.webmanifest`;

/**
 * Points `<link rel="manifest">` at the language the app runs in: index.html links the uz one, and a customer
 * who chose another language installs the app named in theirs. Changing the language reloads the page, so
 * setting it once at start is enough.
 */
export function linkManifest(lang: Language, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== manifestHref(lang)) link.setAttribute('href', manifestHref(lang));
}
