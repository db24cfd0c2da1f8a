import { type DomainZone, isManualZone } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { RegistrarError } from '../../integrations/registrar/registrar.js';
import type { Registrars } from './domain-check.service.js';
import { startOperation } from './domain-operations.service.js';
import { nameserversFor } from './domain-orders.service.js';
import { getDomain } from './domain-views.service.js';
import {
  type DomainRow,
  findDomainOf,
  insertDomainEvent,
  lockDomain,
  updateDomain,
} from './domains.repository.js';

// The customer's free changes of a domain they hold: name servers (their own list, or those
// of one of their hosting orders), auto-renew, and the transfer code to move the domain elsewhere.

/** States in which the registry still holds the name for the customer, so name servers can change. */
const HELD: readonly DomainRow['status'][] = ['active', 'grace'];

/** Locks the customer's domain in the transaction; another customer's is simply not found. */
async function lockOwnDomain(tx: Database, userId: number, id: number): Promise<DomainRow> {
  const domain = await lockDomain(tx, id);
  if (!domain || domain.userId !== userId) throw new AppError('NOT_FOUND');
  return domain;
}

/**
 * Points the domain at other name servers: a free operation, done by the registrar's API through the job for
 * gTLDs, and by staff in the fulfilment queue for .uz. The domain keeps its old ones until it is done.
 */
export async function changeNameservers(
  db: Database,
  defaults: string[],
  input: {
    userId: number;
    id: number;
    nameservers?: string[] | undefined;
    hostingOrderId?: number | undefined;
    now: Date;
  },
) {
  if (!(await findDomainOf(db, input.userId, input.id))) throw new AppError('NOT_FOUND');
  const nameservers = await nameserversFor(db, defaults, input);
  await db.transaction(async (tx) => {
    const domain = await lockOwnDomain(tx, input.userId, input.id);
    if (!HELD.includes(domain.status)) throw new AppError('CONFLICT');
    await startOperation(tx, {
      domainId: domain.id,
      userId: input.userId,
      zone: domain.zone,
      action: 'nameservers',
      years: null,
      amountTiyin: 0,
      payload: {
        nameservers,
        ...(input.hostingOrderId !== undefined ? { hosting_order_id: input.hostingOrderId } : {}),
      },
      now: input.now,
    });
  });
  return getDomain(db, input);
}

export async function setDomainAutoRenew(
  db: Database,
  input: { userId: number; id: number; enabled: boolean; now: Date },
) {
  await db.transaction(async (tx) => {
    const domain = await lockOwnDomain(tx, input.userId, input.id);
    if (domain.status === 'failed' || domain.status === 'expired') throw new AppError('CONFLICT');
    if (domain.autoRenew === input.enabled) return;
    await updateDomain(tx, domain.id, { autoRenew: input.enabled, updatedAt: input.now });
    await insertDomainEvent(tx, {
      domainId: domain.id,
      kind: 'auto_renew',
      action: input.enabled ? 'on' : 'off',
      at: input.now,
    });
  });
  return getDomain(db, input);
}

/**
 * The EPP auth code of a gTLD, read from the registrar, so the customer can move the domain to another
 * registrar. .uz codes are issued by the registry through its registrar on a written request: refused here.
 */
export async function revealTransferCode(
  db: Database,
  registrars: Registrars,
  input: { userId: number; id: number; now: Date },
): Promise<{ auth_code: string }> {
  const domain = await findDomainOf(db, input.userId, input.id);
  if (!domain) throw new AppError('NOT_FOUND');
  if (isManualZone(domain.zone as DomainZone)) {
    throw new AppError('VALIDATION_FAILED', { fields: { domain: ['domain_transfer_code_manual'] } });
  }
  if (domain.status !== 'active' || !registrars.api) throw new AppError('CONFLICT');
  const info = await registrars.api.info(domain.name).catch((error: unknown) => {
    if (error instanceof RegistrarError) throw new AppError('SERVICE_UNAVAILABLE');
    throw error;
  });
  if (!info?.authCode) throw new AppError('SERVICE_UNAVAILABLE');
  // Who asked for the code, and when, is part of the domain's history (the code itself is not kept).
  await insertDomainEvent(db, {
    domainId: domain.id,
    kind: 'transfer_code',
    action: 'revealed',
    at: input.now,
  });
  return { auth_code: info.authCode };
}
