import type { Database } from '../../db/database.js';
import { changeBalance } from '../balance/balance.service.js';
import { startOperation } from './domain-operations.service.js';
import { insertDomain } from './domains.repository.js';
import { findPrice, hasDomainNamed } from './staff/domains-staff.repository.js';

/** The demo customer's .uz order that waits in the console's fulfilment queue. */
export const DEMO_QUEUED_DOMAIN = 'demo-dokon.uz';

/**
 * Demo mode: one paid .uz registration waiting for staff, so the console's queue has something to complete.
 * The customer tops up exactly its price first (an honest ledger). Seeded once: a database that has the name
 * (in any state) keeps it.
 */
export async function seedDemoQueue(
  db: Database,
  userId: number,
  recordId: number,
  now: Date,
): Promise<void> {
  const price = await findPrice(db, { zone: 'uz', action: 'register', years: 1 });
  if (!price || (await hasDomainNamed(db, DEMO_QUEUED_DOMAIN))) return;
  await db.transaction(async (tx) => {
    const domain = await insertDomain(tx, {
      userId,
      name: DEMO_QUEUED_DOMAIN,
      displayName: DEMO_QUEUED_DOMAIN,
      zone: 'uz',
      status: 'pending',
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
      autoRenew: true,
      recordId,
      createdAt: now,
      updatedAt: now,
    });
    await changeBalance(tx, {
      userId,
      amountTiyin: price.priceTiyin,
      reason: 'top_up',
      reference: null,
      at: now,
    });
    await startOperation(tx, {
      domainId: domain.id,
      userId,
      zone: 'uz',
      action: 'register',
      years: 1,
      amountTiyin: price.priceTiyin,
      payload: { nameservers: ['ns1.portal.uz', 'ns2.portal.uz'] },
      now,
    });
  });
}
