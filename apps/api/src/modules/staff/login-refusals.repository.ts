import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { staffLoginRefusals } from './staff.schema.js';

export interface Refusal {
  subject: string;
  windowStart: Date;
  staffId: number | null;
  reason: string;
  ipAddress: string;
  at: Date;
}

/** Counts one refusal in its subject's window row (one atomic upsert); answers the row as it now stands. */
export async function countRefusal(db: Queryable, refusal: Refusal) {
  const reasonKey = sql`array[${refusal.reason}::text]`;
  const [row] = await db
    .insert(staffLoginRefusals)
    .values({
      subject: refusal.subject,
      windowStart: refusal.windowStart,
      staffId: refusal.staffId,
      count: 1,
      reasons: { [refusal.reason]: 1 },
      firstAt: refusal.at,
      lastAt: refusal.at,
      lastIp: refusal.ipAddress,
    })
    .onConflictDoUpdate({
      target: [staffLoginRefusals.subject, staffLoginRefusals.windowStart],
      set: {
        count: sql`${staffLoginRefusals.count} + 1`,
        reasons: sql`jsonb_set(${staffLoginRefusals.reasons}, ${reasonKey}, to_jsonb(coalesce((${staffLoginRefusals.reasons} ->> ${refusal.reason}::text)::int, 0) + 1))`,
        lastAt: refusal.at,
        lastIp: refusal.ipAddress,
      },
    })
    .returning();
  if (!row) throw new Error('the refusal upsert returned no row');
  return row;
}
