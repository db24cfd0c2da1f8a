import { z } from 'zod';
import { pageNumberSchema, rowIdSchema } from './envelope.js';

// News: public, no login. Each item has a title and body per language; uz is required and the
// others fall back to it. Items become public at their publish time.

export const NEWS_LIMITS = { titleMax: 200, bodyMax: 20_000 } as const;

// The item's schema is in zod/mini, for the home page's news counter (visitor-answers.ts).
export { type NewsItem, newsItemSchema, newsListSchema } from './visitor-answers.js';

export const newsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  page: pageNumberSchema,
});
export type NewsQuery = z.input<typeof newsQuerySchema>;

export const newsIdParamsSchema = z.object({ id: rowIdSchema });
