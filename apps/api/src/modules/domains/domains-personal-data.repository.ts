import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { domains } from './domains.schema.js';

export const listDomainRows = (db: Queryable, userId: number) =>
  db.select().from(domains).where(eq(domains.userId, userId)).orderBy(asc(domains.id));

export const listDomainsIn = (
  db: Queryable,
  userId: number,
  statuses: (typeof domains.$inferSelect)['status'][],
) =>
  db
    .select()
    .from(domains)
    .where(and(eq(domains.userId, userId), inArray(domains.status, statuses)))
    .orderBy(asc(domains.id));
