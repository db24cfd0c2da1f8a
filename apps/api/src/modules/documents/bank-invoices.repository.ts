import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { bankInvoices, bankPayments } from '../../db/schema.js';

export type BankInvoiceRow = typeof bankInvoices.$inferSelect;

export async function insertBankInvoice(tx: Queryable, row: typeof bankInvoices.$inferInsert) {
  const [inserted] = await tx.insert(bankInvoices).values(row).returning();
  if (!inserted) throw new Error('the bank invoice insert returned no row');
  return inserted;
}

export async function findBankInvoice(db: Queryable, id: number): Promise<BankInvoiceRow | undefined> {
  const [row] = await db.select().from(bankInvoices).where(eq(bankInvoices.id, id));
  return row;
}

export async function findBankInvoicesByReference(db: Queryable, references: string[]) {
  if (references.length === 0) return [];
  return db.select().from(bankInvoices).where(inArray(bankInvoices.reference, references));
}

/** Locked until the transaction ends, so two confirmations of one payment queue and the second finds it paid. */
export async function lockBankInvoiceByReference(tx: Queryable, reference: string) {
  const [row] = await tx
    .select()
    .from(bankInvoices)
    .where(eq(bankInvoices.reference, reference))
    .for('update');
  return row;
}

export async function markBankInvoicePaid(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.update(bankInvoices).set({ status: 'paid', paidAt: at }).where(eq(bankInvoices.id, id));
}

export async function insertBankPayment(tx: Queryable, row: typeof bankPayments.$inferInsert) {
  const [inserted] = await tx.insert(bankPayments).values(row).returning();
  if (!inserted) throw new Error('the bank payment insert returned no row');
  return inserted;
}
