import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../errors/app-error.js';

// A bank statement export: CSV with date, amount, payer name, payer STIR, payer account, purpose, in that order,
// after a header line; comma or semicolon separated, fields may be quoted (RFC 4180: csv-parse reads them).
// Amounts may use a decimal comma and spaces between thousands; dates are YYYY-MM-DD or dd.mm.yyyy.

export interface StatementLine {
  lineNo: number;
  paidOn: string;
  amountTiyin: number;
  payerName: string;
  payerStir: string;
  purpose: string;
}

function tiyinOf(text: string): number | null {
  const normal = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  const tiyin = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) && tiyin > 0 ? tiyin : null;
}

function dateOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month}-${day}`;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date;
}

const invalidFile = () => new AppError('VALIDATION_FAILED', { fields: { csv: ['invalid'] } });

/** The header decides the separator: whichever of the two it holds more of. */
function separatorOf(csv: string): ';' | ',' {
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

/** The records after the header, each with the file line it ends on; blank lines are passed over. */
function recordsOf(csv: string): Array<{ fields: string[]; lineNo: number }> {
  const read: Array<{ fields: string[]; lineNo: number }> = [];
  try {
    // One line end throughout (exports mix them), so each record's line number is the file's.
    parse(csv.replace(/\r\n/g, '\n'), {
      bom: true,
      delimiter: separatorOf(csv),
      record_delimiter: '\n',
      from_line: 2,
      relax_column_count: true,
      // Banks write `Payment for "Star" LLC` unquoted: such quotes are the purpose's own text.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (fields: string[], { lines }) => {
        // A line of spaces only is blank too.
        if (fields.length > 1 || fields[0] !== '') read.push({ fields, lineNo: lines });
        return null;
      },
    });
    return read;
  } catch (error) {
    // A broken quote (never closed, or text after its closing quote) makes the file unreadable, not a 500.
    if (error instanceof CsvError) throw invalidFile();
    throw error;
  }
}

/** The statement's payment lines; a line that cannot be read makes the whole file a 422. */
export function parseStatementCsv(csv: string): StatementLine[] {
  const parsed = recordsOf(csv).map(({ fields, lineNo }) => {
    const [date = '', amount = '', payerName = '', payerStir = '', , purpose = ''] = fields;
    const paidOn = dateOf(date);
    const amountTiyin = tiyinOf(amount);
    if (!paidOn || amountTiyin === null || !/^\d{9}$/.test(payerStir)) throw invalidFile();
    return { lineNo, paidOn, amountTiyin, payerName, payerStir, purpose };
  });
  if (parsed.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { csv: ['required'] } });
  return parsed;
}
