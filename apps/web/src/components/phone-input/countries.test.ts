import { listCountries, matchesCountry } from '@/components/phone-input/countries';
import { loadCountryNames } from '@/lib/country-names';
import { withoutDisplayNames } from '@/test/no-display-names';

describe('country list', () => {
  let russian: ReturnType<typeof listCountries> = [];
  const find = (code: string) => russian.find((option) => option.code === code);
  beforeAll(async () => {
    await loadCountryNames('ru');
    russian = listCountries('ru');
  });

  it('puts Uzbekistan first and names countries in the UI language', () => {
    expect(russian[0]).toMatchObject({ code: 'UZ', name: 'Узбекистан', dialCode: '998', flag: '🇺🇿' });
  });

  it('matches by the local name, the English name, the ISO code and the dialling code', () => {
    const kazakhstan = find('KZ');
    expect(kazakhstan && matchesCountry(kazakhstan, 'казах')).toBe(true);
    expect(kazakhstan && matchesCountry(kazakhstan, 'kazakh')).toBe(true);
    expect(kazakhstan && matchesCountry(kazakhstan, 'kz')).toBe(true);
    expect(kazakhstan && matchesCountry(kazakhstan, '+7')).toBe(true);
    expect(kazakhstan && matchesCountry(kazakhstan, 'germany')).toBe(false);
  });
});

describe('country names from our own tables, also where the browser has none', () => {
  let restore: () => void;
  beforeAll(async () => {
    restore = withoutDisplayNames();
    await Promise.all((['uz', 'uzc', 'ru', 'en', 'tj'] as const).map(loadCountryNames));
  });
  afterAll(() => restore());

  it.each([
    ['uz', 'Oʻzbekiston', 'Qozogʻiston', 'Amerika Qoʻshma Shtatlari'],
    ['uzc', 'Ўзбекистон', 'Қозоғистон', 'Америка Қўшма Штатлари'],
    ['tj', 'Ӯзбекистон', 'Қазоқистон', 'Иёлоти Муттаҳида'],
    ['ru', 'Узбекистан', 'Казахстан', 'Соединенные Штаты'],
    ['en', 'Uzbekistan', 'Kazakhstan', 'United States'],
  ] as const)('%s names them in the language, Uzbekistan first', (lang, uz, kz, us) => {
    const list = listCountries(lang);
    const name = (code: string) => list.find((option) => option.code === code)?.name;
    expect(list[0]?.name).toBe(uz);
    expect([name('KZ'), name('US')]).toEqual([kz, us]);
    expect(list.every((option) => option.name !== option.code)).toBe(true);
  });

  it.each([
    ['uz', "o'zbek", 'UZ'],
    ['uz', 'qozogʻ', 'KZ'],
    ['uzc', 'тожик', 'TJ'],
    ['tj', 'тоҷик', 'TJ'],
    ['tj', 'русия', 'RU'],
    ['uzc', 'de', 'DE'],
    ['tj', 'germany', 'DE'],
  ] as const)('%s: "%s" finds %s', (lang, query, code) => {
    const matches = listCountries(lang).filter((option) => matchesCountry(option, query));
    expect(matches.map((option) => option.code)).toContain(code);
  });
});

describe('country names before the tables are here', () => {
  it('names a country by its code until then, and every language has a name for every country', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/country-names');
    expect(fresh.countryNamer('ru')('KZ')).toBe('KZ');
    await fresh.loadCountryNames('ru');
    expect(fresh.countryNamer('ru')('KZ')).toBe('Казахстан');
    expect(fresh.englishCountryName('KZ')).toBe('Kazakhstan');
    for (const lang of ['uz', 'uzc', 'en', 'tj'] as const) await fresh.loadCountryNames(lang);
    const { getCountries } = await import('libphonenumber-js/min');
    const { RECORD_COUNTRIES } = await import('@portal/contracts');
    for (const lang of ['uz', 'uzc', 'ru', 'en', 'tj'] as const) {
      const nameOf = fresh.countryNamer(lang);
      const missing = [...getCountries(), ...RECORD_COUNTRIES].filter((code) => nameOf(code) === code);
      expect(missing, lang).toEqual([]);
    }
  });
});
