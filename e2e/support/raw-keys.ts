import type { Page } from '@playwright/test';

// What a person must never read on a screen: a message key or a server's code instead of words. Scans the
// visible text (option texts included) and the labels a screen reader says, leaving out what is data rather than
// words: code blocks, what was typed into fields, e-mail addresses, links and host names.

const RAW = [
  // snake_case codes: guest_link, statement_id, already_credited
  /\b[a-z]+(?:_[a-z0-9]+)+\b/g,
  // a namespace and key, or a type and id: audit:title, bank_invoice:1
  /\b[a-z][a-z_]*:[a-z0-9_.]+/g,
  // dotted names: user.add.finish, balance.adjust (host names are removed first; "e.g." is no key)
  /\b[a-z_]{2,}(?:\.[a-z][a-z_-]+)+\b/g,
  // ISO dates and times beside the local ones: 2026-11-30, 2026-11-30T10:00:00.000Z
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  // an unknown value shown as "?" ("?, ?" for a device nobody could tell)
  /(?:^|\s)\?(?:,\s*\?)*(?=\s|$)/g,
];

/** Each raw key or code on the page, with the text it sits in. */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = 'code, pre, script, style, noscript, textarea, input, [contenteditable]';
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest(skipped)) continue;
      // An option is read when its list opens; other text only when it is shown.
      if (!parent.closest('option') && !parent.checkVisibility()) continue;
      out.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder]')) {
      for (const name of ['aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    const words = text
      .replace(/\S+@\S+/g, ' ')
      .replace(/\b(?:https?|ftp):\/\/\S+/g, ' ')
      .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:uz|com|ru|net|org|tj|io|local)\b/g, ' ')
      // A file's name is data (nov.csv), not a key.
      .replace(/\S+\.(?:csv|pdf|png|jpe?g|txt|zip)\b/g, ' ')
      // A date field's pattern hint (kk.oo.yyyy, dd/mm/yyyy) is words, not a key.
      .replace(/(\p{L})\1[./](\p{L})\2[./](\p{L})\3\3\3/gu, ' ');
    for (const pattern of RAW) {
      for (const match of words.matchAll(pattern)) found.add(`${match[0].trim()} in "${text.slice(0, 80)}"`);
    }
  }
  return [...found];
}
