import { DOMAIN_REMINDER_DAYS, type NotificationKind, tiyinToSom } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { isAppError } from '../../errors/app-error.js';
import { DUE_BATCH, type LockedStep, lockedPass } from '../../jobs/each-locked.js';
import type { ScheduleRun } from '../../jobs/job-definition.js';
import type { Clock } from '../../lib/clock.js';
import { notify } from '../notifications/notifications.service.js';
import { type AutopayDeps, autopayInFlight, autopaySubject } from '../payments/autopay.service.js';
import { runDomainAutopay } from './domain-autopay.js';
import {
  DAY_MS,
  dueReminder,
  isAutoRenewDue,
  type LifecyclePhase,
  phaseAt,
  stateEndsAt,
} from './domain-lifecycle.js';
import {
  autoRenewDueIds,
  autoRenewFailedSince,
  hasEventForExpiry,
  openOperationOf,
  phaseDueIds,
  reminderDueIds,
  termPriceTiyin,
  tryLockDomain,
} from './domain-lifecycle.repository.js';
import { startOperation } from './domain-operations.service.js';
import { type DomainRow, insertDomainEvent, updateDomain } from './domains.repository.js';

// The timers of a domain's life: expiry → grace → redemption → expired, the reminders 30/7/1
// days before expiry, and auto-renew from the balance. Each domain is handled by the shared timer loop
// (jobs/each-locked.ts: its own transaction, its row locked with SKIP LOCKED, every rule checked again on the
// locked row); the open-operation index backs the auto-renew up.

/** After an automatic renewal the registrar refused, the next attempt waits this long (not every hour). */
const AUTO_RENEW_RETRY_MS = DAY_MS;

export interface LifecycleResult {
  moved: number;
  renewing: number;
  renewFailed: number;
  reminded: number;
}

type Step = LockedStep<DomainRow>;
const eachDomain = lockedPass(tryLockDomain);

const ORDER: readonly LifecyclePhase[] = ['active', 'grace', 'redemption', 'expired'];
const CAUSE: Record<LifecyclePhase, string> = {
  active: 'renewed',
  grace: 'expiry',
  redemption: 'grace_ended',
  expired: 'redemption_ended',
};
/** What the customer is told when the domain enters a phase: until when a renewal (or restore) saves it. */
const NOTICE: Record<Exclude<LifecyclePhase, 'active'>, NotificationKind> = {
  grace: 'domain_grace',
  redemption: 'domain_redemption',
  expired: 'domain_released',
};

/**
 * Moves the domain to the phase its expiry puts it in, forward only. A paid renewal or restore still under way
 * holds it in grace or redemption: the customer's money is in it, and an expired name could be bought by
 * someone else before staff finish.
 */
const movePhase: Step = async (tx, domain, now) => {
  const from = domain.status as LifecyclePhase;
  if (!domain.expiresAt || !['active', 'grace', 'redemption'].includes(from)) return false;
  const to = phaseAt(domain.expiresAt, now);
  if (ORDER.indexOf(to) <= ORDER.indexOf(from)) return false;
  if (from !== 'active' && (await openOperationOf(tx, domain.id))) return false;
  await updateDomain(tx, domain.id, { status: to, updatedAt: now });
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: 'status',
    fromStatus: from,
    toStatus: to,
    action: CAUSE[to],
    detail: { expires_at: domain.expiresAt.toISOString() },
    at: now,
  });
  // A run that missed a phase tells only where the domain is now. A renewal already paid for and under way
  // (staff in .uz) would make "renew it before …" wrong: it is told when that operation ends.
  if (to === 'active' || (to === 'grace' && (await openOperationOf(tx, domain.id)))) return true;
  await notify(tx, {
    userId: domain.userId,
    kind: NOTICE[to],
    params: {
      domain: domain.displayName,
      expires_at: domain.expiresAt.toISOString(),
      until: stateEndsAt(to, domain.expiresAt)?.toISOString(),
    },
    at: now,
  });
  return true;
};

/** The smallest due reminder, once per expiry (a completed renewal resets reminder_days_sent). */
const remind: Step = async (tx, domain, now) => {
  if (domain.status !== 'active' || !domain.expiresAt) return false;
  const due = dueReminder(domain.expiresAt, now, domain.reminderDaysSent);
  if (due === null) return false;
  // A renewal already paid for (e.g. waiting for staff in .uz) makes a reminder pointless.
  const open = await openOperationOf(tx, domain.id);
  if (open && (open.action === 'renew' || open.action === 'restore')) return false;
  const expiresAt = domain.expiresAt.toISOString();
  await notify(tx, {
    userId: domain.userId,
    kind: 'domain_expiring',
    params: { domain: domain.displayName, days: due, expires_at: expiresAt },
    at: now,
  });
  await updateDomain(tx, domain.id, { reminderDaysSent: due, updatedAt: now });
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: 'reminder',
    action: `days_${due}`,
    detail: { expires_at: expiresAt },
    at: now,
  });
  return true;
};

