import type { DomainInfo } from '../../integrations/registrar/registrar.js';
import { type LifecyclePhase, phaseAt } from './domain-lifecycle.js';
import type { DomainRow } from './domains.repository.js';

// What the daily sync would change (docs/providers/registrar.md: the registrar's expiry is the truth). Pure, so
// the console's "notify only" dry run and the sync itself compute the same list.

export interface DomainState {
  status: string;
  expires_at: string | null;
}

export interface SyncDrift {
  domainId: number;
  userId: number;
  name: string;
  /**
   * `expiry`: the registrar has another expiry (the status follows it); `status`: same expiry, but the phase
   * it puts the domain in differs; `missing`: the name is not in our reseller account. A missing name is
   * reported, never applied: a registrar's hiccup must not release a customer's name to others.
   */
  kind: 'expiry' | 'status' | 'missing';
  before: DomainState;
  after: DomainState;
}

const SYNCED_STATUSES: readonly string[] = ['active', 'grace', 'redemption'];
const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

/**
 * The status the registrar's expiry gives at `now`. While the registrar still holds the name it is not
 * released, so the phase stops at redemption (a gTLD registrar's own grace is longer than ours).
 */
function statusFor(expiresAt: Date, now: Date): LifecyclePhase {
  const phase = phaseAt(expiresAt, now);
  return phase === 'expired' ? 'redemption' : phase;
}

export function compareWithRegistrar(
  domain: DomainRow,
  info: DomainInfo | null,
  now: Date,
): SyncDrift | null {
  if (!SYNCED_STATUSES.includes(domain.status)) return null;
  const before = { status: domain.status, expires_at: domain.expiresAt?.toISOString() ?? null };
  const base = { domainId: domain.id, userId: domain.userId, name: domain.name, before };
  if (!info) return { ...base, kind: 'missing', after: before };
  const after = { status: statusFor(info.expiresAt, now), expires_at: info.expiresAt.toISOString() };
  if (seconds(domain.expiresAt) !== seconds(info.expiresAt)) return { ...base, kind: 'expiry', after };
  // The timers may move a domain forward a little later than the clock; only a step back is drift (renewed).
  if (after.status !== domain.status && after.status === 'active') return { ...base, kind: 'status', after };
  return null;
}
