import { type AutopayAttemptView, type AutopayFailureReason, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { parseAutopaySubject } from './autopay-subject.js';
import { listAutopayAttemptsOf } from './saved-cards.repository.js';

// The customer's auto-pay attempts for the money history: each charge, what it renewed, and its outcome, a
// failure as a reason the portal words in the customer's language. Payme's own code and text stay with staff.

/** Five a period at most, for each order and domain: a year of them fits easily. */
const ATTEMPTS_SHOWN = 200;

const INSUFFICIENT = new Set([-31302, -31303, -31630]);
const UNAVAILABLE = new Set([-31001, -31002, -31622, -31623, -32300, -32400]);
/** The words settleCharge and runCharge keep when Payme never confirmed a receipt that was then cancelled. */
const NOT_CONFIRMED_TEXTS = new Set(['not paid', 'receipt cancelled']);

/** A failed charge's reason, from Payme's refusal code (0: one of ours, told apart by its words). */
export function failureReasonOf(code: number | null, message: string | null): AutopayFailureReason {
  if (code === null || code === 0) {
    return NOT_CONFIRMED_TEXTS.has(message ?? '') ? 'not_confirmed' : 'provider_unavailable';
  }
  if (INSUFFICIENT.has(code)) return 'insufficient_funds';
  if (code === -31301) return 'card_expired_or_blocked';
  if (code === -31400 || code === -32500) return 'card_removed';
  if (code === -31300) return 'card_invalid';
  if (UNAVAILABLE.has(code)) return 'provider_unavailable';
  return 'declined';
}

export async function listAutopayAttempts(
  db: Queryable,
  input: { userId: number },
): Promise<AutopayAttemptView[]> {
  const rows = await listAutopayAttemptsOf(db, input.userId, ATTEMPTS_SHOWN);
  return rows.map((row) => {
    const subject = parseAutopaySubject(row.subject);
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      amount: tiyinToSom(row.amountTiyin),
      state: row.state,
      reason: row.state === 'failed' ? failureReasonOf(row.failureCode, row.failureMessage) : null,
      card_dead: row.state === 'failed' && row.final,
      card: row.maskedNumber,
      subject: subject?.kind ?? null,
      order_id: subject?.kind === 'order' ? subject.id : null,
      domain_id: subject?.kind === 'domain' ? subject.id : null,
      invoice_id: row.invoiceId,
    };
  });
}
