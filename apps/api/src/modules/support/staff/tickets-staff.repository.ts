import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { supportTickets } from '../support.schema.js';

// The queue's queries: filters, and what is due first.

export interface QueueFilter {
  status?: 'open' | 'answered' | 'awaiting_customer' | 'closed' | 'active' | undefined;
  department?: 'billing' | 'technical' | 'domains' | 'sales' | undefined;
  assignee?: number | 'none' | undefined;
  customer?: number | undefined;
  due?: 'overdue' | 'due_soon' | undefined;
}

/** The first answer is still owed (not answered, not closed, not merged away). */
export const awaitingFirstAnswer = and(
  isNull(supportTickets.firstAnsweredAt),
  sql`${supportTickets.status} <> 'closed'`,
  isNull(supportTickets.mergedIntoId),
);

function conditionsOf(filter: QueueFilter, now: Date, soonMs: number): SQL[] {
  const conditions: SQL[] = [isNull(supportTickets.mergedIntoId)];
  if (filter.status === 'active') conditions.push(sql`${supportTickets.status} <> 'closed'`);
  else if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.department) conditions.push(eq(supportTickets.department, filter.department));
  if (filter.assignee === 'none') conditions.push(isNull(supportTickets.assigneeId));
  else if (filter.assignee) conditions.push(eq(supportTickets.assigneeId, filter.assignee));
  if (filter.customer) conditions.push(eq(supportTickets.userId, filter.customer));
  if (filter.due) {
    const owed = awaitingFirstAnswer as SQL;
    conditions.push(owed);
    conditions.push(
      filter.due === 'overdue'
        ? sql`${supportTickets.firstAnswerDueAt} <= ${now.toISOString()}`
        : sql`${supportTickets.firstAnswerDueAt} > ${now.toISOString()} and ${supportTickets.firstAnswerDueAt} <= ${new Date(now.getTime() + soonMs).toISOString()}`,
    );
  }
  return conditions;
}

/**
 * What is due first: tickets still owed a first answer by their due time, then the rest by latest activity; or
 * (`recent`) all by latest activity.
 */
export async function listQueue(
  db: Queryable,
  input: {
    filter: QueueFilter;
    now: Date;
    soonMs: number;
    limit: number;
    offset: number;
    sort?: 'due' | 'recent' | undefined;
  },
) {
  const where = and(...conditionsOf(input.filter, input.now, input.soonMs));
  const owedFirst = sql`case when ${supportTickets.firstAnsweredAt} is null and ${supportTickets.status} <> 'closed' then 0 else 1 end`;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(
          ...(input.sort === 'recent'
            ? [desc(supportTickets.lastMessageAt), desc(supportTickets.id)]
            : [
                asc(owedFirst),
                asc(supportTickets.firstAnswerDueAt),
                desc(supportTickets.lastMessageAt),
                desc(supportTickets.id),
              ]),
        )
        .limit(input.limit)
        .offset(input.offset),
    () => db.select({ count: sql<number>`count(*)::int` }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function countOwed(db: Queryable, now: Date, soonMs: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${supportTickets.status} <> 'closed')::int`,
      overdue: sql<number>`count(*) filter (where ${awaitingFirstAnswer} and ${supportTickets.firstAnswerDueAt} <= ${now.toISOString()})::int`,
      dueSoon: sql<number>`count(*) filter (where ${awaitingFirstAnswer} and ${supportTickets.firstAnswerDueAt} > ${now.toISOString()} and ${supportTickets.firstAnswerDueAt} <= ${new Date(now.getTime() + soonMs).toISOString()})::int`,
    })
    .from(supportTickets)
    .where(isNull(supportTickets.mergedIntoId));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0, dueSoon: row?.dueSoon ?? 0 };
}

/** Seconds from opening to the first answer of tickets first answered since `since`. */
export async function firstAnswerSeconds(
  db: Queryable,
  since: Date,
): Promise<{ seconds: number; inTime: boolean }[]> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from (${supportTickets.firstAnsweredAt} - ${supportTickets.createdAt}))::float8`,
      inTime: sql<boolean>`${supportTickets.firstAnsweredAt} <= ${supportTickets.firstAnswerDueAt}`,
    })
    .from(supportTickets)
    .where(
      and(
        isNotNull(supportTickets.firstAnsweredAt),
        sql`${supportTickets.firstAnsweredAt} >= ${since.toISOString()}`,
      ),
    );
  return rows.map((row) => ({ seconds: Number(row.seconds), inTime: Boolean(row.inTime) }));
}
