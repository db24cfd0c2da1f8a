import { GRACE_DAYS } from '@portal/contracts';

// The money and time rules of docs/product/hosting.md, as pure functions.

export const DAY_MS = 86_400_000;

/** Extend by N periods: from the expiry when it is still ahead (active), from now otherwise (week). */
export function extendedExpiry(expiresAt: Date, now: Date, periods: number, payTypeSeconds: number): Date {
  const from = Math.max(expiresAt.getTime(), now.getTime());
  return new Date(from + periods * payTypeSeconds * 1000);
}

/** A tariff change starts a new period now; what was left of the old one is lost. */
export function changedExpiry(now: Date, payTypeSeconds: number): Date {
  return new Date(now.getTime() + payTypeSeconds * 1000);
}

export const lostSeconds = (expiresAt: Date, now: Date): number =>
  Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * TARIFF_CHANGE_POLICY=prorate: the unused whole days' share of the period price, rounded down to the tiyin so
 * the credit never exceeds what was paid. `days` is contracts' remainingDays, the number every screen shows.
 */
export function unusedDaysCreditTiyin(
  periodPriceTiyin: number,
  payTypeSeconds: number,
  days: number,
): number {
  const periodDays = payTypeSeconds / (DAY_MS / 1000);
  if (days <= 0 || periodDays <= 0 || periodPriceTiyin <= 0) return 0;
  return Math.floor((periodPriceTiyin * days) / periodDays);
}

export const graceEnds = (expiresAt: Date): Date => new Date(expiresAt.getTime() + GRACE_DAYS * DAY_MS);

/** The panel login: lowercase, starting with a letter, within ISPmanager's 32 characters. */
export function panelLoginFor(userId: number, random: string): string {
  return `u${userId}h${random}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);
}
