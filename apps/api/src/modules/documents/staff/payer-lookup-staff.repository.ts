import { eq, ilike } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { bankInvoices, moneyDocuments, payerProfiles } from '../documents.schema.js';

// The console's search by what a company customer's papers carry: each an indexed equality, but the company
// name, which is a substring of a small table (only company payers have a row worth finding).

export const companiesNamed = (db: Queryable, pattern: string, limit: number) =>
  db
    .select({ userId: payerProfiles.userId, value: payerProfiles.legalName })
    .from(payerProfiles)
    .where(ilike(payerProfiles.legalName, pattern))
    .limit(limit);

export const companiesOfStir = (db: Queryable, stir: string, limit: number) =>
  db
    .select({ userId: payerProfiles.userId, value: payerProfiles.stir })
    .from(payerProfiles)
    .where(eq(payerProfiles.stir, stir))
    .limit(limit);

export const bankInvoiceOwner = (db: Queryable, reference: string) =>
  db
    .select({ userId: bankInvoices.userId, value: bankInvoices.reference })
    .from(bankInvoices)
    .where(eq(bankInvoices.reference, reference));

export const documentOwners = (db: Queryable, number: string, limit: number) =>
  db
    .select({ userId: moneyDocuments.userId, value: moneyDocuments.number })
    .from(moneyDocuments)
    .where(eq(moneyDocuments.number, number))
    .limit(limit);
