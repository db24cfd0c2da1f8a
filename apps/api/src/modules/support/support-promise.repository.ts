import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { supportTickets } from './support.schema.js';

// Claims for the schedule: each is one conditional UPDATE, so of two processes running it at once only one gets
// a ticket back (the other's UPDATE waits for the row and then no longer matches): each warning is sent once.

const owed = and(
  isNull(supportTickets.firstAnsweredAt),
  sql`${supportTickets.status} <> 'closed'`,
  isNull(supportTickets.mergedIntoId),
);

export const claimDueSoon = (tx: Queryable, now: Date, soonMs: number) =>
  tx
    .update(supportTickets)
    .set({ dueSoonWarnedAt: now })
    .where(
      and(
        owed,
        isNull(supportTickets.dueSoonWarnedAt),
        sql`${supportTickets.firstAnswerDueAt} > ${now.toISOString()}`,
        lte(supportTickets.firstAnswerDueAt, new Date(now.getTime() + soonMs)),
      ),
    )
    .returning();

export const claimOverdue = (tx: Queryable, now: Date) =>
  tx
    .update(supportTickets)
    .set({ overdueWarnedAt: now })
    .where(and(owed, isNull(supportTickets.overdueWarnedAt), lte(supportTickets.firstAnswerDueAt, now)))
    .returning();

/** Answered (or waiting) tickets whose last message, staff's, is older than the cut-off: closed by the claim. */
export const claimAutoClose = (
  tx: Queryable,
  input: { status: 'answered' | 'awaiting_customer'; now: Date; before: Date },
) =>
  tx
    .update(supportTickets)
    .set({ status: 'closed', closedAt: input.now })
    .where(
      and(
        eq(supportTickets.status, input.status),
        isNull(supportTickets.mergedIntoId),
        lte(supportTickets.lastMessageAt, input.before),
      ),
    )
    .returning();
