import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { moneyDocumentPdfs, moneyDocuments, payerProfiles, sellerDetails } from './documents.schema.js';

export type PayerRow = typeof payerProfiles.$inferSelect;
export type SellerRow = typeof sellerDetails.$inferSelect;
export type DocumentRow = typeof moneyDocuments.$inferSelect;
export type NewDocumentRow = typeof moneyDocuments.$inferInsert;

export async function findPayerRow(db: Queryable, userId: number): Promise<PayerRow | undefined> {
  const [row] = await db.select().from(payerProfiles).where(eq(payerProfiles.userId, userId));
  return row;
}

/** The payer row, locked until the transaction ends (an audited change reads its "before" under it). */
export async function lockPayerRow(tx: Queryable, userId: number): Promise<PayerRow | undefined> {
  const [row] = await tx.select().from(payerProfiles).where(eq(payerProfiles.userId, userId)).for('update');
  return row;
}

export async function savePayerRow(tx: Queryable, row: PayerRow): Promise<void> {
  await tx.insert(payerProfiles).values(row).onConflictDoUpdate({ target: payerProfiles.userId, set: row });
}

export async function findSellerRow(db: Queryable, lock = false): Promise<SellerRow | undefined> {
  const query = db.select().from(sellerDetails).where(eq(sellerDetails.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function saveSellerRow(tx: Queryable, row: SellerRow): Promise<void> {
  await tx.insert(sellerDetails).values(row).onConflictDoUpdate({ target: sellerDetails.id, set: row });
}

/** Adds the documents not made yet; one already there (same customer and source) stays as it is. */
export async function insertDocuments(db: Queryable, rows: NewDocumentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(moneyDocuments).values(rows).onConflictDoNothing();
}

export async function insertDocument(db: Queryable, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(moneyDocuments).values(row).returning();
  if (!inserted) throw new Error('the document insert returned no row');
  return inserted;
}

const listed = {
  id: moneyDocuments.id,
  kind: moneyDocuments.kind,
  number: moneyDocuments.number,
  issuedAt: moneyDocuments.issuedAt,
  period: moneyDocuments.period,
  amountTiyin: moneyDocuments.amountTiyin,
  ledgerEntryId: moneyDocuments.ledgerEntryId,
};

export function listDocumentRows(db: Queryable, userId: number) {
  return db
    .select(listed)
    .from(moneyDocuments)
    .where(eq(moneyDocuments.userId, userId))
    .orderBy(desc(moneyDocuments.issuedAt), desc(moneyDocuments.id));
}

/** The customer's own document only: another customer's id is not found. */
export async function findDocumentRow(
  db: Queryable,
  userId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.id, id), eq(moneyDocuments.userId, userId)));
  return row;
}

/** The PDF kept for a document in a language, if made. */
export async function findPdf(
  db: Queryable,
  documentId: number,
  language: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: moneyDocumentPdfs.pdf })
    .from(moneyDocumentPdfs)
    .where(and(eq(moneyDocumentPdfs.documentId, documentId), eq(moneyDocumentPdfs.language, language)));
  return row?.pdf;
}

/** Keeps the first PDF made in a language: of two requests racing to make it, both answer the bytes stored. */
export async function storePdf(
  db: Queryable,
  documentId: number,
  language: string,
  pdf: Buffer,
): Promise<void> {
  await db.insert(moneyDocumentPdfs).values({ documentId, language, pdf }).onConflictDoNothing();
}
