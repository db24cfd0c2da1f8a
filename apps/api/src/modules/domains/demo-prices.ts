import { DOMAIN_ZONES, type DomainZone } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { listPrices, upsertPrice } from './domains.repository.js';

/** Demo prices, som a year (register and renew), 1 to 5 years; .uz near the market's floor. */
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

/** Demo mode's price list, once: a database that has prices keeps them. */
export async function seedDemoDomainPrices(db: Database, now: Date): Promise<void> {
  if ((await listPrices(db)).length > 0) return;
  for (const zone of DOMAIN_ZONES) {
    for (let years = 1; years <= 5; years++) {
      for (const action of ['register', 'renew'] as const) {
        await upsertPrice(db, {
          zone,
          action,
          years,
          priceTiyin: DEMO_YEARLY[zone] * years * 100,
          updatedAt: now,
        });
      }
    }
  }
}
