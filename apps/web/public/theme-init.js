// Runs in <head> before the stylesheet paints, so a stored theme never flashes the default palette.
// A classic external script because the CSP forbids inline scripts. Keep in step with src/lib/theme.ts
// and src/lib/i18n.ts (keys `theme` and `selectedLang`).
(() => {
  var root = document.documentElement;
  var tags = { uz: 'uz-Latn', uzc: 'uz-Cyrl', ru: 'ru', en: 'en', tj: 'tg' };
  var theme;
  var lang;
  try {
    theme = localStorage.getItem('theme');
    if (theme === 'twilight' || theme === 'night') root.setAttribute('data-theme', theme);
    lang = localStorage.getItem('selectedLang');
    if (lang && Object.hasOwn(tags, lang)) root.lang = tags[lang];
  } catch (_error) {
    // Storage can be blocked; the defaults (light theme, uz) then apply.
  }
})();
