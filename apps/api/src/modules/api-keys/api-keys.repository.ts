import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { apiKeys } from './api-keys.schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Queryable, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  return inserted as ApiKeyRow;
}

/** The keys an account holds (not revoked; an expired one stays listed until revoked), oldest first. */
export const listLiveApiKeys = (db: Queryable, userId: number) =>
  db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.id));

export async function countLiveApiKeys(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** Revokes one of the account's keys; answers its row, or undefined when there was none to revoke. */
export async function revokeApiKeyRow(db: Queryable, input: { userId: number; id: number; now: Date }) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: input.now })
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.userId, input.userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** A key that is not revoked, by the hash of its secret: one indexed read on every request a key makes. */
export async function findLiveApiKeyByHash(db: Queryable, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/**
 * Records a use unless one was recorded after `staleBefore`: the condition is in the write, so processes serving
 * the same key at once write it once a minute between them.
 */
export async function touchApiKey(
  db: Queryable,
  input: { id: number; at: Date; ip: string; staleBefore: Date },
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: input.at, lastUsedIp: input.ip })
    .where(
      and(
        eq(apiKeys.id, input.id),
        or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, input.staleBefore)),
      ),
    );
}
