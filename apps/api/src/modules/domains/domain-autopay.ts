import type { Database } from '../../db/database.js';
import { balanceOf } from '../balance/balance.service.js';
import {
  AUTOPAY_LEAD_DAYS,
  type AutopayDeps,
  attemptDetail,
  autopaySubject,
  chargeRenewalShortfall,
} from '../payments/autopay.service.js';
import { isAutoRenewDue } from './domain-lifecycle.js';
import { autoRenewDueIds, termPriceTiyin } from './domain-lifecycle.repository.js';
import { findDomain, insertDomainEvent } from './domains.repository.js';

// Auto-pay in the domain timers (docs/product/saved-cards.md), the orders' rule for domains: a domain with
// auto-renew on that renews within three days, or is in its grace, and whose year the balance cannot pay, gets
// the shortfall charged to the auto-pay card; the auto-renew step after it then renews from the balance as
// before. The charge, its retries and exactly-once are the payments side's (autopay.service.ts), keyed by the
// domain and the expiry being renewed. The card is charged outside any transaction and any row lock.

const BATCH = 100;

export async function runDomainAutopay(db: Database, deps: AutopayDeps, now: () => Date): Promise<number> {
  const at = now();
  let charged = 0;
  for (const id of await autoRenewDueIds(db, at, AUTOPAY_LEAD_DAYS, BATCH)) {
    const domain = await findDomain(db, id);
    const expiresAt = domain?.expiresAt;
    if (!domain?.autoRenew || !expiresAt || !isAutoRenewDue(expiresAt, at, AUTOPAY_LEAD_DAYS)) continue;
    const priceTiyin = await termPriceTiyin(db, domain.zone, 'renew', 1);
    if (priceTiyin === undefined) continue;
    const balance = await balanceOf(db, domain.userId);
    if (balance >= priceTiyin) continue;
    const attempt = await chargeRenewalShortfall(db, deps, {
      userId: domain.userId,
      subject: autopaySubject('domain', domain.id),
      period: expiresAt.toISOString(),
      shortfallTiyin: priceTiyin - balance,
      now,
    });
    const event = attemptDetail(attempt);
    if (event && attempt.kind !== 'none') {
      // The outcome in the action: the customer's domain history words each event by its action alone.
      await insertDomainEvent(db, {
        domainId: domain.id,
        kind: 'auto_renew',
        action: `autopay_${attempt.kind}`,
        detail: { ...event.detail, ok: event.ok, expires_at: expiresAt.toISOString() },
        at: now(),
      });
    }
    if (attempt.kind === 'paid') charged += 1;
  }
  return charged;
}
