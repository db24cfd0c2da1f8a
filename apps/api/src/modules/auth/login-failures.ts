import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginFailures } from '../../db/schema.js';

/** Failures older than this are forgotten, so an account is not held behind the captcha for ever. */
const FORGET_AFTER_MS = 60 * 60_000;

export async function failuresOf(db: Database, login: string, now: Date): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.login, login)).limit(1);
  if (!row || now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS) return 0;
  return row.failures;
}

export async function recordFailure(db: Database, login: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .insert(loginFailures)
    .values({ login, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.login,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${stale} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

export async function clearFailures(db: Database, login: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.login, login));
}
