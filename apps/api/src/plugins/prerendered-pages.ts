import fs from 'node:fs';
import path from 'node:path';
import { type Language, parseLanguage } from '@portal/contracts';
import { contentSecurityPolicyWith } from './security-headers.js';

// The public pages the web build painted ahead of time in every language (apps/web/build/
// prerender-pages.ts writes dist/prerendered/<lang>/<page>.html and manifest.json). This module picks the file
// for a request; static-spa.ts sends it.

interface PrerenderManifest {
  languages: string[];
  /** Path → page file name, e.g. "/login" → "login"; a pattern ("/info/kb/:slug") paints every path it matches. */
  pages: Record<string, string>;
  /** Every route pattern of the app ("/news/:id"): a path matching none is answered 404. */
  routes: string[];
  /**
   * CSP hash sources of what the pages carry inline (absent in older builds): the theme script, the same in every
   * page, and each page's stylesheet, by page file name (each page carries only its own screen's styles).
   */
  inline?: { script: string[]; style: Record<string, string[]> };
}

/** The cookie the web app writes with the visitor's saved language choice (apps/web/src/lib/language.ts). */
const LANGUAGE_COOKIE = 'lang';
const NOT_FOUND_PAGE = 'not-found';

export interface PickedPage {
  file: string;
  status: number;
  language: Language;
  /** The manifest's path or pattern the page was painted for ("/info/kb/:slug"). */
  pattern: string;
  /** The page's Content-Security-Policy: the app's, which also allows this page's inline stylesheet and script. */
  contentSecurityPolicy: string;
}

export interface PrerenderedPages {
  /** The file (relative to the web dist folder) and status for a page request, or null to send index.html. */
  pick(url: string, headers: { cookie?: string; 'accept-language'?: string }): PickedPage | null;
}

const matches = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? Boolean(have[index]) : part === have[index]))
  );
};

/** The saved choice (cookie), else the browser's languages, else uz. */
export function pageLanguage(
  headers: { cookie?: string; 'accept-language'?: string },
  languages: readonly string[],
): Language {
  const saved = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (saved && languages.includes(saved)) return saved as Language;
  return parseLanguage(headers['accept-language']);
}

/** Reads the build's manifest; null when the web build has no prerendered pages (then every page is index.html). */
export function loadPrerenderedPages(
  webDistDir: string,
  connectSources: string[] = [],
): PrerenderedPages | null {
  const manifestFile = path.join(webDistDir, 'prerendered', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  // Worked out once per page, not per request.
  const policies = new Map<string, string>();
  const policyOf = (name: string) => {
    const known = policies.get(name);
    if (known) return known;
    const policy = contentSecurityPolicyWith({
      'script-src': manifest.inline?.script ?? [],
      'style-src': manifest.inline?.style[name] ?? [],
      'connect-src': connectSources,
    });
    policies.set(name, policy);
    return policy;
  };
  return {
    pick(url, headers) {
      const pathname = url.split(/[?#]/)[0] ?? '/';
      const [pattern, page] =
        pathname in manifest.pages
          ? [pathname, manifest.pages[pathname]]
          : (Object.entries(manifest.pages).find(
              ([candidate]) => candidate.includes('/:') && matches(candidate, pathname),
            ) ?? [pathname, undefined]);
      const known = page !== undefined || manifest.routes.some((route) => matches(route, pathname));
      if (!known) return pick(NOT_FOUND_PAGE, 404, pathname);
      return page ? pick(page, 200, pattern) : null;

      function pick(name: string, status: number, pattern: string): PickedPage {
        const language = pageLanguage(headers, manifest.languages);
        return {
          file: path.join('prerendered', language, `${name}.html`),
          status,
          language,
          pattern,
          contentSecurityPolicy: policyOf(name),
        };
      }
    },
  };
}
