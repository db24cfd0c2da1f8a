import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { DEMO_ARTICLES } from './demo-articles.js';
import { kbArticles } from './knowledge-base.schema.js';
import { createArticle } from './staff/knowledge-base-staff.service.js';

/** Adds the demo articles when the knowledge base is empty; a later start (or staff's own articles) keeps what is there. */
export async function seedDemoKnowledgeBase(db: Database, now: Date): Promise<void> {
  const [row] = await db.select({ total: count() }).from(kbArticles);
  if ((row?.total ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const article of DEMO_ARTICLES) await createArticle(tx, article, now);
  });
}
