import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Limiter, LimitRule, LimitStore } from './limit-store.js';
import { rateLimits } from './limits.schema.js';

/** Counters stay this long after their window ended (what the library's own clean-up keeps too). */
const KEEP_EXPIRED_MS = 60 * 60_000;

interface Row {
  points: number;
  expire: Date | null;
}

/**
 * rate-limiter-flexible's Drizzle store, reading time from the app's clock instead of the system's, so limits
 * follow the same time as everything else (tests move it). The upsert is the library's: one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, atomic on PostgreSQL and PGlite alike. (The three methods
 * below replace the library's own, which read Date.now(); its typings do not declare them.)
 */
class ClockedDrizzleLimiter extends RateLimiterDrizzle {
  constructor(
    options: ConstructorParameters<typeof RateLimiterDrizzle>[0],
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    super(options);
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = this.clock.now();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const ended = sql`${rateLimits.expire} <= ${now}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${ended} then ${points} else ${rateLimits.points} + ${points} end`,
              expire: sql`case when ${ended} then ${expire} else ${rateLimits.expire} end`,
            },
      })
      .returning();
    if (!row) throw new Error('the limit upsert returned no row');
    return row;
  }

  async _get(key: string): Promise<Row | null> {
    const now = this.clock.now();
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), or(gt(rateLimits.expire, now), isNull(rateLimits.expire))))
      .limit(1);
    return row ?? null;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: Row): RateLimiterRes {
    const msBeforeNext = row.expire ? Math.max(row.expire.getTime() - this.clock.now().getTime(), 0) : -1;
    return new RateLimiterRes(
      Math.max(this.points - row.points, 0),
      msBeforeNext,
      row.points,
      row.points === changedPoints,
    );
  }
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function limiterOf(db: Database, clock: Clock, rule: LimitRule): Limiter {
  const store = new ClockedDrizzleLimiter(
    {
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
      // Expired rows are swept by the app's recurring job, not by a timer per limiter.
      clearExpiredByTimeout: false,
    },
    db,
    clock,
  );
  return {
    async consume(key) {
      // The library rejects with the RateLimiterRes once the count passes the points; a database error rejects
      // with an Error and must surface as one.
      const outcome = await store.consume(key).then(
        (res) => ({ allowed: true, res }),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return { allowed: false, res: rejection };
          throw rejection;
        },
      );
      return {
        allowed: outcome.allowed,
        count: outcome.res.consumedPoints,
        retryAfterSeconds: secondsOf(outcome.res.msBeforeNext),
      };
    },
    async reward(key) {
      await store.reward(key);
    },
    async count(key) {
      return (await store.get(key))?.consumedPoints ?? 0;
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/** The limit store on the app's own database, so every process behind a balancer counts together. */
export function createDatabaseLimitStore(db: Database, clock: Clock): LimitStore {
  return {
    limiter: (rule) => limiterOf(db, clock, rule),
    async sweep() {
      const cutoff = new Date(clock.now().getTime() - KEEP_EXPIRED_MS);
      const gone = await db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, cutoff))
        .returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}
