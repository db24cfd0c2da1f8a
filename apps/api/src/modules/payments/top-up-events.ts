import { tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { notify } from '../notifications/notifications.service.js';
import { creditReferralBonus, reverseReferralBonus } from '../referrals/referrals.service.js';

// What else happens when a top-up is credited or taken back, inside the same transaction as the ledger entry,
// so a notification or a referral bonus exists exactly when the credit does.

export interface TopUpEvent {
  userId: number;
  invoiceId: number;
  /** The credited (or reversed) amount, positive tiyin. */
  amountTiyin: number;
  at: Date;
}

/** Called by the Payme and Click services right after the top-up's ledger entry. */
export async function afterTopUpCredited(tx: Queryable, event: TopUpEvent): Promise<void> {
  await creditReferralBonus(tx, event);
  await notify(tx, {
    userId: event.userId,
    kind: 'top_up_credited',
    params: { amount: tiyinToSom(event.amountTiyin) },
    at: event.at,
  });
}

/** Called right after a performed top-up was reversed by the provider (the balance change succeeded). */
export async function afterTopUpReversed(tx: Queryable, event: TopUpEvent): Promise<void> {
  await reverseReferralBonus(tx, event);
}
