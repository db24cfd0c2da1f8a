import { and, asc, count, eq, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { hostingSiteCertificates } from './hosting.schema.js';

// What the portal last saw of each site's certificate (hosting-schema.ts).

export type SiteCertificateRow = typeof hostingSiteCertificates.$inferSelect;
export type SiteCertificateState = SiteCertificateRow['state'];

export async function upsertSiteCertificate(
  db: Queryable,
  row: { orderId: number; site: string; state: SiteCertificateState; expiresAt: Date | null; at: Date },
): Promise<void> {
  const values = { state: row.state, expiresAt: row.expiresAt, updatedAt: row.at };
  await db
    .insert(hostingSiteCertificates)
    .values({ orderId: row.orderId, site: row.site, ...values })
    .onConflictDoUpdate({
      target: [hostingSiteCertificates.orderId, hostingSiteCertificates.site],
      set: values,
    });
}

export const deleteSiteCertificate = (db: Queryable, orderId: number, site: string) =>
  db
    .delete(hostingSiteCertificates)
    .where(and(eq(hostingSiteCertificates.orderId, orderId), eq(hostingSiteCertificates.site, site)));

export const listSiteCertificatesOf = (db: Queryable, orderId: number) =>
  db.select().from(hostingSiteCertificates).where(eq(hostingSiteCertificates.orderId, orderId));

/** Certificates being issued, and issued ones lapsing before `warnBefore`: what the watch looks at. */
export const listWatchedCertificates = (db: Queryable, warnBefore: Date, limit: number) =>
  db
    .select()
    .from(hostingSiteCertificates)
    .where(
      or(
        eq(hostingSiteCertificates.state, 'issuing'),
        and(eq(hostingSiteCertificates.state, 'issued'), lte(hostingSiteCertificates.expiresAt, warnBefore)),
      ),
    )
    .orderBy(asc(hostingSiteCertificates.orderId), asc(hostingSiteCertificates.id))
    .limit(limit);

export const markCertificateWarned = (db: Queryable, id: number, expiresAt: Date) =>
  db
    .update(hostingSiteCertificates)
    .set({ warnedExpiresAt: expiresAt })
    .where(eq(hostingSiteCertificates.id, id));

/** Issued certificates whose last day has passed: the panel did not renew them. */
export async function countLapsedCertificates(db: Queryable, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(hostingSiteCertificates)
    .where(and(eq(hostingSiteCertificates.state, 'issued'), lte(hostingSiteCertificates.expiresAt, now)));
  return row?.total ?? 0;
}
