import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { bankStatementLines, bankStatements } from '../documents.schema.js';

export type StatementRow = typeof bankStatements.$inferSelect;
export type StatementLineRow = typeof bankStatementLines.$inferSelect;

export async function insertStatement(tx: Queryable, row: typeof bankStatements.$inferInsert) {
  const [inserted] = await tx.insert(bankStatements).values(row).returning();
  if (!inserted) throw new Error('the statement insert returned no row');
  return inserted;
}

/** Rows per insert: each line binds one parameter per column, and PostgreSQL allows 65,535 in one statement. */
const LINES_PER_INSERT = 1000;

export async function insertStatementLines(tx: Queryable, rows: (typeof bankStatementLines.$inferInsert)[]) {
  const inserted: StatementLineRow[] = [];
  for (let start = 0; start < rows.length; start += LINES_PER_INSERT) {
    const batch = rows.slice(start, start + LINES_PER_INSERT);
    inserted.push(...(await tx.insert(bankStatementLines).values(batch).returning()));
  }
  return inserted;
}

/** Locked until the transaction ends: of two confirmations of one statement, the second waits, then sees it done. */
export async function lockStatement(tx: Queryable, id: number): Promise<StatementRow | undefined> {
  const [row] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id)).for('update');
  return row;
}

export async function findStatement(db: Queryable, id: number): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

export function listStatementLines(db: Queryable, statementId: number) {
  return db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(asc(bankStatementLines.lineNo));
}

export async function setLineOutcome(
  tx: Queryable,
  id: number,
  status: string,
  bankInvoiceId: number | null,
) {
  await tx.update(bankStatementLines).set({ status, bankInvoiceId }).where(eq(bankStatementLines.id, id));
}

export async function confirmStatementRow(tx: Queryable, id: number, staffId: number, at: Date) {
  await tx
    .update(bankStatements)
    .set({ confirmedBy: staffId, confirmedAt: at })
    .where(eq(bankStatements.id, id));
}

/** Lines of confirmed statements that matched no invoice: the queue staff work through. */
export function listUnmatchedLines(db: Queryable) {
  return db
    .select({ line: bankStatementLines })
    .from(bankStatementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
    .where(and(eq(bankStatementLines.status, 'unmatched'), isNotNull(bankStatements.confirmedAt)))
    .orderBy(desc(bankStatementLines.id))
    .limit(500);
}

/**
 * One line with its statement's confirmation, locked until the transaction ends: of two staff handling the same
 * unmatched line at once, the second waits, then finds it handled.
 */
export async function lockStatementLine(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ line: bankStatementLines, confirmedAt: bankStatements.confirmedAt })
    .from(bankStatementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
    .where(eq(bankStatementLines.id, id))
    .for('update', { of: bankStatementLines });
  return row;
}

/** Moves an unmatched line to what staff decided; answers false when it was no longer unmatched. */
export async function setLineHandled(
  tx: Queryable,
  id: number,
  handled: {
    status: 'assigned' | 'not_ours';
    assignedUserId: number | null;
    ledgerEntryId: number | null;
    handledBy: number;
    handledAt: Date;
    handledReason: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(bankStatementLines)
    .set(handled)
    .where(and(eq(bankStatementLines.id, id), eq(bankStatementLines.status, 'unmatched')))
    .returning({ id: bankStatementLines.id });
  return rows.length === 1;
}
