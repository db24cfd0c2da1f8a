import { AppError } from '../../../errors/app-error.js';

// A bank statement export: CSV with date, amount, payer name, payer STIR, payer account, purpose, in that order,
// after a header line; comma or semicolon separated, fields may be quoted. Amounts may use a decimal comma and
// spaces between thousands; dates are YYYY-MM-DD or dd.mm.yyyy.

export interface StatementLine {
  lineNo: number;
  paidOn: string;
  amountTiyin: number;
  payerName: string;
  payerStir: string;
  purpose: string;
}

function fieldsOf(line: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
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

/** The statement's payment lines; a line that cannot be read makes the whole file a 422 naming its number. */
export function parseStatementCsv(csv: string): StatementLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const separator = header.split(';').length > header.split(',').length ? ';' : ',';
  const parsed: StatementLine[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const [date = '', amount = '', payerName = '', payerStir = '', , purpose = ''] = fieldsOf(
      line,
      separator,
    );
    const paidOn = dateOf(date);
    const amountTiyin = tiyinOf(amount);
    if (!paidOn || amountTiyin === null || !/^\d{9}$/.test(payerStir)) {
      throw new AppError('VALIDATION_FAILED', { fields: { csv: ['invalid'] } });
    }
    parsed.push({ lineNo: index + 2, paidOn, amountTiyin, payerName, payerStir, purpose });
  });
  if (parsed.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { csv: ['required'] } });
  return parsed;
}
