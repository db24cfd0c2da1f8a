import { defineModule } from '../../composition/app-module.js';
import { articlePage } from './article-page.js';
import { knowledgeBaseRoutes } from './knowledge-base.routes.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { knowledgeBaseStaffRoutes } from './staff/knowledge-base-staff.routes.js';

/** Suggestions opened per address and hour: far above what a person reading articles does. */
const OPENED_PER_IP_PER_HOUR = 120;
/**
 * Searches per address and minute: the ticket form asks once per pause in typing, so a person stays far below;
 * a script hammering the full-text search does not (the same guard as the public domain check).
 */
export const SEARCHES_PER_IP_PER_MINUTE = 60;
/** Votes per address and hour: a reader votes once an article; a shared office address still has room. */
export const VOTES_PER_IP_PER_HOUR = 30;

export const knowledgeBaseModule = defineModule({
  name: 'knowledge-base',
  routes: async (app, { config, adapters }) => {
    await app.register(knowledgeBaseRoutes, {
      // PostgreSQL ranks with its full-text search; PGlite, the demo's database, gets the plain match.
      searchMode: config.database.kind === 'postgres' ? 'fulltext' : 'plain',
      openedPerIp: adapters.limits.limiter({
        name: 'kb-opened-ip',
        points: OPENED_PER_IP_PER_HOUR,
        windowSeconds: 3600,
      }),
      searchesPerIp: adapters.limits.limiter({
        name: 'kb-search-ip',
        points: SEARCHES_PER_IP_PER_MINUTE,
        windowSeconds: 60,
      }),
      votesPerIp: adapters.limits.limiter({
        name: 'kb-vote-ip',
        points: VOTES_PER_IP_PER_HOUR,
        windowSeconds: 3600,
      }),
    });
    await app.register(knowledgeBaseStaffRoutes);
    await app.register(sitemapRoutes, { appUrl: config.appUrl });
  },
  pages: () => [articlePage],
});
