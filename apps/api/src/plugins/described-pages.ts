import type { Language } from '@portal/contracts';
import type { Queryable } from '../db/database.js';

/**
 * A public page whose words live in the database (a knowledge-base article), not in the build. The build paints
 * its frame once; the server fills in what a link preview, a search engine or a browser without scripts reads
 * of it: the title, the description and the text. The app's own root stays the painted frame, so hydration
 * matches it and the app then shows the article as it does for a page opened inside it.
 */
export interface PageDetails {
  title: string;
  description: string;
  /** Safe HTML (the module sanitized it), shown to browsers without scripts. */
  bodyHtml: string;
  /** The language the text is in (an article may not be written in the visitor's). */
  language: Language;
}

export interface PageDescriber {
  /** The build's page pattern, e.g. "/info/kb/:slug". */
  pattern: string;
  /** The page's details, or null when there is no such page (answered 404). */
  describe(db: Queryable, params: Record<string, string>, language: Language): Promise<PageDetails | null>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pattern's parameters in `pathname` (decoded), or null when a part cannot be decoded. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (!part.startsWith(':')) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(have[index] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * The painted page with the details written in: "<title> · <site>" as the app titles its pages, the description
 * and Open Graph tags for link previews (Telegram shows them), and the text inside <noscript>.
 */
export function withDetails(html: string, details: PageDetails, languageTag: string): string {
  const site = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = escapeHtml(details.title);
  const description = escapeHtml(details.description);
  const head = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}${site ? ` · ${site}` : ''}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '</body>',
      () =>
        `<noscript><article lang="${languageTag}"><h1>${title}</h1>${details.bodyHtml}</article></noscript></body>`,
    );
}
