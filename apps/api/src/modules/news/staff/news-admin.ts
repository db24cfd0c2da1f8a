import { LANGUAGES, type Language, NEWS_LIMITS } from '@portal/contracts';
import type { Database } from '../../../db/database.js';
import { InputError } from '../../../lib/input-error.js';
import {
  deleteNews,
  findNews,
  insertNews,
  type NewsText,
  updateNews,
  upsertNewsText,
} from '../news.repository.js';

// What operators do to news (the CLI now, an admin console later): add, edit, delete.

export type NewsTexts = Partial<Record<Language, Partial<NewsText>>>;

function checkTexts(texts: NewsTexts) {
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (!text) continue;
    if (text.title !== undefined && (!text.title.trim() || text.title.length > NEWS_LIMITS.titleMax))
      throw new InputError(`the ${language} title must be 1–${NEWS_LIMITS.titleMax} characters`);
    if (text.body !== undefined && (!text.body.trim() || text.body.length > NEWS_LIMITS.bodyMax))
      throw new InputError(`the ${language} body must be 1–${NEWS_LIMITS.bodyMax} characters`);
  }
}

async function writeTexts(db: Database, newsId: number, texts: NewsTexts) {
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (text && (text.title !== undefined || text.body !== undefined))
      await upsertNewsText(db, newsId, language, text);
  }
}

/** A new item; uz title and body are required, since every other language falls back to them. */
export async function addNews(db: Database, texts: NewsTexts, publishAt: Date, now: Date): Promise<number> {
  if (!texts.uz?.title || !texts.uz.body) throw new InputError('--title-uz and --body-uz are required');
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (text && (text.title === undefined) !== (text.body === undefined))
      throw new InputError(`a new ${language} text needs both --title-${language} and --body-${language}`);
  }
  checkTexts(texts);
  return db.transaction(async (tx) => {
    const row = await insertNews(tx, publishAt, now);
    await writeTexts(tx, row.id, texts);
    return row.id;
  });
}

export async function editNews(
  db: Database,
  id: number,
  changes: { texts: NewsTexts; publishAt?: Date },
  now: Date,
): Promise<void> {
  checkTexts(changes.texts);
  await db.transaction(async (tx) => {
    if (!(await findNews(tx, id))) throw new InputError(`no news item ${id}`);
    await updateNews(tx, id, {
      ...(changes.publishAt ? { publishAt: changes.publishAt } : {}),
      updatedAt: now,
    });
    try {
      await writeTexts(tx, id, changes.texts);
    } catch (error) {
      throw new InputError(error instanceof Error ? error.message : String(error));
    }
  });
}

export async function removeNews(db: Database, id: number): Promise<void> {
  if (!(await deleteNews(db, id))) throw new InputError(`no news item ${id}`);
}
