import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type NewsItem } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import {
  findPublishedNews,
  listNewsTexts,
  listPublishedNews,
  type NewsItemRow,
  type NewsTextRow,
} from './news.repository.js';

/** The item in the asked language when it has that text, else in uz (which every item has). */
function toNewsDto(row: NewsItemRow, texts: NewsTextRow[], language: Language): NewsItem {
  const own = texts.filter((text) => text.newsId === row.id);
  const text =
    own.find((candidate) => candidate.language === language) ??
    own.find((candidate) => candidate.language === DEFAULT_LANGUAGE);
  const used = (LANGUAGES as readonly string[]).includes(text?.language ?? '')
    ? (text?.language as Language)
    : DEFAULT_LANGUAGE;
  return {
    id: row.id,
    title: text?.title ?? '',
    body: text?.body ?? '',
    published_at: row.publishAt.toISOString(),
    language: used,
  };
}

const languagesFor = (language: Language): Language[] =>
  language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [language, DEFAULT_LANGUAGE];

export async function listNews(
  db: Queryable,
  input: { language: Language; page: number; perPage: number; now: Date },
): Promise<{ data: NewsItem[]; total: number }> {
  const { rows, total } = await listPublishedNews(
    db,
    input.now,
    input.perPage,
    (input.page - 1) * input.perPage,
  );
  const texts = await listNewsTexts(
    db,
    rows.map((row) => row.id),
    languagesFor(input.language),
  );
  return { data: rows.map((row) => toNewsDto(row, texts, input.language)), total };
}

/** One published item; unknown and not-yet-published items are both 404. */
export async function getNews(
  db: Queryable,
  { id, language, now }: { id: number; language: Language; now: Date },
): Promise<NewsItem> {
  const row = await findPublishedNews(db, id, now);
  if (!row) throw new AppError('NOT_FOUND');
  return toNewsDto(row, await listNewsTexts(db, [row.id], languagesFor(language)), language);
}
