import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { problemsOf as problemsWith } from '../helpers/config-problems.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

// Passkeys' relying party: WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS.

const PRODUCTION = { DEMO_MODE: 'false', ...TEST_SECRETS };

const problemsOf = (env: Record<string, string>) => problemsWith({ ...PRODUCTION, ...env });

describe('WebAuthn configuration', () => {
  it("defaults to APP_URL's host and origin and the product name", () => {
    expect(parseConfig({ ...PRODUCTION, APP_URL: 'https://my.portal.uz:8443/' }).webauthn).toEqual({
      rpId: 'my.portal.uz',
      rpName: 'Portal',
      origins: ['https://my.portal.uz:8443'],
    });
    expect(parseConfig({ ...PRODUCTION, PORT: '3000' }).webauthn).toEqual({
      rpId: 'localhost',
      rpName: 'Portal',
      origins: ['http://localhost:3000'],
    });
  });

  it('takes a parent domain, a name and several origins', () => {
    const { webauthn } = parseConfig({
      ...PRODUCTION,
      APP_URL: 'https://my.portal.uz',
      WEBAUTHN_RP_ID: 'Portal.UZ',
      WEBAUTHN_RP_NAME: 'Portal Hosting',
      WEBAUTHN_ORIGINS: 'https://my.portal.uz, https://portal.uz',
    });
    expect(webauthn).toEqual({
      rpId: 'portal.uz',
      rpName: 'Portal Hosting',
      origins: ['https://my.portal.uz', 'https://portal.uz'],
    });
  });

  it('names the bad key and value', () => {
    expect(problemsOf({ WEBAUTHN_RP_ID: 'https://portal.uz' })).toEqual([
      'WEBAUTHN_RP_ID must be a domain name such as portal.example.uz, got "https://portal.uz"',
    ]);
    expect(problemsOf({ WEBAUTHN_RP_ID: '127.0.0.1' })[0]).toMatch(/^WEBAUTHN_RP_ID must be a domain name/);
    expect(problemsOf({ WEBAUTHN_ORIGINS: 'https://portal.uz/path' })[0]).toMatch(
      /^WEBAUTHN_ORIGINS must be origins such as/,
    );
    expect(problemsOf({ WEBAUTHN_ORIGINS: ' , ' })[0]).toMatch(
      /^WEBAUTHN_ORIGINS must name at least one origin/,
    );
    expect(problemsOf({ WEBAUTHN_RP_NAME: 'x'.repeat(65) })[0]).toMatch(
      /^WEBAUTHN_RP_NAME must be at most 64/,
    );
  });
});
