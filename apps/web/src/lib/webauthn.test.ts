import { ceremonyFailure, deviceName } from './webauthn';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'iPhone · Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      'Android · Chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
      'Windows · Edge',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Mac · Firefox'],
    ['curl/8.0', null],
  ])('names %s as %s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});

describe('ceremonyFailure', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it('tells a cancelled or unverified prompt, a known authenticator and anything else apart', () => {
    expect(ceremonyFailure(named('NotAllowedError'))).toBe('cancelled');
    expect(ceremonyFailure(named('AbortError'))).toBe('cancelled');
    expect(ceremonyFailure(named('InvalidStateError'))).toBe('known');
    expect(ceremonyFailure(named('SecurityError'))).toBe('failed');
    expect(ceremonyFailure('junk')).toBe('failed');
  });
});
