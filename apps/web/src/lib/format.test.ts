import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, todayForDateInput } from './format';

// One date form per language on every screen, in Tashkent time (UTC+5).

const MOMENT = '2026-11-24T04:05:00.000Z';

describe('dates and times', () => {
  it.each([
    ['uz', '24.11.2026', '24.11.2026 09:05'],
    ['uzc', '24.11.2026', '24.11.2026 09:05'],
    ['ru', '24.11.2026', '24.11.2026 09:05'],
    ['tj', '24.11.2026', '24.11.2026 09:05'],
    ['en', '24 Nov 2026', '24 Nov 2026, 09:05'],
  ] as const)('%s shows %s', (lang, date, dateTime) => {
    expect(formatDate(MOMENT, lang)).toBe(date);
    expect(formatDateTime(MOMENT, lang)).toBe(dateTime);
    expect(formatTime(MOMENT, lang)).toBe('09:05');
  });

  it('takes the Tashkent day, not the browser’s, around midnight', () => {
    for (const lang of LANGUAGES)
      expect(formatDate('2026-12-31T19:30:00.000Z', lang)).toMatch(/^(01\.01\.2027|1 Jan 2027)$/);
    expect(formatDate(new Date('2026-09-03T00:00:00Z'), 'en')).toBe('3 Sep 2026');
  });

  it('leaves an unreadable value as it is instead of "Invalid Date"', () => {
    expect(formatDate('soon', 'ru')).toBe('soon');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('todayForDateInput', () => {
  it("is Tashkent's date, which is a day ahead of UTC in the evening", () => {
    expect(todayForDateInput(new Date('2026-11-26T20:30:00.000Z'))).toBe('2026-11-27');
    expect(todayForDateInput(new Date('2026-11-26T18:59:00.000Z'))).toBe('2026-11-26');
  });
});
