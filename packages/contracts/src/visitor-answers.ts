import * as z from 'zod/mini';
import { LANGUAGES } from './constants.js';

// The answers a visitor's home page reads (the header's meta, the news counter), in zod/mini: the home page checks
// them without zod's full build (~25 KB). The API serves them through the same schemas (okEnvelope, pagedEnvelope
// take any zod schema), so the two cannot drift.

export const appMetaSchema = z.object({
  demo: z.boolean(),
  support: z.object({ email: z.string(), telegram: z.string() }),
});
export type AppMeta = z.infer<typeof appMetaSchema>;

export const newsItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  /** ISO time the item was (or is) published. */
  published_at: z.string(),
  /** The language the title and body are in: the request's, or uz when the item has none in it. */
  language: z.enum(LANGUAGES),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A page of the news list's data (the home counter reads the newest page). */
export const newsListSchema = z.array(newsItemSchema);
