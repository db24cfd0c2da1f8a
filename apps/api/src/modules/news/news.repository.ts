import type { Language } from '@portal/contracts';
import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { newsItems, newsTexts } from './news.schema.js';

export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewsTextRow = typeof newsTexts.$inferSelect;
export interface NewsText {
  title: string;
  body: string;
}

/** Published items (publish time reached), newest first. */
export async function listPublishedNews(db: Queryable, now: Date, limit: number, offset: number) {
  const published = lte(newsItems.publishAt, now);
  const [rows, [totalRow]] = await readAll(db, [
    () =>
      db
        .select()
        .from(newsItems)
        .where(published)
        .orderBy(desc(newsItems.publishAt), desc(newsItems.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(newsItems).where(published),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findPublishedNews(db: Queryable, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.id, id), lte(newsItems.publishAt, now)));
  return row;
}

/** The texts of the given items in the given languages. */
export async function listNewsTexts(db: Queryable, ids: number[], languages: Language[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(newsTexts)
    .where(and(inArray(newsTexts.newsId, ids), inArray(newsTexts.language, languages)));
}

/** Every item with every text, newest first, for the operators' tool. */
export async function listAllNews(db: Queryable) {
  const rows = await db.select().from(newsItems).orderBy(desc(newsItems.publishAt), desc(newsItems.id));
  const texts = rows.length
    ? await db
        .select()
        .from(newsTexts)
        .where(
          inArray(
            newsTexts.newsId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.newsId === row.id) }));
}

export async function findNews(db: Queryable, id: number) {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row;
}

export async function insertNews(db: Queryable, publishAt: Date, now: Date): Promise<NewsItemRow> {
  const [row] = await db.insert(newsItems).values({ publishAt, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert into news_items returned no row');
  return row;
}

export async function updateNews(db: Queryable, id: number, changes: { publishAt?: Date; updatedAt: Date }) {
  await db.update(newsItems).set(changes).where(eq(newsItems.id, id));
}

/** Sets one language's title and/or body; a new language needs both. */
export async function upsertNewsText(
  db: Queryable,
  newsId: number,
  language: Language,
  text: Partial<NewsText>,
): Promise<void> {
  const [existing] = await db
    .select()
    .from(newsTexts)
    .where(and(eq(newsTexts.newsId, newsId), eq(newsTexts.language, language)));
  if (existing) {
    await db
      .update(newsTexts)
      .set(text)
      .where(and(eq(newsTexts.newsId, newsId), eq(newsTexts.language, language)));
    return;
  }
  if (text.title === undefined || text.body === undefined) {
    throw new Error(`a new ${language} text needs both a title and a body`);
  }
  await db.insert(newsTexts).values({ newsId, language, title: text.title, body: text.body });
}

export async function deleteNews(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
  return deleted.length > 0;
}
