import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse-limit counters of every process (rate-limiter-flexible's Drizzle store shape: key, points, expire).
 * A key is `<limit name>:<who>`; a row whose expire has passed counts as zero and is swept later.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
