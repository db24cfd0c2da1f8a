import type { FieldErrorCode } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { phaseAt } from './domain-lifecycle.js';
import { termPriceTiyin } from './domain-lifecycle.repository.js';
import { startOperation } from './domain-operations.service.js';
import { type DomainRow, lockDomain } from './domains.repository.js';

// Renew and restore from the balance (docs/providers/registrar.md): a renewal while the domain is
// active or in its grace, at the renewal price of the chosen term; a restore while it is in redemption, at the
// restore price, which also renews it for one year. The charge and the operation are one transaction
// (startOperation); the registrar or, for .uz, staff then carry it out.

const refuse = (code: FieldErrorCode) => new AppError('VALIDATION_FAILED', { fields: { domain: [code] } });

/** The customer's domain, locked: a second renewal from another tab waits and then finds the open operation. */
async function lockOwnDomain(tx: Database, userId: number, domainId: number): Promise<DomainRow> {
  const domain = await lockDomain(tx, domainId);
  if (!domain || domain.userId !== userId) throw new AppError('NOT_FOUND');
  return domain;
}

/**
 * The status is what the timers last wrote; the phase by the clock guards against a timer that has not run
 * yet (a domain still marked active a week into redemption is not renewed at the renewal price).
 */
function currentPhase(domain: DomainRow, now: Date) {
  return domain.expiresAt ? phaseAt(domain.expiresAt, now) : null;
}

export async function renewDomain(
  db: Database,
  input: { userId: number; domainId: number; years: number; now: Date },
): Promise<{ operationId: number }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const domain = await lockOwnDomain(tx, input.userId, input.domainId);
    const phase = currentPhase(domain, now);
    const renewable =
      (domain.status === 'active' || domain.status === 'grace') && (phase === 'active' || phase === 'grace');
    if (!renewable || !domain.expiresAt) throw refuse('domain_not_renewable');
    const priceTiyin = await termPriceTiyin(tx, domain.zone, 'renew', input.years);
    if (priceTiyin === undefined) {
      throw new AppError('VALIDATION_FAILED', { fields: { years: ['domain_not_sold'] } });
    }
    return startOperation(tx, {
      domainId: domain.id,
      userId: input.userId,
      zone: domain.zone,
      action: 'renew',
      years: input.years,
      amountTiyin: priceTiyin,
      // The expiry the renewal counts from: the registrar refuses a renewal against a stale one.
      payload: { expires_at: domain.expiresAt.toISOString() },
      now,
    });
  });
}

/** The registry restores for one year: the restore price covers the fee and that year. */
const RESTORE_YEARS = 1;

export async function restoreDomain(
  db: Database,
  input: { userId: number; domainId: number; now: Date },
): Promise<{ operationId: number }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const domain = await lockOwnDomain(tx, input.userId, input.domainId);
    const restorable = domain.status === 'redemption' && currentPhase(domain, now) === 'redemption';
    if (!restorable || !domain.expiresAt) throw refuse('domain_not_restorable');
    const priceTiyin = await termPriceTiyin(tx, domain.zone, 'restore', RESTORE_YEARS);
    if (priceTiyin === undefined) throw refuse('domain_not_sold');
    return startOperation(tx, {
      domainId: domain.id,
      userId: input.userId,
      zone: domain.zone,
      action: 'restore',
      years: RESTORE_YEARS,
      amountTiyin: priceTiyin,
      payload: { expires_at: domain.expiresAt.toISOString() },
      now,
    });
  });
}
