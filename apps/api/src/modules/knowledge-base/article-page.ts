import { KB_LIMITS, KB_SLUG_PATTERN } from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import type { PageDescriber } from '../../plugins/described-pages.js';
import { getArticle } from './knowledge-base.service.js';

/**
 * /info/kb/<slug> as the server sends it: the article's title, excerpt and text written into the painted frame,
 * so a shared link previews the article and a search engine reads it; a draft or unknown slug is a 404.
 */
export const articlePage: PageDescriber = {
  pattern: '/info/kb/:slug',
  async describe(db, { slug = '' }, language) {
    if (slug.length > KB_LIMITS.slugMax || !KB_SLUG_PATTERN.test(slug)) return null;
    try {
      const article = await getArticle(db, slug, language);
      return {
        title: article.title,
        description: article.excerpt,
        bodyHtml: article.body_html,
        language: article.language,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
};
