import { describe, expect, it } from 'vitest';
import { nameserversSchema } from '../src/domains.js';
import { registerRequestSchema } from '../src/registration.js';
import { twoFactorCodeFormSchema } from '../src/two-factor-login.js';
import { isPlausibleBirthday, isStrongPassword } from '../src/validation.js';
import { issuesOf } from './issues.js';

describe('a strong password', () => {
  it('has eight characters or more with an upper-case letter, a digit and a sign, in any script', () => {
    expect(isStrongPassword('Secret#2025')).toBe(true);
    expect(isStrongPassword('Парол#2025')).toBe(true);
    for (const weak of ['Sec#202', 'secret#2025', 'Secret#word', 'Secret2025', 'SECRET 2025']) {
      expect(isStrongPassword(weak), weak).toBe(false);
    }
  });
});

describe('a birthday', () => {
  const today = new Date('2026-12-07T00:00:00Z');

  it('is a real date in the past, not more than the oldest age allowed', () => {
    expect(isPlausibleBirthday('1995-04-12', today)).toBe(true);
    for (const day of ['1995-02-30', '2026-12-08', '1800-01-01', '12.04.1995', '']) {
      expect(isPlausibleBirthday(day, today), day).toBe(false);
    }
  });
});

describe('the registration', () => {
  it('says on the confirmation when it differs from the password', () => {
    const body = {
      firstname: 'Aziza',
      lastname: 'Karimova',
      sex: 'female',
      birthday: '1995-04-12',
      email: 'aziza@example.uz',
      phone_number: '+998901234567',
      password: 'Secret#2025',
      password_confirmation: 'Secret#2026',
    };
    expect(issuesOf(registerRequestSchema, body)).toEqual({ password_confirmation: ['password_mismatch'] });
    expect(issuesOf(registerRequestSchema, { ...body, password_confirmation: body.password })).toEqual({});
  });
});

describe('the second factor at login', () => {
  it('takes six digits or a recovery code as shown, spaces and case aside', () => {
    for (const code of ['123456', ' 123 456 ', 'abcde-fghjk', 'ABCDEFGHJK']) {
      expect(issuesOf(twoFactorCodeFormSchema, { code }), code).toEqual({});
    }
    for (const code of ['12345', '1234567', 'abcde-fghj1', 'abcde_fghjk']) {
      expect(issuesOf(twoFactorCodeFormSchema, { code }), code).toEqual({ code: ['code_invalid'] });
    }
    expect(issuesOf(twoFactorCodeFormSchema, { code: '' })).toEqual({ code: ['required', 'code_invalid'] });
  });
});

describe('name servers', () => {
  it('are two to thirteen host names, read in lower case without the root dot, none twice', () => {
    expect(nameserversSchema.parse(['NS1.Portal.uz.', 'ns2.portal.uz'])).toEqual([
      'ns1.portal.uz',
      'ns2.portal.uz',
    ]);
    expect(issuesOf(nameserversSchema, ['ns1.portal.uz'])).toEqual({ '': ['nameservers_minimum'] });
    expect(issuesOf(nameserversSchema, ['ns1.portal.uz', 'NS1.portal.uz.'])).toEqual({
      '': ['nameservers_duplicate'],
    });
    expect(issuesOf(nameserversSchema, ['ns1.portal.uz', 'not a host'])).toEqual({
      '1': ['nameserver_invalid'],
    });
    const fourteen = Array.from({ length: 14 }, (_, index) => `ns${index}.portal.uz`);
    expect(issuesOf(nameserversSchema, fourteen)).toEqual({ '': ['nameservers_maximum'] });
  });
});
