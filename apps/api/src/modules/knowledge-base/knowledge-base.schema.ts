import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Knowledge-base articles. Texts live one row per language; uz is required (the fallback), the others optional.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: serial('id').primaryKey(),
    /** The article's address (/info/kb/<slug>); unique, so the portal and the sitemap can name it. */
    slug: text('slug').notNull().unique('kb_articles_slug_unique'),
    category: text('category').notNull(),
    status: text('status').notNull(),
    /** Set the first time the article is published; a draft never published has none. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('kb_articles_status_valid', sql`${table.status} in ('draft', 'published')`),
    check(
      'kb_articles_category_valid',
      sql`${table.category} in ('billing', 'hosting', 'domains', 'account')`,
    ),
    check(
      'kb_articles_published_has_time',
      sql`${table.status} = 'draft' or ${table.publishedAt} is not null`,
    ),
  ],
);

export const kbArticleTexts = pgTable(
  'kb_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * Full-text search document: Russian and English have stemmers; Uzbek (both scripts) and Tajik have none in
     * PostgreSQL, so 'simple' (lower-cased words). The title weighs more than the body. The Uzbek apostrophe
     * family (' ʻ ʼ ‘ ’ `, each keyboard types another) is dropped, as it is from the query: "toʻldirish",
     * "to'ldirish" and "to‘ldirish" are one word "toldirish".
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, translate(title, 'ʻʼ‘’''\`', '')), 'A') || setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, translate(body, 'ʻʼ‘’''\`', '')), 'B')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language], name: 'kb_article_texts_pk' }),
    check('kb_article_texts_language_valid', sql`${table.language} in ('uz', 'uzc', 'ru', 'en', 'tj')`),
    index('kb_article_texts_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * What customers did with suggested articles: `opened` when a suggestion was opened, `ticket_not_opened` when the
 * ticket form was then left without a ticket. Counted per article for the console.
 */
export const kbSuggestionEvents = pgTable(
  'kb_suggestion_events',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('kb_suggestion_events_kind_valid', sql`${table.kind} in ('opened', 'ticket_not_opened')`),
    index('kb_suggestion_events_article_idx').on(table.articleId, table.kind),
  ],
);

/**
 * "Did this answer your question?": one vote per article and visitor (a browser's random token, stored as its
 * sha256), the latest answer kept, so a visitor voting again changes the count rather than adding to it.
 */
export const kbArticleVotes = pgTable(
  'kb_article_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.visitorHash], name: 'kb_article_votes_pk' })],
);
