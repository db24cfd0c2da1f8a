import { createRequire } from 'node:module';
import { type Language, scheduleOf } from '@portal/contracts';
import type { toString as describeCron } from 'cronstrue/dist/cronstrue-i18n.js';
import { translate } from '../../i18n/i18n.js';

// A cron schedule in the customer's words (docs/hosting-control.md). The simple choices (every N minutes,
// hourly, daily, weekly) are our own texts in all five languages, so they read the same everywhere. Other five
// fields go through cronstrue where it has the language (ru, en, and tg for Tajik); it has no Uzbek, so uz and
// uzc show the fields as they are, after a word saying what they are.

// The library is CommonJS with every locale in one file; its types name `toString` only.
const cronstrue = createRequire(import.meta.url)('cronstrue/i18n') as { toString: typeof describeCron };

const CRONSTRUE_LOCALE: Partial<Record<Language, string>> = { ru: 'ru', en: 'en', tj: 'tg' };

export function scheduleText(expression: string, language: Language): string {
  const schedule = scheduleOf(expression);
  switch (schedule.kind) {
    case 'every_minutes':
      return translate(language, 'hosting:cron.every_minutes', { minutes: schedule.minutes });
    case 'hourly':
      return translate(language, 'hosting:cron.hourly', { minute: schedule.minute });
    case 'daily':
      return translate(language, 'hosting:cron.daily', { time: schedule.time });
    case 'weekly':
      return translate(language, 'hosting:cron.weekly', {
        time: schedule.time,
        weekday: translate(language, `hosting:cron.weekdays.d${schedule.weekday}`),
      });
    case 'custom':
      break;
  }
  const locale = CRONSTRUE_LOCALE[language];
  if (locale) {
    try {
      return cronstrue.toString(expression, {
        locale,
        use24HourTimeFormat: true,
        throwExceptionOnParseError: true,
      });
    } catch {
      // A schedule the library cannot read is shown as its fields.
    }
  }
  return translate(language, 'hosting:cron.custom', { expression });
}
