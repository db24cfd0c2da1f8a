import { z } from 'zod';
import { LANGUAGES } from './constants.js';

// The knowledge base: articles staff write in the console, public to everyone (no login). Each article has a
// text per language; uz is required and the others fall back to it. Only published articles are public.

export const KB_CATEGORIES = ['billing', 'hosting', 'domains', 'account'] as const;
export type KbCategory = (typeof KB_CATEGORIES)[number];

export const KB_LIMITS = { titleMax: 200, bodyMax: 50_000, slugMax: 80, queryMax: 200 } as const;

/** Lower-case words joined by hyphens: the slug is the article's address (/info/kb/<slug>). */
export const KB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a customer opened a suggested article: only the ticket form suggests articles yet. */
export const KB_SUGGESTION_SOURCES = ['ticket-form'] as const;
export type KbSuggestionSource = (typeof KB_SUGGESTION_SOURCES)[number];

export const kbArticleSummarySchema = z.object({
  slug: z.string(),
  category: z.enum(KB_CATEGORIES),
  title: z.string(),
  /** The first lines of the text, as plain text (no markdown). */
  excerpt: z.string(),
  /** The language the title and text are in: the request's, or uz when the article has none in it. */
  language: z.enum(LANGUAGES),
  updated_at: z.string(),
});
export type KbArticleSummary = z.infer<typeof kbArticleSummarySchema>;

export const kbArticleSchema = kbArticleSummarySchema.extend({
  /** The markdown rendered on the server and sanitized to an allow-list of tags: safe to put into the page. */
  body_html: z.string(),
  published_at: z.string(),
});
export type KbArticle = z.infer<typeof kbArticleSchema>;

export const kbSearchQuerySchema = z.object({
  /** Words to look for (the ticket form sends the subject as it is typed); left out: every article. */
  q: z.string().trim().max(KB_LIMITS.queryMax, { error: 'too_long' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type KbSearchQuery = z.input<typeof kbSearchQuerySchema>;

export const kbSlugParamsSchema = z.object({
  slug: z.string().max(KB_LIMITS.slugMax).regex(KB_SLUG_PATTERN, { error: 'invalid' }),
});

export const kbSuggestionOpenedRequestSchema = z.object({
  source: z.enum(KB_SUGGESTION_SOURCES, { error: 'invalid' }),
});
export type KbSuggestionOpenedRequest = z.input<typeof kbSuggestionOpenedRequestSchema>;
