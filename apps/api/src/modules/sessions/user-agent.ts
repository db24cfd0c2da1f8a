import { UAParser } from 'ua-parser-js';

/** The user agent in words: "Chrome 131" and "Android 14"; empty parts fall back to what is known. */
export function describeUserAgent(userAgent: string): { browser: string; system: string } {
  const parsed = new UAParser(userAgent).getResult();
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const system = [parsed.os.name, parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || '?', system: system || '?' };
}
