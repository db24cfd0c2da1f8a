import { i18n } from './i18n';

// The test runtime's default locale is English; in a browser set to Russian it would be Russian. uzc and tj are no
// language Intl knows, so without our rules i18next would follow that default (see pluralRulesByTag).
const ruleOf = (code: string) =>
  (i18n.services.pluralResolver as { getRule: (code: string) => Intl.PluralRules }).getRule(code);

describe('plural forms', () => {
  it.each(['uz', 'uzc', 'tj'])('%s follows Uzbek rules, not the runtime default locale', (code) => {
    expect(ruleOf(code).resolvedOptions().locale).toBe('uz');
  });

  it('ru follows Russian rules: 3 and 5 take different forms', () => {
    expect(ruleOf('ru').select(3)).toBe('few');
    expect(ruleOf('ru').select(5)).toBe('many');
  });

  it('counts webhook attempts in Russian with the form the number takes', async () => {
    await i18n.changeLanguage('ru');
    try {
      const t = i18n.getFixedT('ru', 'webhooks');
      expect([1, 3, 5].map((count) => t('deliveries.attempts', { count }))).toEqual([
        '1 попытка',
        '3 попытки',
        '5 попыток',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
