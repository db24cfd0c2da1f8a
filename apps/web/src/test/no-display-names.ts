/**
 * Makes Intl.DisplayNames throw, as a guard that country names come from lib/country-names' tables: Chromium has
 * none for uz, uz-Cyrl and tg (English, or the bare ISO code), and loading a locale's data costs a first screen
 * 20–35 ms (jsdom runs on Node's full ICU, which would hide both). Returns the undo.
 */
export function withoutDisplayNames(): () => void {
  const Real = Intl.DisplayNames;
  class NoDisplayNames {
    constructor() {
      throw new Error('country names come from lib/country-names, not Intl.DisplayNames');
    }
  }
  Object.defineProperty(Intl, 'DisplayNames', { value: NoDisplayNames, configurable: true, writable: true });
  return () =>
    Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true, writable: true });
}
