import { readFileSync } from 'node:fs';
import path from 'node:path';

// The journeys read the same message files the app ships, so a copy change does not break a test and a
// missing key does (it throws here instead of matching nothing).
export type Language = 'uz' | 'uzc' | 'ru' | 'en' | 'tj';
type Messages = { [key: string]: string | Messages };

// The portal's own texts, then the front-end kit's (errors, validation), which the portal loads as its own.
const localesDirs = [
  path.resolve(import.meta.dirname, '../../apps/web/src/locales'),
  path.resolve(import.meta.dirname, '../../packages/web-kit/src/locales'),
];
const cache = new Map<string, Messages>();

const loadNamespace = (lng: Language, ns: string): Messages => {
  const cacheKey = `${lng}/${ns}`;
  let messages = cache.get(cacheKey);
  if (!messages) {
    messages = {};
    for (const dir of localesDirs) {
      try {
        messages = JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Messages;
        break;
      } catch {
        // Not this folder's namespace: try the next.
      }
    }
    cache.set(cacheKey, messages);
  }
  return messages;
};

const lookup = (lng: Language, ns: string, keyPath: string): string | undefined => {
  let node: string | Messages | undefined = loadNamespace(lng, ns);
  for (const part of keyPath.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * `t('auth:login.submit')` in uz, or `t('settings:title', { lng: 'ru' })`. Like i18next: the default
 * namespace is `common`, no language falls back on another, `{{name}}` placeholders are filled from `values`, and a
 * `count` picks the `_one` / `_other` form.
 */
export const t = (key: string, values: Record<string, string | number> & { lng?: Language } = {}): string => {
  const { lng = 'uz', ...vars } = values;
  const [ns, keyPath] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const suffixes = typeof vars.count === 'number' ? [vars.count === 1 ? '_one' : '_other', ''] : [''];
  for (const suffix of suffixes) {
    const found = lookup(lng, ns, `${keyPath}${suffix}`);
    if (found !== undefined) {
      return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
    }
  }
  throw new Error(`e2e: no message ${key} in ${lng} (apps/web/src/locales, packages/web-kit/src/locales)`);
};

const apostrophes = `'ʻʼ‘’\``;
/**
 * Matches a message whatever apostrophe it is spelled with: Uzbek Latin writes oʻ/gʻ with U+02BB, but
 * texts that come from the API or older files may use ' or ‘ instead.
 */
export const loosely = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(new RegExp(`[${apostrophes}]`, 'g'), `[${apostrophes}]`),
  );
