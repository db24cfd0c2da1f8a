import type { Language } from '@portal/contracts';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { kbArticles, kbArticleTexts, kbArticleVotes, kbSuggestionEvents } from './knowledge-base.schema.js';

export type KbArticleRow = typeof kbArticles.$inferSelect;
export type KbTextRow = Pick<typeof kbArticleTexts.$inferSelect, 'articleId' | 'language' | 'title' | 'body'>;

const textColumns = {
  articleId: kbArticleTexts.articleId,
  language: kbArticleTexts.language,
  title: kbArticleTexts.title,
  body: kbArticleTexts.body,
};

const isPublished = eq(kbArticles.status, 'published');

/** Published articles, newest change first. */
export async function listPublishedArticles(db: Queryable, limit: number): Promise<KbArticleRow[]> {
  return db
    .select()
    .from(kbArticles)
    .where(isPublished)
    .orderBy(kbArticles.category, desc(kbArticles.updatedAt), desc(kbArticles.id))
    .limit(limit);
}

export async function findPublishedArticle(db: Queryable, slug: string): Promise<KbArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(kbArticles)
    .where(and(eq(kbArticles.slug, slug), isPublished));
  return row;
}

/** The texts of the given articles in the given languages. */
export async function listArticleTexts(
  db: Queryable,
  ids: number[],
  languages: readonly Language[],
): Promise<KbTextRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(textColumns)
    .from(kbArticleTexts)
    .where(and(inArray(kbArticleTexts.articleId, ids), inArray(kbArticleTexts.language, [...languages])));
}

/**
 * Published articles whose text in one of `languages` matches, best first. PostgreSQL ranks the stored
 * tsvector against a prefix query (a subject being typed ends in half a word); PGlite, the demo's one-process
 * database, matches the words as plain substrings (ILIKE), which is plenty for a handful of articles.
 */
export async function searchPublishedArticles(
  db: Queryable,
  input: { words: string[]; languages: readonly Language[]; limit: number; mode: 'fulltext' | 'plain' },
): Promise<number[]> {
  const inLanguages = inArray(kbArticleTexts.language, [...input.languages]);
  if (input.mode === 'fulltext') {
    // Words are letters and digits only (see searchWords), so the query text cannot carry tsquery syntax.
    const prefixQuery = input.words.map((word) => `${word}:*`).join(' & ');
    const config = sql`case ${kbArticleTexts.language} when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end`;
    const query = sql`to_tsquery(${config}, ${prefixQuery})`;
    const rank = sql<number>`max(ts_rank(${kbArticleTexts.searchVector}, ${query}))`;
    const rows = await db
      .select({ id: kbArticles.id, rank })
      .from(kbArticleTexts)
      .innerJoin(kbArticles, eq(kbArticles.id, kbArticleTexts.articleId))
      .where(and(isPublished, inLanguages, sql`${kbArticleTexts.searchVector} @@ ${query}`))
      .groupBy(kbArticles.id)
      .orderBy(desc(rank), desc(kbArticles.id))
      .limit(input.limit);
    return rows.map((row) => row.id);
  }
  // The text without the Uzbek apostrophe family, as the query words come (and as the stored tsvector is built).
  const title = sql`translate(${kbArticleTexts.title}, ${APOSTROPHES}, '')`;
  const body = sql`translate(${kbArticleTexts.body}, ${APOSTROPHES}, '')`;
  const matchesWord = (word: string) => or(ilike(title, likePattern(word)), ilike(body, likePattern(word)));
  const titleMatches = and(...input.words.map((word) => ilike(title, likePattern(word))));
  const inTitle = sql<number>`max(case when ${titleMatches} then 1 else 0 end)`;
  const rows = await db
    .select({ id: kbArticles.id, inTitle })
    .from(kbArticleTexts)
    .innerJoin(kbArticles, eq(kbArticles.id, kbArticleTexts.articleId))
    .where(and(isPublished, inLanguages, ...input.words.map(matchesWord)))
    .groupBy(kbArticles.id)
    .orderBy(desc(inTitle), desc(kbArticles.id))
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/** The characters the search drops from the text: the same set as the query's (see searchWords). */
const APOSTROPHES = "ʻʼ‘’'`";

/** `%word%` with LIKE's own characters taken literally (backslash is PostgreSQL's default LIKE escape). */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function findArticlesByIds(db: Queryable, ids: number[]): Promise<KbArticleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(kbArticles).where(inArray(kbArticles.id, ids));
}

export async function insertSuggestionEvent(
  db: Queryable,
  event: { articleId: number; kind: 'opened' | 'ticket_not_opened'; source: string; at: Date },
): Promise<void> {
  await db.insert(kbSuggestionEvents).values({
    articleId: event.articleId,
    kind: event.kind,
    source: event.source,
    createdAt: event.at,
  });
}

/** The visitor's vote on the article: a first vote is added, a repeat one replaces their earlier answer. */
export async function upsertArticleVote(
  db: Queryable,
  vote: { articleId: number; visitorHash: string; helpful: boolean; at: Date },
): Promise<void> {
  await db
    .insert(kbArticleVotes)
    .values({
      articleId: vote.articleId,
      visitorHash: vote.visitorHash,
      helpful: vote.helpful,
      createdAt: vote.at,
      updatedAt: vote.at,
    })
    .onConflictDoUpdate({
      target: [kbArticleVotes.articleId, kbArticleVotes.visitorHash],
      set: { helpful: vote.helpful, updatedAt: vote.at },
    });
}
