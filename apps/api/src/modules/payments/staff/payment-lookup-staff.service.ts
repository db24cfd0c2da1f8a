import type { Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { clickTransactionOwner, paymeTransactionOwner } from './payment-lookup-staff.repository.js';

/**
 * The customer whose top-up a provider's transaction id belongs to: a Payme id (Payme's own, 24 hex characters;
 * compared as typed, since it is stored as Payme sent it) or a Click click_trans_id (digits).
 */
export async function customersByPaymentId(db: Queryable, text: string) {
  const [payme, click] = await readAll(db, [
    () => (/^[\w-]{8,64}$/.test(text) ? paymeTransactionOwner(db, text) : []),
    () => (/^\d{5,20}$/.test(text) ? clickTransactionOwner(db, text) : []),
  ]);
  return [...payme, ...click].map((row) => ({
    userId: row.userId,
    kind: 'payment' as const,
    value: row.value,
  }));
}
