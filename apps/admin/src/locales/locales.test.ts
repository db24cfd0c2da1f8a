import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADJUSTMENT_CATEGORIES,
  INVOICE_STATUSES,
  LANGUAGES,
  LEDGER_REASONS,
  STAFF_ROLES,
  TICKET_CHANNELS,
} from '@portal/contracts';
import {
  byLangAndNamespace,
  describeLocaleParity,
  type Messages,
  readLocales,
} from '@portal/web-kit/testing';
import { describe, expect, it } from 'vitest';

// The console's own namespaces (the errors and validation texts are the kit's, checked by its own test): the
// kit's parity check, and every key the code names exists.
const files = byLangAndNamespace(
  import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' }),
);
const kitFiles = byLangAndNamespace(
  import.meta.glob<Messages>('../../../../packages/web-kit/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
);
describeLocaleParity('console', files);

const english = readLocales({ ...files, ...kitFiles }).get('en') ?? new Map<string, Map<string, string>>();
/** Whether `ns:key` names a text (or, for a plural, its forms). */
const exists = (key: string) => {
  const [ns = '', inner = ''] = key.split(':');
  const texts = english.get(ns);
  return Boolean(texts && (texts.has(inner) || texts.has(`${inner}_one`)));
};

const here = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });

describe('console texts the code asks for', () => {
  it('has every fixed key the code asks for', () => {
    const asked = sourceFiles(path.resolve(here, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z_]+:[A-Za-z_.]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !exists(key))).toEqual([]);
  });

  it('names every role, category, ledger reason, invoice status, language and ticket channel the API can send', () => {
    const families: [string, readonly string[]][] = [
      ['roles:', STAFF_ROLES],
      ['adjust:categories.', ADJUSTMENT_CATEGORIES],
      ['ledger_reasons:', LEDGER_REASONS],
      ['invoice_statuses:', INVOICE_STATUSES],
      ['common:language_names.', LANGUAGES],
      ['tickets:via.', TICKET_CHANNELS],
    ];
    const missing = families.flatMap(([prefix, values]) =>
      values.map((value) => `${prefix}${value}`).filter((key) => !exists(key)),
    );
    expect(missing).toEqual([]);
  });
});
