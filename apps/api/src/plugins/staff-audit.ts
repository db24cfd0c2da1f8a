import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../db/database.js';
import { actorOf } from './staff-auth.js';

/** Who acted, from where and when: what every audited staff action records. */
export type StaffActor = ReturnType<typeof actorOf>;

/** What a staff change did (before, after, whose customer) and what its route answers (result). */
export interface AuditedOutcome<T> {
  result: T;
  /** The action recorded, when the change itself decides which it was (applied at once, or left pending). */
  action?: string;
  before?: unknown;
  after: unknown;
  customerId?: number | null;
}

/** A staff change run by `app.auditedChange`, in the transaction its audit row is written in. */
export type StaffChange<T> = (tx: Database, actor: StaffActor) => Promise<AuditedOutcome<T>>;

/** What the plugin needs of the staff module (which owns the audit log), given at composition (app.ts). */
export interface StaffAuditPluginOptions {
  /** Writes one audit row in the caller's transaction. */
  recordAudit: (
    db: Queryable,
    record: StaffActor & { customerId: number | null; action: string; before: unknown; after: unknown },
  ) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a staff change and its audit row in one transaction: a change that rolls back leaves no row, and none
     * commits without one. The actor (the staff member, address and time) is taken once, before the change.
     */
    auditedChange<T>(request: FastifyRequest, action: string, change: StaffChange<T>): Promise<T>;
  }
}

/**
 * Every staff action is audited, whichever module's staff routes it is in: the modules reach the staff module's
 * audit log through this decorator, so a module below the staff module (account, auth, balance…) can own its
 * staff routes without importing it.
 */
export const staffAuditPlugin = fp(
  async (app: FastifyInstance, { recordAudit }: StaffAuditPluginOptions) => {
    app.decorate(
      'auditedChange',
      <T>(request: FastifyRequest, action: string, change: StaffChange<T>): Promise<T> =>
        app.db.transaction(async (tx) => {
          const actor = actorOf(request, app.clock.now());
          const outcome = await change(tx, actor);
          await recordAudit(tx, {
            ...actor,
            customerId: outcome.customerId ?? null,
            action: outcome.action ?? action,
            before: outcome.before ?? null,
            after: outcome.after,
          });
          return outcome.result;
        }),
    );
  },
  { name: 'staff-audit', dependencies: ['db', 'staff-auth'] },
);
