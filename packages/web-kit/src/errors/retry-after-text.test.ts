import i18n from 'i18next';
import { ApiError } from '../api/api-error';
import { kitLocaleFiles } from '../i18n/locale-files';
import { errorText } from './error-text';

const limited = (seconds?: number) => new ApiError(429, 'RATE_LIMITED', 'Too many requests', {}, {}, seconds);

describe('a limited answer', () => {
  beforeAll(async () => {
    for (const lang of ['ru', 'uz', 'uzc']) {
      i18n.addResourceBundle(lang, 'errors', (await kitLocaleFiles[`${lang}/errors`]?.()) ?? {});
    }
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says how long to wait in the largest unit, rounded up', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(errorText(t, limited(240), 'x')).toBe('Too many attempts. Try again in 4 minutes.');
    expect(errorText(t, limited(61), 'x')).toBe('Too many attempts. Try again in 2 minutes.');
    expect(errorText(t, limited(1), 'x')).toBe('Too many attempts. Try again in 1 second.');
    expect(errorText(t, limited(3600), 'x')).toBe('Too many attempts. Try again in 1 hour.');
  });

  it('uses the plural forms of the customer’s language', async () => {
    await i18n.changeLanguage('ru');
    const t = i18n.t.bind(i18n);
    expect(errorText(t, limited(60), 'x')).toBe('Слишком много попыток. Повторите через 1 минуту.');
    expect(errorText(t, limited(240), 'x')).toBe('Слишком много попыток. Повторите через 4 минуты.');
    expect(errorText(t, limited(300), 'x')).toBe('Слишком много попыток. Повторите через 5 минут.');
    await i18n.changeLanguage('uz');
    expect(i18n.t.bind(i18n)('errors:retry_in.minutes', { count: 4 })).toBe(
      'Urinishlar juda koʻp. 4 daqiqadan keyin qaytadan urinib koʻring.',
    );
    await i18n.changeLanguage('uzc');
    expect(errorText(i18n.t.bind(i18n), limited(30), 'x')).toBe(
      'Уринишлар жуда кўп. 30 сониядан кейин қайтадан уриниб кўринг.',
    );
  });

  it('without a Retry-After keeps the general text', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(i18n.t.bind(i18n), limited(), 'x')).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
