import type { Database } from '../../db/database.js';
import { saveFiscalReceipt } from './fiscal-receipts.repository.js';
import { findPaymeTransaction } from './payme.repository.js';
import { paymeError } from './payme-errors.js';
import { PAYME_PARAMS, PAYME_STATE, readParams } from './payme-protocol.js';
import type { Result } from './payme-transactions.js';

// SetFiscalData (docs/product/money-documents.md): Payme tells us the fiscal receipt its virtual fiscal
// module made for a performed transaction (PERFORM) or for its refund (CANCEL). Payme may send it again, so it is
// stored once per (transaction, type): a repeat overwrites the row with what was sent last.

/** The states in which a receipt of each type can exist: a sale once performed, a refund once cancelled after. */
const STATES_FOR = {
  PERFORM: [PAYME_STATE.performed, PAYME_STATE.cancelledAfterPerform],
  CANCEL: [PAYME_STATE.cancelledAfterPerform],
} as const;

export async function setFiscalData(
  db: Database,
  params: Record<string, unknown>,
  now: Date,
): Promise<Result> {
  const { id, type, fiscal_data: data } = readParams(PAYME_PARAMS.SetFiscalData, params);
  const row = await findPaymeTransaction(db, id);
  if (!row) throw paymeError('transactionNotFound');
  if (!(STATES_FOR[type] as readonly number[]).includes(row.state)) throw paymeError('cannotPerform');
  await saveFiscalReceipt(
    db,
    { invoiceId: row.invoiceId, provider: 'payme', type },
    {
      status: data.status_code === 0 ? 'accepted' : 'refused',
      statusCode: data.status_code,
      message: data.message ?? null,
      receiptId: data.receipt_id ?? null,
      terminalId: data.terminal_id ?? null,
      fiscalSign: data.fiscal_sign ?? null,
      qrCodeUrl: data.qr_code_url ?? null,
      fiscalDate: data.date ?? null,
    },
    now,
  );
  return { success: true };
}
