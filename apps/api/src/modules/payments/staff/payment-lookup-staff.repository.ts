import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { clickAttempts, invoices, paymeTransactions } from '../payments.schema.js';

// The console's search by a provider's transaction id: each a unique index's equality.

export const paymeTransactionOwner = (db: Queryable, paymeId: string) =>
  db
    .select({ userId: invoices.userId, value: paymeTransactions.paymeId })
    .from(paymeTransactions)
    .innerJoin(invoices, eq(invoices.id, paymeTransactions.invoiceId))
    .where(eq(paymeTransactions.paymeId, paymeId));

export const clickTransactionOwner = (db: Queryable, clickTransId: string) =>
  db
    .select({ userId: invoices.userId, value: clickAttempts.clickTransId })
    .from(clickAttempts)
    .innerJoin(invoices, eq(invoices.id, clickAttempts.invoiceId))
    .where(eq(clickAttempts.clickTransId, clickTransId));
