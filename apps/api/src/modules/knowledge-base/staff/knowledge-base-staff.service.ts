import {
  type AdminKbArticle,
  KB_CATEGORIES,
  KB_STATUSES,
  type KbArticleRequest,
  type KbCategory,
  type KbStatus,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { uniqueViolationOf } from '../../../db/unique-violation.js';
import { AppError } from '../../../errors/app-error.js';
import { renderMarkdown } from '../markdown.js';
import {
  countArticleVotes,
  countSuggestionEvents,
  deleteArticle,
  findArticleBySlug,
  insertArticle,
  listAllArticles,
  lockArticle,
  replaceArticleTexts,
  updateArticle,
} from './knowledge-base-staff.repository.js';

// Articles as the console manages them. Publishing stamps the first publication time; a published article
// taken back to draft keeps it, so its age in the portal stays true when it comes back.

type ArticleInput = Omit<KbArticleRequest, 'slug'> & { slug: string };

const textsOf = (texts: ArticleInput['texts']) =>
  LANGUAGES.flatMap((language) => {
    const text = texts[language];
    return text ? [{ language, title: text.title.trim(), body: text.body.trim() }] : [];
  });

const slugTaken = () => new AppError('VALIDATION_FAILED', { fields: { slug: ['slug_taken'] } });

export async function articlesForStaff(db: Queryable): Promise<AdminKbArticle[]> {
  const [rows, events, votes] = await readAll(db, [
    () => listAllArticles(db),
    () => countSuggestionEvents(db),
    () => countArticleVotes(db),
  ]);
  const total = (articleId: number, kind: string) =>
    events.find((event) => event.articleId === articleId && event.kind === kind)?.total ?? 0;
  const votesOf = (articleId: number, helpful: boolean) =>
    votes.find((vote) => vote.articleId === articleId && vote.helpful === helpful)?.total ?? 0;
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    category: KB_CATEGORIES.find((category) => category === row.category) ?? ('account' satisfies KbCategory),
    status: KB_STATUSES.find((status) => status === row.status) ?? ('draft' satisfies KbStatus),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    texts: Object.fromEntries(
      row.texts.flatMap((text) => {
        const language = LANGUAGES.find((candidate) => candidate === text.language);
        return language ? [[language, { title: text.title, body: text.body }] as [Language, object]] : [];
      }),
    ),
    suggestions: { opened: total(row.id, 'opened'), ticket_not_opened: total(row.id, 'ticket_not_opened') },
    votes: { yes: votesOf(row.id, true), no: votesOf(row.id, false) },
  }));
}

/** Creates an article (in the caller's transaction); a slug already in use is a field error. */
export async function createArticle(db: Database, input: ArticleInput, now: Date): Promise<number> {
  if (await findArticleBySlug(db, input.slug)) throw slugTaken();
  const id = await insertArticle(
    db,
    {
      slug: input.slug,
      category: input.category,
      status: input.status,
      publishedAt: input.status === 'published' ? now : null,
    },
    now,
  ).catch((error: unknown) => {
    if (uniqueViolationOf(error) === 'kb_articles_slug_unique') throw slugTaken();
    throw error;
  });
  await replaceArticleTexts(db, id, textsOf(input.texts));
  return id;
}

/** Changes an article; says what it was before, for the audit. */
export async function changeArticle(
  db: Database,
  { id, article: input, now }: { id: number; article: ArticleInput; now: Date },
) {
  const before = await lockArticle(db, id);
  if (!before) throw new AppError('NOT_FOUND');
  const other = await findArticleBySlug(db, input.slug);
  if (other && other.id !== id) throw slugTaken();
  await updateArticle(
    db,
    id,
    {
      slug: input.slug,
      category: input.category,
      status: input.status,
      publishedAt: before.publishedAt ?? (input.status === 'published' ? now : null),
    },
    now,
  ).catch((error: unknown) => {
    if (uniqueViolationOf(error) === 'kb_articles_slug_unique') throw slugTaken();
    throw error;
  });
  await replaceArticleTexts(db, id, textsOf(input.texts));
  return { before: { slug: before.slug, category: before.category, status: before.status } };
}

export async function removeArticle(db: Database, id: number) {
  const before = await lockArticle(db, id);
  if (!before) throw new AppError('NOT_FOUND');
  await deleteArticle(db, id);
  return { before: { slug: before.slug, status: before.status } };
}

/** The editor's preview: the same renderer and sanitizer as the portal. */
export const previewArticleBody = (body: string) => ({ html: renderMarkdown(body) });
