import { type AdminCustomerCards, type AutopayFailure, tiyinToSom } from '@portal/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuditedOutcome, StaffActor } from '../../../plugins/staff-audit.js';
import { lockUser } from '../../account/user-directory.service.js';
import { notify } from '../../notifications/notifications.service.js';
import { findAutopay, listAllCards, listFailedAutopay, saveAutopay } from '../saved-cards.repository.js';
import { getAutopay } from '../saved-cards.service.js';

// Staff's side of saved cards (docs/product/saved-cards.md): masked cards and auto-pay on the customer page,
// refused auto-pay charges, and auto-pay turned off by hand. No answer here carries a token.

const PAGE = 50;

export async function customerCards(
  db: Queryable,
  input: { customerId: number },
): Promise<AdminCustomerCards> {
  const cards = await listAllCards(db, input.customerId);
  return {
    cards: cards.map((card) => ({
      id: card.id,
      masked_number: card.maskedNumber,
      expiry: card.expiry,
      created_at: card.createdAt.toISOString(),
      removed_at: card.removedAt?.toISOString() ?? null,
    })),
    autopay: await getAutopay(db, { userId: input.customerId }),
  };
}

export async function autopayFailures(db: Database, input: { page: number }): Promise<AutopayFailure[]> {
  const rows = await listFailedAutopay(db, PAGE, (input.page - 1) * PAGE);
  return rows.map((row) => ({
    charge_id: row.id,
    customer_id: row.userId,
    masked_number: row.maskedNumber,
    amount: tiyinToSom(row.amountTiyin),
    subject: row.subject,
    failure_code: row.failureCode,
    reason: row.failureMessage,
    final: row.final,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Turns a customer's auto-pay off, in the audited transaction; the customer is told as when they do it. */
export async function turnAutopayOff(
  tx: Queryable,
  actor: StaffActor,
  input: { customerId: number; reason: string },
): Promise<AuditedOutcome<null>> {
  if (!(await lockUser(tx, input.customerId))) throw new AppError('NOT_FOUND');
  const before = await findAutopay(tx, input.customerId);
  if (before?.enabled) {
    await saveAutopay(tx, { ...before, enabled: false, cardId: null, updatedAt: actor.at });
    await notify(tx, {
      userId: input.customerId,
      kind: 'card_autopay',
      params: { autopay: 'disabled' },
      at: actor.at,
    });
  }
  return {
    result: null,
    customerId: input.customerId,
    before: { enabled: before?.enabled ?? false, card_id: before?.cardId ?? null },
    after: { enabled: false, reason: input.reason },
  };
}
