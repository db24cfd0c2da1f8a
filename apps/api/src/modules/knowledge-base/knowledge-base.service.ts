import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  KB_CATEGORIES,
  type KbArticle,
  type KbArticleSummary,
  type KbCategory,
  type KbSuggestionSource,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import {
  findArticlesByIds,
  findPublishedArticle,
  insertSuggestionEvent,
  type KbArticleRow,
  type KbTextRow,
  listArticleTexts,
  listPublishedArticles,
  searchPublishedArticles,
  upsertArticleVote,
} from './knowledge-base.repository.js';
import { plainExcerpt, renderMarkdown } from './markdown.js';

/** PostgreSQL ranks with full-text search; PGlite (the demo's database) matches plain substrings. */
export type KbSearchMode = 'fulltext' | 'plain';

const languagesFor = (language: Language): Language[] =>
  language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [language, DEFAULT_LANGUAGE];

const asCategory = (value: string): KbCategory =>
  (KB_CATEGORIES as readonly string[]).includes(value) ? (value as KbCategory) : 'account';

/** The article's text in the asked language when it has one, else in uz (which every article has). */
function textFor(row: KbArticleRow, texts: KbTextRow[], language: Language) {
  const own = texts.filter((text) => text.articleId === row.id);
  const text =
    own.find((candidate) => candidate.language === language) ??
    own.find((candidate) => candidate.language === DEFAULT_LANGUAGE);
  const used = LANGUAGES.find((candidate) => candidate === text?.language) ?? DEFAULT_LANGUAGE;
  return { title: text?.title ?? '', body: text?.body ?? '', language: used };
}

function toSummary(row: KbArticleRow, texts: KbTextRow[], language: Language): KbArticleSummary {
  const text = textFor(row, texts, language);
  return {
    slug: row.slug,
    category: asCategory(row.category),
    title: text.title,
    excerpt: plainExcerpt(text.body),
    language: text.language,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Only letters and digits make a search word (so nothing of tsquery's or LIKE's syntax gets through); one-letter
 * words are left out, as a subject being typed starts with them.
 */
/**
 * The Uzbek apostrophe family: oʻ and gʻ are typed with any of them (a phone types ', the articles use ʻ, a
 * word processor ‘ or ’). The stored search document drops the same characters (see the schema), and so does
 * the plain match.
 */
export const UZBEK_APOSTROPHES = /[ʻʼ‘’'`]/g;

export const searchWords = (query: string): string[] =>
  [...new Set(query.toLowerCase().match(/[\p{L}\p{N}ʻʼ‘’'`]+/gu) ?? [])]
    .map((word) => word.replace(UZBEK_APOSTROPHES, ''))
    .filter((word) => word.length >= 2)
    .slice(0, 8);

/** Published articles in the asked language (uz where it has none); with `q`, only the matching ones, best first. */
export async function listArticles(
  db: Queryable,
  input: { language: Language; query?: string; limit: number; mode: KbSearchMode },
): Promise<KbArticleSummary[]> {
  const words = input.query ? searchWords(input.query) : [];
  let rows: KbArticleRow[];
  if (input.query && words.length === 0) return [];
  if (words.length > 0) {
    const ids = await searchPublishedArticles(db, {
      words,
      languages: languagesFor(input.language),
      limit: input.limit,
      mode: input.mode,
    });
    const found = await findArticlesByIds(db, ids);
    rows = ids.flatMap((id) => found.filter((row) => row.id === id));
  } else {
    rows = await listPublishedArticles(db, input.limit);
  }
  const texts = await listArticleTexts(
    db,
    rows.map((row) => row.id),
    languagesFor(input.language),
  );
  return rows.map((row) => toSummary(row, texts, input.language));
}

/** One published article with its text as safe HTML; drafts and unknown slugs are both 404. */
export async function getArticle(db: Queryable, slug: string, language: Language): Promise<KbArticle> {
  const row = await findPublishedArticle(db, slug);
  if (!row?.publishedAt) throw new AppError('NOT_FOUND');
  const texts = await listArticleTexts(db, [row.id], languagesFor(language));
  const text = textFor(row, texts, language);
  return {
    ...toSummary(row, texts, language),
    body_html: renderMarkdown(text.body),
    published_at: row.publishedAt.toISOString(),
  };
}

/** A customer opened an article the ticket form suggested. */
export async function recordSuggestionOpened(
  db: Queryable,
  input: { slug: string; source: KbSuggestionSource; now: Date },
): Promise<void> {
  const row = await findPublishedArticle(db, input.slug);
  if (!row) throw new AppError('NOT_FOUND');
  await insertSuggestionEvent(db, { articleId: row.id, kind: 'opened', source: input.source, at: input.now });
}

/**
 * "Did this answer your question?" from one visitor (a browser's token; kept hashed, it names nobody): their
 * latest answer counts, once. Drafts and unknown slugs are 404, like the article itself.
 */
export async function voteOnArticle(
  db: Queryable,
  input: { slug: string; visitor: string; helpful: boolean; now: Date },
): Promise<{ helpful: boolean }> {
  const row = await findPublishedArticle(db, input.slug);
  if (!row) throw new AppError('NOT_FOUND');
  const visitorHash = createHash('sha256').update(input.visitor).digest('hex');
  await upsertArticleVote(db, { articleId: row.id, visitorHash, helpful: input.helpful, at: input.now });
  return { helpful: input.helpful };
}

/** An article's title as a reader sees it in `language`, for a ticket that names it; undefined when not public. */
export async function articleTitleFor(
  db: Queryable,
  input: { slug: string; language: Language },
): Promise<string | undefined> {
  const row = await findPublishedArticle(db, input.slug);
  if (!row) return undefined;
  const texts = await listArticleTexts(db, [row.id], languagesFor(input.language));
  return textFor(row, texts, input.language).title;
}

/**
 * The ticket form calls this when a customer who opened a suggested article leaves without opening the ticket:
 * the article answered the question. Unknown or unpublished slugs are ignored (the article may have been
 * withdrawn while the form was open), so the ticket flow never fails on it.
 */
export async function recordTicketNotOpenedAfterSuggestion(
  db: Queryable,
  input: { slug: string; source: KbSuggestionSource; now: Date },
): Promise<boolean> {
  const row = await findPublishedArticle(db, input.slug);
  if (!row) return false;
  await insertSuggestionEvent(db, {
    articleId: row.id,
    kind: 'ticket_not_opened',
    source: input.source,
    at: input.now,
  });
  return true;
}

/** Slugs of published articles with their last change, for the sitemap. */
export async function publishedArticleSlugs(db: Queryable): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await listPublishedArticles(db, 10_000);
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
}
