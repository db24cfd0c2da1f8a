import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { pageNumberSchema, rowIdSchema } from './envelope.js';

// News: public, no login. Each item has a title and body per language; uz is required and the
// others fall back to it. Items become public at their publish time.

export const NEWS_LIMITS = { titleMax: 200, bodyMax: 20_000 } as const;

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** ISO time the item was (or is) published. */
  published_at: z.string(),
  /** The language the title and body are in: the request's, or uz when the item has none in it. */
  language: z.enum(LANGUAGES),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  page: pageNumberSchema,
});
export type NewsQuery = z.input<typeof newsQuerySchema>;

export const newsIdParamsSchema = z.object({ id: rowIdSchema });
