import { listCountries, matchesCountry } from '@/components/phone-input/countries';

describe('country list', () => {
  const russian = listCountries('ru');
  const find = (code: string) => russian.find((option) => option.code === code);

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
