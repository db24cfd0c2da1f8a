import { TASHKENT_TIME_ZONE } from './constants.js';

// One count of "days left" for every screen: the order list, the tariff-change modal and the
// prorated credit all read this, so the same order never shows 90 in one place and 89 in another.

const DAY_MS = 86_400_000;

const tashkentDate = new Intl.DateTimeFormat('en-US', {
  timeZone: TASHKENT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Tashkent calendar day of an instant, as a whole number of days since 1970-01-01. */
function tashkentDayNumber(at: Date): number {
  const parts = Object.fromEntries(
    tashkentDate.formatToParts(at).map((part) => [part.type, Number(part.value)] as const),
  );
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS;
}

/**
 * Whole days left until the expiry, counted in Tashkent calendar days: the customer sees the expiry as a
 * Tashkent date, so "days left" is the number of dates from today to that date (0 on the expiry day itself,
 * never negative). It does not tick down during the day, and it does not depend on the reader's time zone.
 */
export function remainingDays(expiresAt: Date | string, now: Date): number {
  const expiry = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  if (expiry.getTime() <= now.getTime()) return 0;
  return Math.max(0, tashkentDayNumber(expiry) - tashkentDayNumber(now));
}
