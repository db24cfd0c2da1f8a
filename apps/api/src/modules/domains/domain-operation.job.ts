import type { Database } from '../../db/database.js';
import { type Registrar, RegistrarError } from '../../integrations/registrar/registrar.js';
import {
  backoffSeconds,
  type JobContext,
  type JobHandler,
  type JobPayload,
} from '../../jobs/job-definition.js';
import { completeOperation, markOperationUnknown, refundOperation } from './domain-operations.service.js';
import { DOMAIN_OPERATION_MAX_ATTEMPTS, type domainOperation } from './domains.jobs.js';
import {
  type DomainOperationRow,
  type DomainRow,
  findDomain,
  findOperation,
  updateOperation,
} from './domains.repository.js';

// Carries a pending operation of a gTLD to the registrar's API. What the registrar answers
// decides what happens to the money (docs/providers/registrar.md): success completes; a definitive refusal
// refunds; a time-out leaves the outcome unknown, money held, for the sync job to find out, never a blind retry;
// a call that never got through is retried with backoff a few times, then refunded.

interface Outcome {
  registrarId?: string | null;
  expiresAt?: Date | null;
}

const nameserversOf = (operation: DomainOperationRow, domain: DomainRow) =>
  Array.isArray(operation.payload.nameservers)
    ? operation.payload.nameservers.map(String)
    : domain.nameservers;

/** The registrar's expiry, when it has the name: renewals must quote it (a stale one is refused). */
async function registrarExpiry(api: Registrar, domain: DomainRow): Promise<Date | null> {
  return (await api.info(domain.name))?.expiresAt ?? domain.expiresAt;
}

async function callRegistrar(
  api: Registrar,
  operation: DomainOperationRow,
  domain: DomainRow,
): Promise<Outcome> {
  const years = operation.years ?? 1;
  switch (operation.action) {
    case 'register':
      return api.register({ name: domain.name, years, nameservers: nameserversOf(operation, domain) });
    case 'transfer': {
      const authCode = typeof operation.payload.auth_code === 'string' ? operation.payload.auth_code : '';
      const moved = await api.transfer({
        name: domain.name,
        authCode,
        nameservers: nameserversOf(operation, domain),
      });
      return {
        registrarId: moved.registrarId,
        expiresAt: moved.expiresAt ?? (await api.info(domain.name))?.expiresAt,
      };
    }
    case 'renew': {
      const expiresAt = await registrarExpiry(api, domain);
      if (!expiresAt) throw new RegistrarError('not_found', 'the domain has no known expiry to renew from');
      return api.renew({ registrarId: domain.registrarId, years, expiresAt });
    }
    case 'restore':
      return api.restore({ name: domain.name, registrarId: domain.registrarId });
    case 'nameservers':
      await api.setNameservers({
        registrarId: domain.registrarId,
        nameservers: nameserversOf(operation, domain),
      });
      return {};
  }
}

/**
 * "Already registered" after a registration whose answer was lost earlier (a retried job) means ours: the
 * registrar's info names the domain only when it is in our account.
 */
async function alreadyOurs(api: Registrar, domain: DomainRow): Promise<Outcome | null> {
  const info = await api.info(domain.name).catch(() => null);
  return info ? { registrarId: info.registrarId, expiresAt: info.expiresAt } : null;
}

async function settle(
  db: Database,
  operationId: number,
  now: Date,
  outcome: { done: Outcome } | { refund: string } | { unknown: true },
) {
  await db.transaction(async (tx) => {
    if ('done' in outcome) await completeOperation(tx, operationId, { ...outcome.done, now });
    else if ('refund' in outcome) await refundOperation(tx, operationId, { error: outcome.refund, now });
    else await markOperationUnknown(tx, operationId, now);
  });
}

async function run(
  api: Registrar | null,
  { operationId }: JobPayload<typeof domainOperation>,
  context: JobContext,
) {
  const operation = await findOperation(context.db, operationId);
  if (operation?.status !== 'pending') return;
  const domain = await findDomain(context.db, operation.domainId);
  if (!domain) return;
  const now = () => context.clock.now();
  if (!api) {
    await settle(context.db, operationId, now(), { refund: 'rejected: no registrar account is configured' });
    return;
  }
  await updateOperation(context.db, operationId, { attempts: operation.attempts + 1, updatedAt: now() });
  let done: Outcome;
  try {
    done = await callRegistrar(api, operation, domain);
  } catch (error) {
    if (!(error instanceof RegistrarError)) {
      // Our own failure after the call may have acted: the outcome is unknown, for the sync to settle.
      if (context.attempt >= DOMAIN_OPERATION_MAX_ATTEMPTS)
        await settle(context.db, operationId, now(), { unknown: true });
      throw error;
    }
    if (error.kind === 'timeout') return settle(context.db, operationId, now(), { unknown: true });
    if (error.kind === 'unavailable' && context.attempt < DOMAIN_OPERATION_MAX_ATTEMPTS) {
      // The runner tries again after the same backoff; the operation shows when.
      const retryAt = new Date(now().getTime() + backoffSeconds(context.attempt) * 1000);
      await updateOperation(context.db, operationId, { nextAttemptAt: retryAt, error: 'unavailable' });
      throw error;
    }
    const ours =
      error.kind === 'taken' && operation.action === 'register' ? await alreadyOurs(api, domain) : null;
    if (ours) return settle(context.db, operationId, now(), { done: ours });
    return settle(context.db, operationId, now(), { refund: `${error.kind}: ${error.message}` });
  }
  await settle(context.db, operationId, now(), { done });
}

/** The handler the module binds; `api` is the reseller registrar (null when no account is configured). */
export const carryDomainOperation =
  (api: Registrar | null): JobHandler<typeof domainOperation> =>
  (payload, context) =>
    run(api, payload, context);
