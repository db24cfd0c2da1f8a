import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { promoCodeFailures } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

// Guessing codes is limited by failed redeems per account and per IP in a fixed window. The counters live in the
// database, so every process behind a balancer sees the same ones.

export interface FailureLimits {
  failuresPerAccount: number;
  failuresPerIp: number;
  windowSeconds: number;
}

export interface Requester {
  userId: number;
  ip: string;
}

const keysOf = (requester: Requester) => ({
  account: `account:${requester.userId}`,
  ip: `ip:${requester.ip}`,
});

/** Refuses with 429 and Retry-After while the account or the IP has used up its failures in this window. */
export async function assertMayTryPromoCode(
  db: Database,
  requester: Requester,
  limits: FailureLimits,
  now: Date,
): Promise<void> {
  const keys = keysOf(requester);
  const maxOf: Record<string, number> = {
    [keys.account]: limits.failuresPerAccount,
    [keys.ip]: limits.failuresPerIp,
  };
  const windowMs = limits.windowSeconds * 1000;
  const rows = await db
    .select()
    .from(promoCodeFailures)
    .where(inArray(promoCodeFailures.key, [keys.account, keys.ip]));
  let retryAfterMs = 0;
  for (const row of rows) {
    const endsAt = row.windowStartedAt.getTime() + windowMs;
    if (endsAt > now.getTime() && row.failures >= (maxOf[row.key] ?? 0)) {
      retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }
}

/** Counts one failed redeem for the account and the IP; a window that has ended starts again at one. */
export async function recordPromoCodeFailure(
  db: Database,
  requester: Requester,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const isOver = sql`${promoCodeFailures.windowStartedAt} <= ${windowStart}`;
  const keys = keysOf(requester);
  await db
    .insert(promoCodeFailures)
    .values([keys.account, keys.ip].map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: promoCodeFailures.key,
      set: {
        failures: sql`case when ${isOver} then 1 else ${promoCodeFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${isOver} then ${now} else ${promoCodeFailures.windowStartedAt} end`,
      },
    });
  // A counter whose window has ended counts for nothing (its next failure starts again at one), so it goes:
  // the table holds only the accounts and addresses that failed lately.
  await db.delete(promoCodeFailures).where(lte(promoCodeFailures.windowStartedAt, windowStart));
}
