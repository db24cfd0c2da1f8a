/**
 * Makes Intl.DisplayNames answer region names as Chromium does (jsdom runs on Node's full ICU, which hides what
 * customers saw): English in uz and tg, the bare ISO code in uz-Cyrl. Returns the undo.
 */
export function displayNamesLikeChromium(): () => void {
  const Real = Intl.DisplayNames;
  class ChromiumDisplayNames extends Real {
    constructor(locales: string | string[], options: Intl.DisplayNamesOptions) {
      const tag = [locales].flat()[0] ?? 'en';
      super(/^(uz|tg)(-Latn)?$/.test(tag) ? 'en' : tag, options);
      if (tag === 'uz-Cyrl') this.of = (code: string) => (options.fallback === 'none' ? undefined : code);
    }
  }
  Object.defineProperty(Intl, 'DisplayNames', {
    value: ChromiumDisplayNames,
    configurable: true,
    writable: true,
  });
  return () =>
    Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true, writable: true });
}
