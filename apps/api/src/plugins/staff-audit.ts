import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { actorOf } from './staff-auth.js';

/** Who acted, from where and when: what every audited staff action records. */
export type StaffActor = ReturnType<typeof actorOf>;

/** One audit row a change records besides its own (e.g. each payment a bank statement credits). */
export interface AuditedEntry {
  action: string;
  before?: unknown;
  after: unknown;
  customerId?: number | null;
}

/** What a change did (before, after, whose customer) and what its caller answers (result). */
export interface AuditedOutcome<T> {
  result: T;
  /** The action recorded, when the change itself decides which it was (applied at once, or left pending). */
  action?: string;
  before?: unknown;
  after: unknown;
  customerId?: number | null;
  /** Rows the change recorded along the way, written before its own. */
  also?: AuditedEntry[];
  /** false: the change found nothing to do (already so, or a repeat an earlier row stands for): no row. */
  audited?: false;
}

/** A staff change run by `app.auditedChange`, in the transaction its audit row is written in. */
export type StaffChange<T> = (tx: Database, actor: StaffActor) => Promise<AuditedOutcome<T>>;

/** The audit log's one way in (the staff module's `auditedChange`), given at composition (app.ts). */
export type RunAudited = <T>(
  db: Database,
  record: { staffId: number | null; ipAddress: string | null; at: Date; action: string },
  change: (tx: Database) => Promise<AuditedOutcome<T>>,
) => Promise<T>;

export interface StaffAuditPluginOptions {
  auditedChange: RunAudited;
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
  async (app: FastifyInstance, { auditedChange }: StaffAuditPluginOptions) => {
    app.decorate(
      'auditedChange',
      <T>(request: FastifyRequest, action: string, change: StaffChange<T>): Promise<T> => {
        const actor = actorOf(request, app.clock.now());
        return auditedChange(app.db, { ...actor, action }, (tx) => change(tx, actor));
      },
    );
  },
  { name: 'staff-audit', dependencies: ['db', 'staff-auth'] },
);
