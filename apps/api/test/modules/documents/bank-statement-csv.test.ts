import { describe, expect, it } from 'vitest';
import { parseStatementCsv } from '../../../src/modules/documents/staff/bank-statement-csv-staff.js';

// Statements as banks export them: either separator, quoted fields holding separators and quotes, a byte order
// mark, Windows line ends, blank lines, amounts with a decimal comma and spaces between thousands, local dates.
// A line that cannot be read refuses the whole file (422), never a 500.

const HEADER = 'date;amount;payer_name;payer_stir;payer_account;purpose';

const refusal = (field: 'invalid' | 'required') => ({
  code: 'VALIDATION_FAILED',
  fields: { csv: [field] },
});

describe('parseStatementCsv', () => {
  it('reads a semicolon statement with a byte order mark and Windows line ends', () => {
    const csv = `\uFEFF${HEADER}\r\n2026-11-20;1 250 000,50;OOO Example;301234567;2020800090;Payment INV-1\r\n`;
    expect(parseStatementCsv(csv)).toEqual([
      {
        lineNo: 2,
        paidOn: '2026-11-20',
        amountTiyin: 125_000_050,
        payerName: 'OOO Example',
        payerStir: '301234567',
        purpose: 'Payment INV-1',
      },
    ]);
  });

  it('reads a comma statement whose quoted fields hold commas, semicolons and doubled quotes', () => {
    const csv = [
      'date,amount,payer_name,payer_stir,payer_account,purpose',
      '20.11.2026,"1500.5","OOO ""Star, Ltd""",301234567,2020800090,"Payment INV-7; November"',
    ].join('\n');
    expect(parseStatementCsv(csv)).toEqual([
      {
        lineNo: 2,
        paidOn: '2026-11-20',
        amountTiyin: 150_050,
        payerName: 'OOO "Star, Ltd"',
        payerStir: '301234567',
        purpose: 'Payment INV-7; November',
      },
    ]);
  });

  it('takes the separator the header uses most: commas inside a semicolon file stay in their field', () => {
    const csv = `${HEADER}\n2026-11-20;100;Example, LLC;301234567;acc;Paid, with thanks`;
    const [line] = parseStatementCsv(csv);
    expect(line).toMatchObject({
      payerName: 'Example, LLC',
      purpose: 'Paid, with thanks',
      amountTiyin: 10_000,
    });
  });

  it('trims fields, passes over blank lines and numbers each line as the file does', () => {
    const csv = [
      HEADER,
      '',
      ' 2026-11-20 ; 10 ; A ; 301234567 ; acc ; first ',
      '   ',
      '2026-11-21;20;B;301234568;acc;second',
      '',
    ].join('\n');
    expect(
      parseStatementCsv(csv).map(({ lineNo, payerName, purpose }) => ({ lineNo, payerName, purpose })),
    ).toEqual([
      { lineNo: 3, payerName: 'A', purpose: 'first' },
      { lineNo: 5, payerName: 'B', purpose: 'second' },
    ]);
  });

  it('keeps quotes inside an unquoted field as text, and reads a quoted line break as part of its field', () => {
    const csv = `${HEADER}\n2026-11-20;10;A;301234567;acc;Payment for "Star" LLC\r\n2026-11-21;10;B;301234567;acc;"two\nlines"`;
    expect(parseStatementCsv(csv).map(({ lineNo, purpose }) => ({ lineNo, purpose }))).toEqual([
      { lineNo: 2, purpose: 'Payment for "Star" LLC' },
      { lineNo: 4, purpose: 'two\nlines' },
    ]);
  });

  it('refuses a file whose quote is never closed, or is followed by more text', () => {
    for (const line of [
      '2026-11-20;10;A;301234567;acc;"open',
      '2026-11-20;10;A;301234567;acc;"closed" then',
    ]) {
      expect(() => parseStatementCsv(`${HEADER}\n${line}\n2026-11-21;10;B;301234567;acc;x`)).toThrow(
        expect.objectContaining(refusal('invalid')),
      );
    }
  });

  it('reads a line without its last fields as an empty purpose', () => {
    const [line] = parseStatementCsv(`${HEADER}\n2026-11-20;10;A;301234567`);
    expect(line).toMatchObject({ payerName: 'A', purpose: '' });
  });

  it.each([
    ['an impossible date', '2026-13-40;10;A;301234567;acc;x'],
    ['a negative amount', '2026-11-20;-10;A;301234567;acc;x'],
    ['three decimals', '2026-11-20;10.001;A;301234567;acc;x'],
    ['a short STIR', '2026-11-20;10;A;30123456;acc;x'],
    ['a header-only second line', HEADER],
  ])('refuses the whole file for %s', (_name, line) => {
    expect(() => parseStatementCsv(`${HEADER}\n2026-11-20;10;A;301234567;acc;ok\n${line}`)).toThrow(
      expect.objectContaining(refusal('invalid')),
    );
  });

  it('refuses a file with no payment lines', () => {
    expect(() => parseStatementCsv(`\uFEFF${HEADER}\r\n\r\n`)).toThrow(
      expect.objectContaining(refusal('required')),
    );
    expect(() => parseStatementCsv('')).toThrow(expect.objectContaining(refusal('required')));
  });
});
