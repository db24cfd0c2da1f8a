import type { SellerDetails } from '@portal/contracts';
import type { DocumentsConfig } from '../../config/documents-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { auditedChange } from '../staff/audit.service.js';
import { findSellerRow, type SellerRow, saveSellerRow } from './documents.repository.js';

// The seller's details printed on every document: configuration until the owner changes them in the console,
// then the stored row (audited).

const fromRow = (row: SellerRow, config: DocumentsConfig['seller']): SellerDetails => ({
  legal_name: row.legalName,
  stir: row.stir,
  address: row.address,
  bank_account: row.bankAccount,
  bank_name: row.bankName ?? config.bankName,
  mfo: row.mfo,
  vat_payer: row.vatPayer,
  vat_code: row.vatPayer ? row.vatCode : null,
});

const fromConfig = (seller: DocumentsConfig['seller']): SellerDetails => ({
  legal_name: seller.legalName,
  stir: seller.stir,
  address: seller.address,
  bank_account: seller.bankAccount,
  bank_name: seller.bankName,
  mfo: seller.mfo,
  vat_payer: seller.vatPayer,
  vat_code: seller.vatCode,
});

export async function sellerOf(db: Queryable, config: DocumentsConfig): Promise<SellerDetails> {
  const row = await findSellerRow(db);
  return row ? fromRow(row, config.seller) : fromConfig(config.seller);
}

export interface StaffActor {
  staffId: number;
  ipAddress: string;
  at: Date;
}

export async function updateSeller(
  { db, config }: { db: Database; config: DocumentsConfig },
  { actor, details }: { actor: StaffActor; details: SellerDetails },
): Promise<SellerDetails> {
  return auditedChange(db, { ...actor, action: 'seller.update' }, async (tx) => {
    const stored = await findSellerRow(tx, true);
    const before = stored ? fromRow(stored, config.seller) : fromConfig(config.seller);
    const row: SellerRow = {
      id: 1,
      legalName: details.legal_name,
      stir: details.stir,
      address: details.address,
      bankAccount: details.bank_account,
      bankName: details.bank_name ?? stored?.bankName ?? null,
      mfo: details.mfo,
      vatPayer: details.vat_payer,
      vatCode: details.vat_payer ? details.vat_code : null,
      updatedAt: actor.at,
    };
    await saveSellerRow(tx, row);
    const after = fromRow(row, config.seller);
    return { result: after, before, after };
  });
}
