import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { actorOf } from '../../plugins/staff-auth.js';
import { recordAudit } from '../staff/audit.service.js';

export interface AuditedOutcome<T> {
  result: T;
  before?: unknown;
  after: unknown;
  customerId?: number | null;
}

/**
 * Runs a staff change and its audit row in one transaction: the change says what it did (before, after) and
 * what the route answers (result).
 */
export const auditedChange = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  change: (tx: Database) => Promise<AuditedOutcome<T>>,
): Promise<T> =>
  app.db.transaction(async (tx) => {
    const outcome = await change(tx);
    await recordAudit(tx, {
      ...actorOf(request, app.clock.now()),
      customerId: outcome.customerId ?? null,
      action,
      before: outcome.before ?? null,
      after: outcome.after,
    });
    return outcome.result;
  });
