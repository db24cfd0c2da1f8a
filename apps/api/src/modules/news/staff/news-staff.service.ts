import { type AdminNews, LANGUAGES, type Language } from '@portal/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { InputError } from '../../../lib/input-error.js';
import { findNews, listAllNews } from '../news.repository.js';
import { addNews, editNews, type NewsTexts, removeNews } from './news-admin.js';

// News as the console manages it; the same rules as the news CLI.

export async function newsForStaff(db: Queryable, now: Date): Promise<AdminNews[]> {
  const rows = await listAllNews(db);
  return rows.map((row) => ({
    id: row.id,
    publish_at: row.publishAt.toISOString(),
    published: row.publishAt <= now,
    texts: Object.fromEntries(
      row.texts
        .filter((text) => (LANGUAGES as readonly string[]).includes(text.language))
        .map((text) => [text.language as Language, { title: text.title, body: text.body }]),
    ),
  }));
}

const asFieldError = (error: unknown): never => {
  if (error instanceof InputError)
    throw new AppError('VALIDATION_FAILED', { fields: { texts: ['invalid'] }, message: error.message });
  throw error;
};

export async function createNews(
  db: Database,
  { texts, publishAt, now }: { texts: NewsTexts; publishAt: Date; now: Date },
): Promise<number> {
  return addNews(db, texts, publishAt, now).catch(asFieldError);
}

export async function changeNews(
  db: Database,
  { id, texts, publishAt, now }: { id: number; texts: NewsTexts; publishAt: Date; now: Date },
) {
  const before = await findNews(db, id);
  if (!before) throw new AppError('NOT_FOUND');
  await editNews(db, id, { texts, publishAt }, now).catch(asFieldError);
  return { before: { publish_at: before.publishAt.toISOString() } };
}

export async function deleteNewsItem(db: Database, id: number) {
  if (!(await findNews(db, id))) throw new AppError('NOT_FOUND');
  await removeNews(db, id);
}
