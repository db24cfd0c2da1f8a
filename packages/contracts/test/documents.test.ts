import { describe, expect, it } from 'vitest';
import {
  bankInvoiceRequestSchema,
  payerFormSchema,
  payerProfileRequestSchema,
  reconciliationQuerySchema,
  sellerDetailsSchema,
  stirSchema,
} from '../src/documents.js';
import { issuesOf } from './issues.js';

// A STIR that no first-digit rule refuses: a legal entity's numbers begin with 2 or 3. The first-digit rule
// itself is tested where it is written; here, what holds whatever it says.
const STIR = '302345678';

const company = {
  kind: 'company' as const,
  legal_name: 'Aziza Web LLC',
  stir: STIR,
  legal_address: 'Tashkent, Amir Temur 1',
  bank_account: '20208000900123456001',
  mfo: '00440',
  director: 'Aziza Karimova',
  vat_payer: true,
  vat_code: '326010012345',
};

describe('the STIR (taxpayer number)', () => {
  it('takes nine digits, the spaces copied around them trimmed', () => {
    expect(stirSchema.parse(STIR)).toBe(STIR);
    expect(stirSchema.parse(` ${STIR} `)).toBe(STIR);
  });

  it('refuses fewer or more than nine digits, letters, signs and spaces inside', () => {
    for (const stir of ['30234567', '3023456789', '30234567a', 'A02345678', '302-45678', '302 45678', '']) {
      expect(issuesOf(stirSchema, stir), stir).toEqual({ '': ['invalid'] });
    }
  });

  it('is required: a missing STIR is not an invalid one', () => {
    expect(issuesOf(stirSchema, undefined)).toEqual({ '': ['required'] });
  });
});

describe('the payer (PUT /user/payer)', () => {
  it('takes an individual with nothing else, and a company with its details', () => {
    expect(payerProfileRequestSchema.parse({ kind: 'individual' })).toEqual({ kind: 'individual' });
    expect(payerProfileRequestSchema.parse(company)).toEqual(company);
  });

  it('asks a VAT payer for the VAT code, and refuses one from a company that pays none', () => {
    expect(issuesOf(payerProfileRequestSchema, { ...company, vat_code: null })).toEqual({
      vat_code: ['required'],
    });
    expect(issuesOf(payerProfileRequestSchema, { ...company, vat_payer: false })).toEqual({
      vat_code: ['invalid'],
    });
    expect(payerProfileRequestSchema.parse({ ...company, vat_payer: false, vat_code: null })).toMatchObject({
      vat_code: null,
    });
  });

  it('takes a VAT code of exactly twelve digits, an account of twenty and an MFO of five', () => {
    expect(issuesOf(payerProfileRequestSchema, { ...company, vat_code: '32601001234' })).toEqual({
      vat_code: ['invalid'],
    });
    expect(issuesOf(payerProfileRequestSchema, { ...company, vat_code: '3260100123456' })).toEqual({
      vat_code: ['invalid'],
    });
    expect(issuesOf(payerProfileRequestSchema, { ...company, bank_account: '2020800090012345600' })).toEqual({
      bank_account: ['invalid'],
    });
    expect(issuesOf(payerProfileRequestSchema, { ...company, mfo: '0044' })).toEqual({ mfo: ['invalid'] });
  });

  it('says which company field is missing or too long', () => {
    expect(issuesOf(payerProfileRequestSchema, { ...company, legal_name: '  ' })).toEqual({
      legal_name: ['required'],
    });
    expect(issuesOf(payerProfileRequestSchema, { ...company, director: 'x'.repeat(121) })).toEqual({
      director: ['too_long'],
    });
  });
});

describe('the payer form', () => {
  const form = { ...company, vat_code: '' };

  it('sends an individual without the company fields it kept for switching back', () => {
    expect(payerFormSchema.parse({ ...form, kind: 'individual', stir: 'anything' })).toEqual({
      kind: 'individual',
    });
  });

  it('turns an empty VAT code into none, and forgets a typed one when the company pays no VAT', () => {
    expect(issuesOf(payerFormSchema, form)).toEqual({ vat_code: ['required'] });
    expect(payerFormSchema.parse({ ...form, vat_payer: false, vat_code: '326010012345' })).toMatchObject({
      vat_payer: false,
      vat_code: null,
    });
  });

  it('puts the company rules on their fields', () => {
    expect(issuesOf(payerFormSchema, { ...form, vat_payer: false, stir: '30234567x' })).toEqual({
      stir: ['invalid'],
    });
  });
});

describe('the seller’s details', () => {
  it('need a VAT code when the seller pays VAT, and none otherwise', () => {
    const { kind: _kind, legal_address: address, director: _director, ...rest } = company;
    const seller = { ...rest, address };
    expect(sellerDetailsSchema.parse(seller)).toEqual(seller);
    expect(issuesOf(sellerDetailsSchema, { ...seller, vat_code: null })).toEqual({ vat_code: ['required'] });
    expect(sellerDetailsSchema.parse({ ...seller, vat_payer: false, vat_code: null })).toMatchObject({
      vat_payer: false,
    });
  });
});

describe('a bank-transfer invoice', () => {
  it('is at least 1 som and at most 10 billion, answered in tiyin', () => {
    expect(bankInvoiceRequestSchema.parse({ amount: '1' })).toEqual({ amount: 100 });
    expect(bankInvoiceRequestSchema.parse({ amount: 10_000_000_000 })).toEqual({ amount: 1_000_000_000_000 });
    expect(issuesOf(bankInvoiceRequestSchema, { amount: '0.99' })).toEqual({ amount: ['amount_too_small'] });
    expect(issuesOf(bankInvoiceRequestSchema, { amount: '10000000000.01' })).toEqual({
      amount: ['amount_too_large'],
    });
  });
});

describe('a reconciliation period', () => {
  it('takes a day or more, and says on `to` when it ends before it begins', () => {
    expect(reconciliationQuerySchema.parse({ from: '2026-01-01', to: '2026-01-01' })).toBeTruthy();
    expect(issuesOf(reconciliationQuerySchema, { from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: ['date_invalid'],
    });
    expect(issuesOf(reconciliationQuerySchema, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: ['date_invalid'],
    });
  });
});
