import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { invoices } from './payments.schema.js';

export const listInvoiceRows = (db: Queryable, userId: number) =>
  db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id));
