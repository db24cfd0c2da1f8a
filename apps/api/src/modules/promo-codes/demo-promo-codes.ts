import type { Database } from '../../db/database.js';
import { insertPromoCode } from './promo-codes.repository.js';

// Demo mode: a public code anyone can redeem once, and a personal one waiting for the demo customer.

export const DEMO_PROMO_CODES = {
  public: { code: 'DEMO2026', amountTiyin: 10_000 * 100 },
  personal: { code: 'WELCOME-DEMO', amountTiyin: 5_000 * 100 },
} as const;

/** Idempotent: a code that exists (in any letter case) is left as it is. */
export async function seedDemoPromoCodes(db: Database, demoUserId: number, now: Date): Promise<void> {
  await insertPromoCode(db, { ...DEMO_PROMO_CODES.public, validFrom: now, createdAt: now });
  await insertPromoCode(db, {
    ...DEMO_PROMO_CODES.personal,
    userId: demoUserId,
    validFrom: now,
    createdAt: now,
  });
}
