import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from './idempotency-keys.schema.js';

// The idempotency_keys rows of plugins/idempotency.ts: claimed, held, answered or freed by one holder.

/**
 * How long a claim holds without its transaction: a retry after this takes over a key whose process died before
 * it committed (while the holder's transaction runs, its row lock keeps the key whatever the time), like a job's
 * lease.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** How long a key is remembered: longer than any client retries a lost answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export interface Claim {
  userId: number;
  key: string;
  /** This request's own id: every write below names it, so a request whose key was taken over changes nothing. */
  holder: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (claim: Pick<Claim, 'userId' | 'key'>) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

const heldBy = (claim: Claim) =>
  and(keyOf(claim), eq(idempotencyKeys.holder, claim.holder), eq(idempotencyKeys.status, 'pending'));

/** One INSERT: of two racing requests only one claims the key. */
export async function claimKey(
  db: Database,
  claim: Claim,
  request: { route: string; requestHash: string },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId: claim.userId,
      key: claim.key,
      route: request.route,
      requestHash: request.requestHash,
      status: 'pending',
      createdAt: now,
      holder: claim.holder,
      leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(
  db: Database,
  claim: Pick<Claim, 'userId' | 'key'>,
): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  return row;
}

/**
 * Takes over a pending key whose lease ran out and whose row no transaction holds: its holder died before
 * committing, so nothing was done and the retry does the work. A key held by a running transaction is skipped,
 * not waited for. (A key left without a lease by a version before leases counts as run out.)
 */
export async function takeOverKey(db: Database, claim: Claim, now: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ holder: claim.holder, leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS) })
    .where(
      and(
        keyOf(claim),
        eq(idempotencyKeys.status, 'pending'),
        or(isNull(idempotencyKeys.leaseUntil), lte(idempotencyKeys.leaseUntil, now)),
        sql`exists (select 1 from ${idempotencyKeys} as held where held.user_id = ${claim.userId}
          and held.key = ${claim.key} for update skip locked)`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Locks the key in the transaction of the work; false when another request took it over meanwhile. */
export async function holdKey(tx: Database, claim: Claim): Promise<boolean> {
  const held = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(heldBy(claim))
    .for('update');
  return held.length > 0;
}

export async function answerKey(
  db: Database,
  claim: Claim,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body, leaseUntil: null })
    .where(heldBy(claim));
}

/** Frees the key after a 5xx, so the client may try again. */
export async function releaseKey(db: Database, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(claim));
}

/** Keys older than their time, for the recurring sweep. */
export async function sweepIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
