import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { domains } from '../../db/schema.js';

export const listDomainRows = (db: Queryable, userId: number) =>
  db.select().from(domains).where(eq(domains.userId, userId)).orderBy(asc(domains.id));

export async function countDomainsIn(
  db: Queryable,
  userId: number,
  statuses: (typeof domains.$inferSelect)['status'][],
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(domains)
    .where(and(eq(domains.userId, userId), inArray(domains.status, statuses)));
  return row?.total ?? 0;
}
