import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.schema.js';

// The webhooks' rows. An account is its owner's user id.

export async function countEndpoints(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Queryable,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted as WebhookEndpointRow;
}

export const listEndpoints = (db: Queryable, userId: number) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.id);

export async function findEndpoint(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .limit(1);
  return row;
}

export async function updateEndpoint(
  db: Queryable,
  { userId, id, ...patch }: { userId: number; id: number } & Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

/** Deletes the endpoint with its deliveries; answers whether there was one. */
export async function deleteEndpoint(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Deletes every endpoint of an account; their deliveries go with them (on delete cascade). */
export async function deleteEndpointsOf(db: Queryable, userId: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
}

export const enabledEndpointsOf = (db: Queryable, userId: number) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.enabled, true)));

export async function insertDelivery(
  db: Queryable,
  row: typeof webhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [inserted] = await db.insert(webhookDeliveries).values(row).returning();
  return inserted as WebhookDeliveryRow;
}

export async function findDeliveryWithEndpoint(db: Queryable, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row;
}

export async function findDeliveryOf(db: Queryable, endpointId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row;
}

/**
 * Takes attempt number `attempts + 1` of a pending delivery: one conditional UPDATE, so of two jobs holding the
 * same attempt (a retry and a resend racing) only one sends. Answers whether this caller took it. The attempt is
 * held until `leaseUntil`: an attempt never recorded (its process died) leaves the delivery due again then.
 */
export async function claimAttempt(
  db: Queryable,
  { id, attempts, at, leaseUntil }: { id: number; attempts: number; at: Date; leaseUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ attempts: attempts + 1, lastAttemptAt: at, nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.attempts, attempts),
        eq(webhookDeliveries.state, 'pending'),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/**
 * Pending deliveries overdue since `before` (at most `limit`, the longest overdue first): their job was lost or
 * their attempt never recorded. Each is made due at `now`, so the next sweep leaves it alone while its new job
 * waits; answers them with their attempts.
 */
export async function takeOverdueDeliveries(
  db: Queryable,
  { before, now, limit }: { before: Date; now: Date; limit: number },
) {
  const overdue = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, before)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(and(inArray(webhookDeliveries.id, overdue), eq(webhookDeliveries.state, 'pending')))
    .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts });
}

export async function updateDelivery(
  db: Queryable,
  id: number,
  patch: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
}

export async function listDeliveriesPage(db: Queryable, endpointId: number, limit: number, offset: number) {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setEndpointHealth(
  db: Queryable,
  id: number,
  patch: Pick<
    Partial<typeof webhookEndpoints.$inferInsert>,
    'lastSuccessAt' | 'failingSince' | 'enabled' | 'disabledReason'
  >,
): Promise<void> {
  await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id));
}