/** The customer hears once per expiry that auto-renew could not pay; later runs keep trying. */
async function reportRenewFailure(
  tx: Queryable,
  domain: DomainRow & { expiresAt: Date },
  reason: 'insufficient_funds' | 'not_sold',
  amountTiyin: number,
  now: Date,
): Promise<boolean> {
  if (await hasEventForExpiry(tx, domain.id, 'auto_renew_failed', domain.expiresAt)) return false;
  const expiresAt = domain.expiresAt.toISOString();
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: 'auto_renew',
    action: 'auto_renew_failed',
    detail: { expires_at: expiresAt, reason },
    at: now,
  });
  await notify(tx, {
    userId: domain.userId,
    kind: 'domain_renew_failed',
    params: { domain: domain.displayName, amount: tiyinToSom(amountTiyin), expires_at: expiresAt },
    at: now,
  });
  return true;
}

/** One year from the balance, as a renew operation (the registrar or staff carry it out). */
const autoRenew =
  (days: number, counts: { renewing: number; renewFailed: number }): Step =>
  async (tx, domain, now) => {
    const { expiresAt } = domain;
    if (!domain.autoRenew || !expiresAt || !['active', 'grace'].includes(domain.status)) return false;
    if (!isAutoRenewDue(expiresAt, now, days)) return false;
    if (await openOperationOf(tx, domain.id)) return false;
    if (await autoRenewFailedSince(tx, domain.id, new Date(now.getTime() - AUTO_RENEW_RETRY_MS)))
      return false;
    const dated = { ...domain, expiresAt };
    const priceTiyin = await termPriceTiyin(tx, domain.zone, 'renew', 1);
    if (priceTiyin === undefined) {
      if (await reportRenewFailure(tx, dated, 'not_sold', 0, now)) counts.renewFailed += 1;
      return false;
    }
    try {
      // A savepoint: a refused charge undoes the operation row, not the failure notice written after it.
      await tx.transaction((inner) =>
        startOperation(inner, {
          domainId: domain.id,
          userId: domain.userId,
          zone: domain.zone,
          action: 'renew',
          years: 1,
          amountTiyin: priceTiyin,
          payload: { auto: true, expires_at: expiresAt.toISOString() },
          now,
        }),
      );
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === 'INSUFFICIENT_FUNDS') {
        // A card charge for this year still under way (settled by another pass right now) is not a shortfall yet.
        if (await autopayInFlight(tx, autopaySubject('domain', domain.id), expiresAt.toISOString()))
          return false;
        if (await reportRenewFailure(tx, dated, 'insufficient_funds', priceTiyin, now))
          counts.renewFailed += 1;
        return false;
      }
      // CONFLICT: another change started meanwhile; the next run looks again.
      if (error.code === 'CONFLICT') return false;
      throw error;
    }
    counts.renewing += 1;
    return true;
  };

export interface LifecycleOptions {
  autoRenewDays: number;
  /** Auto-pay of a renewal's shortfall by card (domain-autopay.ts); absent, only the balance renews. */
  autopay?: AutopayDeps;
}

/** One pass; safe to run in several processes at once and to re-run. */
export async function runDomainLifecycle(
  db: Database,
  clock: Clock,
  options: LifecycleOptions,
): Promise<LifecycleResult> {
  // Auto-pay first: a shortfall charged now lets the auto-renew step below renew from the balance.
  if (options.autopay) await runDomainAutopay(db, options.autopay, () => clock.now());
  const now = clock.now();
  const moved = await eachDomain(db, await phaseDueIds(db, now, DUE_BATCH), now, movePhase);
  const counts = { renewing: 0, renewFailed: 0 };
  const renewIds = await autoRenewDueIds(db, now, options.autoRenewDays, DUE_BATCH);
  await eachDomain(db, renewIds, now, autoRenew(options.autoRenewDays, counts));
  const remindIds = await reminderDueIds(db, now, DOMAIN_REMINDER_DAYS, DUE_BATCH);
  const reminded = await eachDomain(db, remindIds, now, remind);
  return { moved, ...counts, reminded };
}

/** What the `domainLifecycle` schedule runs (bound in domains.module.ts). */
export const domainLifecycleRun =
  (options: LifecycleOptions): ScheduleRun =>
  async ({ db, clock }) => {
    await runDomainLifecycle(db, clock, options);
  };
