import { DOMAIN_GRACE_WORKING_DAYS, DOMAIN_REDEMPTION_DAYS, DOMAIN_REMINDER_DAYS } from '@portal/contracts';

// The calendar of a domain after its expiry (docs/providers/registrar.md): the .uz registry keeps an expired name
// for an "additional period" of 7 working days, renewable at the usual price, then 30 days of redemption, when
// only a restore brings it back. We apply the same calendar to every zone: a gTLD registrar's own grace is
// longer, and the daily sync corrects whatever the registrar says. Pure functions, so the rules have unit tests.

export const DAY_MS = 86_400_000;
/** Tashkent keeps UTC+5 all year (no daylight saving since 1992), so a fixed offset gives its calendar. */
const TASHKENT_OFFSET_MS = 5 * 3_600_000;

export type LifecyclePhase = 'active' | 'grace' | 'redemption' | 'expired';

/** The instant the Tashkent calendar day holding `at` starts (00:00 in Tashkent). */
function tashkentDayStart(at: number): number {
  const local = at + TASHKENT_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TASHKENT_OFFSET_MS;
}

/** Monday to Friday in Tashkent. Public holidays are not counted out: the registry publishes no calendar. */
export function isWorkingDay(dayStart: number): boolean {
  const weekday = new Date(dayStart + TASHKENT_OFFSET_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The end of the 7th working day after the expiry's Tashkent date: until then a renewal still saves it. */
export function graceEndsAt(expiresAt: Date): Date {
  let day = tashkentDayStart(expiresAt.getTime());
  for (let counted = 0; counted < DOMAIN_GRACE_WORKING_DAYS; ) {
    day += DAY_MS;
    if (isWorkingDay(day)) counted += 1;
  }
  return new Date(day + DAY_MS);
}

/** 30 calendar days after the grace: until then only a restore saves it; after that the registry releases it. */
export function redemptionEndsAt(expiresAt: Date): Date {
  return new Date(graceEndsAt(expiresAt).getTime() + DOMAIN_REDEMPTION_DAYS * DAY_MS);
}

/** Where a registered domain with this expiry stands at `now`. */
export function phaseAt(expiresAt: Date, now: Date): LifecyclePhase {
  if (now < expiresAt) return 'active';
  if (now < graceEndsAt(expiresAt)) return 'grace';
  if (now < redemptionEndsAt(expiresAt)) return 'redemption';
  return 'expired';
}

/** When the current state ends, for the states that end on a timer (the customer's "renew before …"). */
export function stateEndsAt(status: string, expiresAt: Date | null): Date | null {
  if (!expiresAt) return null;
  if (status === 'grace') return graceEndsAt(expiresAt);
  if (status === 'redemption') return redemptionEndsAt(expiresAt);
  return null;
}

/**
 * The reminder (days before expiry) due at `now`, or null: the smallest threshold the expiry is within, unless
 * that one or a smaller one was already sent for this expiry. A run that missed the 30-day mark sends the 7-day
 * one only, so a customer never gets two reminders at once.
 */
export function dueReminder(expiresAt: Date, now: Date, sentDays: number | null): number | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = [...DOMAIN_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days * DAY_MS);
  if (due === undefined) return null;
  return sentDays !== null && sentDays <= due ? null : due;
}

/** Auto-renew charges from `days` before expiry on, through the grace (a balance topped up late still saves it). */
export function isAutoRenewDue(expiresAt: Date, now: Date, days: number): boolean {
  const phase = phaseAt(expiresAt, now);
  return (phase === 'active' || phase === 'grace') && expiresAt.getTime() - now.getTime() <= days * DAY_MS;
}
