import type { CustomerMatchKind } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { referenceIn } from '../bank-invoices.service.js';
import {
  bankInvoiceOwner,
  companiesNamed,
  companiesOfStir,
  documentOwners,
} from './payer-lookup-staff.repository.js';

export interface CustomerHit {
  userId: number;
  kind: CustomerMatchKind;
  value: string;
}

/** `like` patterns match the typed text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Customers whose company papers carry the text: the company's name (a part of it, three characters or more),
 * its STIR (nine digits), a bank invoice's reference (BT-…) or a document's number (R-000042, S-2026-10-…).
 */
export async function customersByPapers(db: Queryable, text: string, limit: number): Promise<CustomerHit[]> {
  const reference = referenceIn(text);
  const [companies, stirs, invoices, documents] = await readAll(db, [
    () => (text.length >= 3 ? companiesNamed(db, `%${escapeLike(text)}%`, limit) : []),
    () => (/^\d{9}$/.test(text) ? companiesOfStir(db, text, limit) : []),
    () => (reference ? bankInvoiceOwner(db, reference) : []),
    () => (/^[A-Z]-[\dA-Z-]{4,40}$/i.test(text) ? documentOwners(db, text.toUpperCase(), limit) : []),
  ]);
  return [
    ...companies.map((row) => ({ userId: row.userId, kind: 'company' as const, value: row.value ?? '' })),
    ...stirs.map((row) => ({ userId: row.userId, kind: 'stir' as const, value: row.value ?? '' })),
    ...invoices.map((row) => ({ userId: row.userId, kind: 'invoice' as const, value: row.value })),
    ...documents.map((row) => ({ userId: row.userId, kind: 'invoice' as const, value: row.value })),
  ];
}
