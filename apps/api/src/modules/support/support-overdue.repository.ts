import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { supportTickets } from './support.schema.js';

/** Tickets not closed (nor merged into another): the metrics' open tickets. */
export async function countOpenTickets(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(and(sql`${supportTickets.status} <> 'closed'`, isNull(supportTickets.mergedIntoId)));
  return Number(row?.count ?? 0);
}

/** Tickets still owed a first answer whose promised time has passed (staff alerts read the figure). */
export async function countOverdueTickets(db: Queryable, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(
      and(
        isNull(supportTickets.firstAnsweredAt),
        sql`${supportTickets.status} <> 'closed'`,
        isNull(supportTickets.mergedIntoId),
        lte(supportTickets.firstAnswerDueAt, now),
      ),
    );
  return Number(row?.count ?? 0);
}
