import { describe, expect, it } from 'vitest';
import { addWorkingDays, queueTiming } from './working-days';

// Times are Tashkent (+05:00); 2026-11-23 is a Monday.

describe('the .uz queue promise of 2 working days', () => {
  it.each([
    ['Monday 10:00 is due Wednesday 10:00', '2026-11-23T10:00:00+05:00', '2026-11-25T10:00:00+05:00'],
    ['Thursday 15:00 is due Monday 15:00', '2026-11-26T15:00:00+05:00', '2026-11-30T15:00:00+05:00'],
    ['Friday 09:00 is due Tuesday 09:00', '2026-11-27T09:00:00+05:00', '2026-12-01T09:00:00+05:00'],
    [
      'Saturday counts from Monday 00:00, due Wednesday',
      '2026-11-28T13:00:00+05:00',
      '2026-12-02T00:00:00+05:00',
    ],
    ['Sunday 23:30 counts from Monday 00:00', '2026-11-29T23:30:00+05:00', '2026-12-02T00:00:00+05:00'],
    [
      'Friday 23:30 Tashkent (18:30 UTC) is still Friday',
      '2026-11-27T23:30:00+05:00',
      '2026-12-01T23:30:00+05:00',
    ],
  ])('%s', (_, from, due) => {
    expect(addWorkingDays(new Date(from), 2).toISOString()).toBe(new Date(due).toISOString());
  });

  it('tells the age and whether it is overdue', () => {
    const created = '2026-11-23T10:00:00+05:00';
    expect(queueTiming(created, new Date('2026-11-23T13:30:00+05:00'))).toMatchObject({
      ageHours: 3,
      ageDays: 0,
      overdue: false,
    });
    expect(queueTiming(created, new Date('2026-11-25T10:00:00+05:00')).overdue).toBe(false);
    expect(queueTiming(created, new Date('2026-11-25T10:01:00+05:00'))).toMatchObject({
      ageDays: 2,
      overdue: true,
    });
  });
});
