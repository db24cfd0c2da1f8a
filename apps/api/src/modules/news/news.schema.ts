import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

// News items. Texts live one row per language; uz is required (the fallback), the others optional.

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    /** The item is public from this time on; a future time schedules it. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_items_publish_idx').on(table.publishAt, table.id)],
);

export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.language], name: 'news_texts_pk' }),
    check('news_texts_language_valid', sql`${table.language} in ('uz', 'uzc', 'ru', 'en', 'tj')`),
  ],
);
