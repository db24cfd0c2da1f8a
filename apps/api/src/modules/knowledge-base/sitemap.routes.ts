import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishedArticleSlugs } from './knowledge-base.service.js';

// /sitemap.xml for search engines: the portal's public pages and every published article, read from the
// database at each request, so an article is listed the moment it is published (no rebuild).

/** The public pages worth indexing (apps/web/src/config/paths.ts, access 'public'; forms and the cabinet left out). */
const PUBLIC_PAGES = ['/', '/order', '/domen', '/news', '/info', '/info/kb', '/rules', '/payments'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

export const sitemapRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const articles = await publishedArticleSlugs(app.db);
    const urls = [
      ...PUBLIC_PAGES.map((path) => entry(`${appUrl}${path}`)),
      ...articles.map((article) =>
        entry(`${appUrl}/info/kb/${encodeURIComponent(article.slug)}`, article.updatedAt),
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });
};
