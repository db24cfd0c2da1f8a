import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { bankInvoices, bankPayments } from './documents.schema.js';

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

/** Invoices by reference, asked in batches: a statement may name more references than one query may bind. */
export async function findBankInvoicesByReference(db: Queryable, references: string[]) {
  const unique = [...new Set(references)];
  const found: (typeof bankInvoices.$inferSelect)[] = [];
  for (let start = 0; start < unique.length; start += 5000) {
    const batch = unique.slice(start, start + 5000);
    found.push(...(await db.select().from(bankInvoices).where(inArray(bankInvoices.reference, batch))));
  }
  return found;
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
