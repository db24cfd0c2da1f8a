import type { PaymentsConfig } from '../../config/payments-config.js';
import type { Database, Queryable } from '../../db/database.js';
import type { CardVault } from '../../integrations/payment-gateway/payme-subscribe.js';
import { lockUser } from '../account/user-directory.service.js';

export { type AutopaySubjectKind, autopaySubject, parseAutopaySubject } from './autopay-subject.js';

import { insertChargeWithInvoice, openCharge, runCharge, settleCharge } from './card-charge.service.js';
import { findAutopay, findLiveCard, listSubjectCharges } from './saved-cards.repository.js';

// Auto-pay of a renewal (docs/product/saved-cards.md): three days before a renewal the balance cannot cover, the
// auto-pay card is charged the shortfall in whole som, at most the customer's ceiling. A refusal is tried again
// once a day, at most five times, each time with the auto-pay card of that moment; a card Payme reports dead is
// not tried again. One charge per subject and period, whatever runs at once: a unique index admits one live or
// paid charge, and the attempt is committed before Payme is asked to pay. An attempt a stopped process left
// unanswered is settled first, by receipts.check, never by paying again.

export const AUTOPAY_LEAD_DAYS = 3;
export const AUTOPAY_MAX_ATTEMPTS = 5;
/** Once a day, with an hour's slack so a scheduler that runs late still tries the next day. */
const RETRY_AFTER_MS = 23 * 60 * 60 * 1000;

export interface AutopayDeps {
  vault: CardVault | null;
  payments: PaymentsConfig;
}

export interface RenewalShortfall {
  userId: number;
  /** What renews (autopaySubject). */
  subject: string;
  /** Which period: the expiry the renewal extends. */
  period: string;
  /** What the balance lacks, tiyin. */
  shortfallTiyin: number;
  now: () => Date;
}

export type AutopayAttempt =
  | { kind: 'none'; why: 'off' | 'paid' | 'waiting' | 'exhausted' | 'dead_card' | 'above_ceiling' | 'busy' }
  | { kind: 'paid' | 'paying'; chargeId: number; amountTiyin: number }
  | { kind: 'failed'; chargeId: number; amountTiyin: number; reason: string; final: boolean };

/**
 * The history detail of an attempt, the same for an order's and a domain's history; null when nothing was tried
 * (auto-pay off, already paid, waiting for tomorrow…), which is no event.
 */
export function attemptDetail(
  attempt: AutopayAttempt,
): { ok: boolean; detail: Record<string, unknown> } | null {
  if (attempt.kind === 'none') return null;
  return {
    ok: attempt.kind !== 'failed',
    detail: {
      charge_id: attempt.chargeId,
      amount_tiyin: attempt.amountTiyin,
      outcome: attempt.kind,
      ...(attempt.kind === 'failed' ? { reason: attempt.reason, final: attempt.final } : {}),
    },
  };
}

/**
 * Whether a charge for this renewal is still waiting for Payme's answer: the renewal then waits for it rather than
 * calling the balance short (another process may be settling it this very moment).
 */
export async function autopayInFlight(db: Queryable, subject: string, period: string): Promise<boolean> {
  return (await listSubjectCharges(db, subject, period)).some((charge) => charge.state === 'paying');
}

/** Whole som, and never below one top-up's minimum. */
const chargeAmount = (shortfallTiyin: number, minTiyin: number) =>
  Math.max(Math.ceil(shortfallTiyin / 100) * 100, minTiyin);

export async function chargeRenewalShortfall(
  db: Database,
  deps: AutopayDeps,
  input: RenewalShortfall,
): Promise<AutopayAttempt> {
  const { vault } = deps;
  if (!vault) return { kind: 'none', why: 'off' };
  const chargeDeps = { vault, fiscal: deps.payments.fiscal };
  for (const earlier of await listSubjectCharges(db, input.subject, input.period)) {
    if (earlier.state === 'paid') return { kind: 'none', why: 'paid' };
    if (earlier.state !== 'paying') continue;
    // Another process may still be waiting for Payme's answer to this one: leave it until no call can last.
    const callMs = deps.payments.paymeSubscribe?.timeoutMs ?? 0;
    if (input.now().getTime() - earlier.createdAt.getTime() < callMs * 3)
      return { kind: 'none', why: 'busy' };
    const settled = await settleCharge(db, chargeDeps, { charge: earlier, now: input.now });
    if (settled.state === 'paid')
      return { kind: 'paid', chargeId: earlier.id, amountTiyin: earlier.amountTiyin };
    if (settled.state === 'paying') return { kind: 'none', why: 'busy' };
  }
  let why: Extract<AutopayAttempt, { kind: 'none' }>['why'] = 'busy';
  const stop = (reason: typeof why) => {
    why = reason;
    return null;
  };
  const opened = await openCharge(db, async (tx) => {
    // One customer's attempts are decided one at a time: the rules below read what the last attempt left.
    await lockUser(tx, input.userId);
    const settings = await findAutopay(tx, input.userId);
    const card =
      settings?.enabled && settings.cardId
        ? await findLiveCard(tx, input.userId, settings.cardId)
        : undefined;
    if (!settings || !card) return stop('off');
    const attempts = await listSubjectCharges(tx, input.subject, input.period);
    if (attempts.some((attempt) => attempt.state !== 'failed')) return stop('paid');
    if (attempts.length >= AUTOPAY_MAX_ATTEMPTS) return stop('exhausted');
    if (attempts.some((attempt) => attempt.final && attempt.cardId === card.id)) return stop('dead_card');
    const last = attempts.at(-1);
    if (last && input.now().getTime() - last.createdAt.getTime() < RETRY_AFTER_MS) return stop('waiting');
    const amountTiyin = chargeAmount(input.shortfallTiyin, deps.payments.minTiyin);
    if (amountTiyin > (settings.maxChargeTiyin ?? 0)) return stop('above_ceiling');
    return insertChargeWithInvoice(tx, {
      userId: input.userId,
      card,
      amountTiyin,
      purpose: 'autopay',
      subject: input.subject,
      period: input.period,
      now: input.now(),
    });
  });
  if (!opened) return { kind: 'none', why };
  const card = await findLiveCard(db, input.userId, opened.cardId);
  if (!card) return { kind: 'none', why: 'off' };
  const outcome = await runCharge(db, chargeDeps, { charge: opened, card, now: input.now });
  const base = { chargeId: opened.id, amountTiyin: opened.amountTiyin };
  if (outcome.state === 'failed') {
    return { kind: 'failed', ...base, reason: outcome.refusal.message, final: outcome.refusal.final };
  }
  return { kind: outcome.state, ...base };
}
