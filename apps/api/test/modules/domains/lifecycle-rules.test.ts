import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  dueReminder,
  graceEndsAt,
  isAutoRenewDue,
  phaseAt,
  redemptionEndsAt,
  stateEndsAt,
} from '../../../src/modules/domains/domain-lifecycle.js';

// The calendar after expiry: 7 working days (Mon–Fri in Tashkent) of grace, then 30 days of redemption.

const at = (iso: string) => new Date(iso);
const days = (count: number) => count * DAY_MS;

describe('the grace and redemption calendar', () => {
  it('counts 7 working days after the expiry date, skipping weekends, to the end of the 7th', () => {
    // Friday 27 November 2026, noon in Tashkent: Mon 30 … Fri 4 are five, Mon 7 and Tue 8 the sixth and seventh.
    expect(graceEndsAt(at('2026-11-27T07:00:00Z')).toISOString()).toBe('2026-12-08T19:00:00.000Z');
    // Monday 30 November: Tue 1 … Wed 9 December; the grace ends at the start of Thursday 10 in Tashkent.
    expect(graceEndsAt(at('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-12-09T19:00:00.000Z');
  });

  it('takes the date in Tashkent, not in UTC', () => {
    // 20:00 UTC on Thursday 26 is 01:00 on Friday 27 in Tashkent: the same grace as the Friday expiry.
    expect(graceEndsAt(at('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-12-08T19:00:00.000Z');
    // 18:59 UTC on Thursday 26 is still Thursday in Tashkent: one working day earlier.
    expect(graceEndsAt(at('2026-11-26T18:59:00Z')).toISOString()).toBe('2026-12-07T19:00:00.000Z');
  });

  it('ends the redemption 30 days after the grace', () => {
    expect(redemptionEndsAt(at('2026-11-27T07:00:00Z')).toISOString()).toBe('2027-01-07T19:00:00.000Z');
  });

  it('places an instant in its phase', () => {
    const expiry = at('2026-11-27T07:00:00Z');
    expect(phaseAt(expiry, at('2026-11-27T06:59:59Z'))).toBe('active');
    expect(phaseAt(expiry, expiry)).toBe('grace');
    expect(phaseAt(expiry, at('2026-12-08T18:59:59Z'))).toBe('grace');
    expect(phaseAt(expiry, at('2026-12-08T19:00:00Z'))).toBe('redemption');
    expect(phaseAt(expiry, at('2027-01-07T18:59:59Z'))).toBe('redemption');
    expect(phaseAt(expiry, at('2027-01-07T19:00:00Z'))).toBe('expired');
  });

  it('answers when the grace or the redemption ends, and nothing for other states', () => {
    const expiry = at('2026-11-27T07:00:00Z');
    expect(stateEndsAt('grace', expiry)?.toISOString()).toBe('2026-12-08T19:00:00.000Z');
    expect(stateEndsAt('redemption', expiry)?.toISOString()).toBe('2027-01-07T19:00:00.000Z');
    expect(stateEndsAt('active', expiry)).toBeNull();
    expect(stateEndsAt('grace', null)).toBeNull();
  });
});

describe('reminders before expiry', () => {
  const expiry = at('2027-03-01T07:00:00Z');
  const daysBefore = (count: number) => new Date(expiry.getTime() - days(count));

  it('sends 30, 7 and 1 days before, each once', () => {
    expect(dueReminder(expiry, daysBefore(31), null)).toBeNull();
    expect(dueReminder(expiry, daysBefore(30), null)).toBe(30);
    expect(dueReminder(expiry, daysBefore(20), 30)).toBeNull();
    expect(dueReminder(expiry, daysBefore(7), 30)).toBe(7);
    expect(dueReminder(expiry, daysBefore(3), 7)).toBeNull();
    expect(dueReminder(expiry, daysBefore(1), 7)).toBe(1);
    expect(dueReminder(expiry, daysBefore(0.5), 1)).toBeNull();
  });

  it('sends only the nearest one when earlier ones were missed, and none after expiry', () => {
    expect(dueReminder(expiry, daysBefore(5), null)).toBe(7);
    expect(dueReminder(expiry, daysBefore(0.5), null)).toBe(1);
    expect(dueReminder(expiry, expiry, null)).toBeNull();
  });
});

describe('when auto-renew charges', () => {
  const expiry = at('2027-03-01T07:00:00Z');

  it('from the configured days before expiry on, through the grace, not in redemption', () => {
    expect(isAutoRenewDue(expiry, new Date(expiry.getTime() - days(31)), 30)).toBe(false);
    expect(isAutoRenewDue(expiry, new Date(expiry.getTime() - days(30)), 30)).toBe(true);
    expect(isAutoRenewDue(expiry, new Date(expiry.getTime() + days(2)), 30)).toBe(true);
    expect(isAutoRenewDue(expiry, new Date(expiry.getTime() + days(20)), 30)).toBe(false);
  });
});
