import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What staff were told about (a job given up, money that does not reconcile, a low registrar balance, a failed
 * ledger check): one row per alert sent, open until someone marks it resolved. The once-per-hour guard of each
 * kind is a counter in the shared limit store, so every process honours it.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What happened, in staff words; never a customer's personal data or a secret. */
    summary: text('summary').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('staff_alerts_open_idx').on(table.resolvedAt, table.raisedAt)],
);
