import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { domainPrices } from '../../db/schema.js';

export type DomainPriceRowDb = typeof domainPrices.$inferSelect;

export async function listPrices(db: Queryable, zones?: readonly string[]) {
  return db
    .select()
    .from(domainPrices)
    .where(zones ? inArray(domainPrices.zone, [...zones]) : undefined)
    .orderBy(domainPrices.zone, domainPrices.action, domainPrices.years);
}

/** Sets one price (insert or change). */
export async function upsertPrice(db: Queryable, row: typeof domainPrices.$inferInsert) {
  await db
    .insert(domainPrices)
    .values(row)
    .onConflictDoUpdate({
      target: [domainPrices.zone, domainPrices.action, domainPrices.years],
      set: { priceTiyin: row.priceTiyin, updatedAt: row.updatedAt },
    });
}

export async function deletePrice(db: Queryable, zone: string, action: string, years: number) {
  await db
    .delete(domainPrices)
    .where(
      and(
        eq(domainPrices.zone, zone),
        eq(domainPrices.action, action as DomainPriceRowDb['action']),
        eq(domainPrices.years, years),
      ),
    );
}
