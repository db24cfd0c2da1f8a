import { describe, expect, it } from 'vitest';
import { promoCodeRequestSchema } from '../src/admin/content.js';
import { somAmountSchema, topUpAmountFormSchema } from '../src/payments.js';
import { issuesOf } from './issues.js';

describe('an amount in som', () => {
  it('is read exactly into tiyin, from a number or the text typed', () => {
    expect(somAmountSchema.parse('25000.50')).toBe(2_500_050);
    expect(somAmountSchema.parse(' 0.1 ')).toBe(10);
    expect(somAmountSchema.parse(19.99)).toBe(1999);
    expect(somAmountSchema.parse('7')).toBe(700);
  });

  it('refuses more than two decimals, signs, exponents and a float that drifted', () => {
    for (const amount of ['1.234', '-5', '+5', '1e3', '1,50', '', 'abc', 0.1 + 0.2, -1]) {
      expect(issuesOf(somAmountSchema, amount), String(amount)).toEqual({ '': ['amount_invalid'] });
    }
  });
});

describe('the top-up form', () => {
  const form = topUpAmountFormSchema(1000, 5_000_000);

  it('keeps the amount within the chosen method’s bounds, the bounds themselves included', () => {
    expect(form.parse({ amount: '1000' })).toEqual({ amount: 100_000 });
    expect(form.parse({ amount: '5000000.00' })).toEqual({ amount: 500_000_000 });
    expect(issuesOf(form, { amount: '999.99' })).toEqual({ amount: ['amount_too_small'] });
    expect(issuesOf(form, { amount: '5000000.01' })).toEqual({ amount: ['amount_too_large'] });
  });
});

describe('a promo code (console)', () => {
  it('is worth more than nothing, and ends after it begins', () => {
    expect(promoCodeRequestSchema.parse({ amount: '5000' })).toMatchObject({ amount: 500_000 });
    expect(issuesOf(promoCodeRequestSchema, { amount: '0' })).toEqual({ amount: ['amount_too_small'] });
    const from = '2026-12-01T00:00:00+05:00';
    expect(issuesOf(promoCodeRequestSchema, { amount: 1, valid_from: from, valid_until: from })).toEqual({
      valid_until: ['date_invalid'],
    });
    expect(
      promoCodeRequestSchema.parse({ amount: 1, valid_from: from, valid_until: '2026-12-31T00:00:00+05:00' }),
    ).toMatchObject({ valid_until: '2026-12-31T00:00:00+05:00' });
  });
});
