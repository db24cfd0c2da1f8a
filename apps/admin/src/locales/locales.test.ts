import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADJUSTMENT_CATEGORIES,
  INVOICE_STATUSES,
  LANGUAGES,
  LEDGER_REASONS,
  STAFF_ROLES,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';

// Every language has the same keys with the same {{placeholders}}, and every key the code names exists.

const here = path.dirname(new URL(import.meta.url).pathname);
const load = (lang: string) => JSON.parse(readFileSync(path.join(here, `${lang}.json`), 'utf8'));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });

describe('console locales', () => {
  const english = flatten(load('en'));

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has the keys and placeholders of en', (lang) => {
    const other = flatten(load(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
      expect({ key, empty: (other[key] ?? '').trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('has every fixed key the code asks for', () => {
    const src = path.resolve(here, '..');
    const asked = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z_]+\.[a-z_.]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !(key in english))).toEqual([]);
  });

  it('names every role, category, ledger reason, invoice status and language the API can send', () => {
    const families: [string, readonly string[]][] = [
      ['roles', STAFF_ROLES],
      ['adjust.categories', ADJUSTMENT_CATEGORIES],
      ['ledger_reasons', LEDGER_REASONS],
      ['invoice_statuses', INVOICE_STATUSES],
      ['common.language_names', LANGUAGES],
    ];
    const missing = families.flatMap(([prefix, values]) =>
      values.map((value) => `${prefix}.${value}`).filter((key) => !(key in english)),
    );
    expect(missing).toEqual([]);
  });
});
