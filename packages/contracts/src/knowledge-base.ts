import { z } from 'zod';
import { KB_BODY_MAX, KB_SLUG_MAX, KB_SLUG_PATTERN, LANGUAGES } from './constants.js';

// The knowledge base: articles staff write in the console, public to everyone (no login). Each article has a
// text per language; uz is required and the others fall back to it. Only published articles are public.

export const KB_CATEGORIES = ['billing', 'hosting', 'domains', 'account'] as const;
export type KbCategory = (typeof KB_CATEGORIES)[number];

export const KB_LIMITS = {
  titleMax: 200,
  bodyMax: KB_BODY_MAX,
  slugMax: KB_SLUG_MAX,
  queryMax: 200,
} as const;

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

/**
 * A browser's random token, kept in its storage: the visitor a vote is counted for, signed in or not. One vote per
 * article and token; voting again changes it.
 */
export const KB_VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** "Did this answer your question?" */
export const kbVoteRequestSchema = z.object({
  helpful: z.boolean({ error: 'required' }),
  visitor: z.string({ error: 'required' }).regex(KB_VISITOR_PATTERN, { error: 'invalid' }),
});
export type KbVoteRequest = z.input<typeof kbVoteRequestSchema>;

/** The visitor's vote as it now stands. */
export const kbVoteSchema = z.object({ helpful: z.boolean() });
export type KbVote = z.infer<typeof kbVoteSchema>;
