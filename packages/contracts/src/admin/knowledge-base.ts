import { z } from 'zod';
import { KB_SLUG_PATTERN, LANGUAGES } from '../constants.js';
import { KB_CATEGORIES, KB_LIMITS } from '../knowledge-base.js';
import { requiredText } from '../validation.js';

export const KB_STATUSES = ['draft', 'published'] as const;
export type KbStatus = (typeof KB_STATUSES)[number];

const kbText = z.object({
  title: requiredText(KB_LIMITS.titleMax),
  body: requiredText(KB_LIMITS.bodyMax),
});

/** An article in up to five languages: uz is required (the others fall back to it). */
export const kbArticleRequestSchema = z.object({
  slug: z
    .string({ error: 'required' })
    .trim()
    .min(3, { error: 'too_short' })
    .max(KB_LIMITS.slugMax, { error: 'too_long' })
    .regex(KB_SLUG_PATTERN, { error: 'invalid' }),
  category: z.enum(KB_CATEGORIES, { error: 'invalid' }),
  status: z.enum(KB_STATUSES, { error: 'invalid' }),
  texts: z.object({
    uz: kbText,
    uzc: kbText.optional(),
    ru: kbText.optional(),
    en: kbText.optional(),
    tj: kbText.optional(),
  }),
});
export type KbArticleRequest = z.input<typeof kbArticleRequestSchema>;

export const adminKbArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(KB_CATEGORIES),
  status: z.enum(KB_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  texts: z.partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), body: z.string() })),
  /** How often customers opened it as a suggestion, and how often they then did not open their ticket. */
  suggestions: z.object({ opened: z.number().int(), ticket_not_opened: z.number().int() }),
  /** "Did this answer your question?": visitors who said yes and no (one vote each, their latest). */
  votes: z.object({ yes: z.number().int(), no: z.number().int() }),
});
export type AdminKbArticle = z.infer<typeof adminKbArticleSchema>;

/** The editor's preview: markdown rendered and sanitized exactly as the portal shows it. */
export const kbPreviewRequestSchema = z.object({
  body: z.string().max(KB_LIMITS.bodyMax, { error: 'too_long' }),
});
export const kbPreviewSchema = z.object({ html: z.string() });
