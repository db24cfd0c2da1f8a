import type { Language } from '@portal/contracts';
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { kbArticles, kbArticleTexts, kbArticleVotes, kbSuggestionEvents } from '../knowledge-base.schema.js';

export type KbArticleValues = Pick<
  typeof kbArticles.$inferInsert,
  'slug' | 'category' | 'status' | 'publishedAt'
>;

/** Every article, drafts too, newest change first, with all its texts. */
export async function listAllArticles(db: Queryable) {
  const rows = await db.select().from(kbArticles).orderBy(desc(kbArticles.updatedAt), desc(kbArticles.id));
  const ids = rows.map((row) => row.id);
  const texts = ids.length
    ? await db
        .select({
          articleId: kbArticleTexts.articleId,
          language: kbArticleTexts.language,
          title: kbArticleTexts.title,
          body: kbArticleTexts.body,
        })
        .from(kbArticleTexts)
        .where(inArray(kbArticleTexts.articleId, ids))
    : [];
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.articleId === row.id) }));
}

/** Suggestion events per article and kind. */
export async function countSuggestionEvents(db: Queryable) {
  return db
    .select({ articleId: kbSuggestionEvents.articleId, kind: kbSuggestionEvents.kind, total: count() })
    .from(kbSuggestionEvents)
    .groupBy(kbSuggestionEvents.articleId, kbSuggestionEvents.kind);
}

/** Visitors' votes per article and answer. */
export async function countArticleVotes(db: Queryable) {
  return db
    .select({ articleId: kbArticleVotes.articleId, helpful: kbArticleVotes.helpful, total: count() })
    .from(kbArticleVotes)
    .groupBy(kbArticleVotes.articleId, kbArticleVotes.helpful);
}

/** The article locked for a change, so two editors saving at once apply one after the other. */
export async function lockArticle(db: Queryable, id: number) {
  const [row] = await db.select().from(kbArticles).where(eq(kbArticles.id, id)).for('update');
  return row;
}

export async function findArticleBySlug(db: Queryable, slug: string) {
  const [row] = await db.select({ id: kbArticles.id }).from(kbArticles).where(eq(kbArticles.slug, slug));
  return row;
}

export async function insertArticle(db: Queryable, values: KbArticleValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(kbArticles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: kbArticles.id });
  if (!row) throw new Error('insert into kb_articles returned no row');
  return row.id;
}

export async function updateArticle(db: Queryable, id: number, values: KbArticleValues, now: Date) {
  await db
    .update(kbArticles)
    .set({ ...values, updatedAt: now })
    .where(eq(kbArticles.id, id));
}

/** Replaces the article's texts with the given ones: a language left out is removed. */
export async function replaceArticleTexts(
  db: Queryable,
  articleId: number,
  texts: { language: Language; title: string; body: string }[],
) {
  await db.delete(kbArticleTexts).where(
    and(
      eq(kbArticleTexts.articleId, articleId),
      notInArray(
        kbArticleTexts.language,
        texts.map((text) => text.language),
      ),
    ),
  );
  for (const text of texts) {
    await db
      .insert(kbArticleTexts)
      .values({ articleId, ...text })
      .onConflictDoUpdate({
        target: [kbArticleTexts.articleId, kbArticleTexts.language],
        set: { title: text.title, body: text.body },
      });
  }
}

export async function deleteArticle(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(kbArticles).where(eq(kbArticles.id, id)).returning({ id: kbArticles.id });
  return deleted.length > 0;
}
