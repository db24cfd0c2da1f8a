import { UAParser } from 'ua-parser-js';

/** Tokens every browser sends for compatibility; they say nothing about which one it is. */
const GENERIC_PRODUCTS = new Set(['Mozilla', 'AppleWebKit', 'KHTML', 'Gecko', 'Safari', 'Version', 'Mobile']);

/** "HeadlessChrome/131.0…" or "curl/8.5.0": the first telling product token, for agents the parser misses. */
function firstProduct(userAgent: string): string {
  for (const [, name, major] of userAgent.matchAll(/([A-Za-z][\w-]*)\/(\d+)/g)) {
    if (name && !GENERIC_PRODUCTS.has(name)) return `${name} ${major}`;
  }
  return '';
}

/** The user agent in words: "Chrome 131" and "Android 14"; empty parts fall back to what is known. */
export function describeUserAgent(userAgent: string): { browser: string; system: string } {
  const parsed = new UAParser(userAgent).getResult();
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ') || firstProduct(userAgent);
  const system = [parsed.os.name, parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || '?', system: system || '?' };
}
