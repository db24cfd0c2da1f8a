import type { PayerProfile, PayerProfileRequest } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { auditedChange } from '../staff/audit.service.js';
import { findPayerRow, lockPayerRow, type PayerRow, savePayerRow } from './documents.repository.js';

// Who pays: an individual (no row, the default) or a company whose details its documents carry. A change is
// audited (the customer's own, so no staff member), as the documents made later print the new details.

export function payerOfRow(row: PayerRow | undefined): PayerProfile {
  if (!row || row.kind === 'individual') return { kind: 'individual' };
  return {
    kind: 'company',
    legal_name: row.legalName ?? '',
    stir: row.stir ?? '',
    legal_address: row.legalAddress ?? '',
    bank_account: row.bankAccount ?? '',
    mfo: row.mfo ?? '',
    director: row.director ?? '',
    vat_payer: row.vatPayer,
    vat_code: row.vatCode,
  };
}

export const payerOf = async (db: Queryable, userId: number): Promise<PayerProfile> =>
  payerOfRow(await findPayerRow(db, userId));

function rowOf(userId: number, payer: PayerProfile, at: Date): PayerRow {
  const company = payer.kind === 'company' ? payer : null;
  return {
    userId,
    kind: payer.kind,
    legalName: company?.legal_name ?? null,
    stir: company?.stir ?? null,
    legalAddress: company?.legal_address ?? null,
    bankAccount: company?.bank_account ?? null,
    mfo: company?.mfo ?? null,
    director: company?.director ?? null,
    vatPayer: company?.vat_payer ?? false,
    vatCode: company?.vat_payer ? company.vat_code : null,
    updatedAt: at,
  };
}

export async function updatePayer(
  db: Database,
  input: { userId: number; payer: PayerProfileRequest & PayerProfile; at: Date; ipAddress: string },
): Promise<PayerProfile> {
  // The customer's own change: audited without a staff member.
  const customer = { staffId: null, ipAddress: input.ipAddress, at: input.at, action: 'payer.update' };
  return auditedChange(db, customer, async (tx) => {
    const before = payerOfRow(await lockPayerRow(tx, input.userId));
    const row = rowOf(input.userId, input.payer, input.at);
    await savePayerRow(tx, row);
    const after = payerOfRow(row);
    return { result: after, customerId: input.userId, before, after };
  });
}
