import { DOMAIN_ZONES, type DomainAction, type DomainZone } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { listPrices, upsertPrice } from './domains.repository.js';

/** Demo prices, som a year (register, renew, transfer), 1 to 5 years; .uz near the market's floor. */
const DEMO_YEARLY: Record<DomainZone, number> = {
  uz: 60_000,
  'com.uz': 60_000,
  'co.uz': 60_000,
  'net.uz': 60_000,
  'org.uz': 60_000,
  com: 180_000,
  net: 200_000,
  org: 190_000,
  info: 220_000,
};
/** A restore out of redemption costs about five years of renewal, as registries charge (one year back). */
const RESTORE_FACTOR = 5;

/** The demo price of `years` of `action` in the zone, in tiyin; restore is sold for one year only. */
function demoPrice(zone: DomainZone, action: DomainAction, years: number): number | null {
  if (action === 'restore') return years === 1 ? DEMO_YEARLY[zone] * RESTORE_FACTOR * 100 : null;
  return DEMO_YEARLY[zone] * years * 100;
}

/**
 * Demo mode's price list: every zone and action that has no price yet gets the demo ones, so a database seeded
 * before transfers and restores were sold gains those and keeps what the operator set.
 */
export async function seedDemoDomainPrices(db: Database, now: Date): Promise<void> {
  const existing = await listPrices(db);
  const priced = new Set(existing.map((row) => `${row.zone}/${row.action}`));
  for (const zone of DOMAIN_ZONES) {
    for (const action of ['register', 'renew', 'transfer', 'restore'] as const) {
      if (priced.has(`${zone}/${action}`)) continue;
      for (let years = 1; years <= 5; years++) {
        const priceTiyin = demoPrice(zone, action, years);
        if (priceTiyin !== null) await upsertPrice(db, { zone, action, years, priceTiyin, updatedAt: now });
      }
    }
  }
}
