import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/pay/confirmation?tariff_id=2&server_id=1', '/pay/confirmation?tariff_id=2&server_id=1'],
    ['/orders/product/infohosting/3', '/orders/product/infohosting/3'],
    ['/user/moneyhistory#latest', '/user/moneyhistory#latest'],
    ['/profile/../my_orders', '/my_orders'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/profile',
    'javascript:alert(1)',
    '//evil.example/profile',
    '/\\evil.example/profile',
    '\\\\evil.example',
    'profile',
    '/pro\nfile',
    ' /profile',
    '/login',
    '/registration?next=/profile',
    '/forgot-password',
    '/user/exit',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds a safe path to the query and drops an unsafe one', () => {
    expect(withReturnPath('/login', '/pay/confirmation?tariff_id=2&server_id=1')).toBe(
      '/login?next=%2Fpay%2Fconfirmation%3Ftariff_id%3D2%26server_id%3D1',
    );
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
