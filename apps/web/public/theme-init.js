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

  // A registration link's referral code is kept for the tab at once (features/auth/referral-code.ts keeps it too,
  // with the same key and rule): a prerendered page shows before the app starts, and a visitor who moves on
  // within that second must still register as the referrer's referral.
  var referral = (new URLSearchParams(location.search).get('ref') || '').trim();
  try {
    if (/^[A-Za-z0-9_-]{4,32}$/.test(referral)) sessionStorage.setItem('referralCode', referral);
  } catch (_error) {
    // Storage blocked: the code still goes with a registration on this page.
  }

  // The build lists each route's screen chunks and each language's first messages (#first-screen, see
  // build/first-screen-preload.ts); asking for them now saves the round trips of discovering them one by one.
  var firstScreenFiles = () => {
    var map;
    try {
      map = JSON.parse(document.getElementById('first-screen').textContent);
    } catch (_error) {
      return []; // the dev server has no map
    }
    var matches = (pattern, path) => {
      var want = pattern.split('/');
      var have = path.split('/');
      return (
        want.length === have.length &&
        want.every((part, i) => (part.charAt(0) === ':' ? Boolean(have[i]) : part === have[i]))
      );
    };
    var path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
    var screen =
      map.routes.find((route) => route[0] === path) || map.routes.find((route) => matches(route[0], path));
    // The saved choice, else the language the server painted a prerendered page in (data-lang), else uz.
    var served = root.getAttribute('data-lang');
    var language =
      lang && Object.hasOwn(map.locales, lang)
        ? lang
        : served && Object.hasOwn(map.locales, served)
          ? served
          : 'uz';
    var files = (screen ? screen[1] : []).concat(map.locales[language] || []);
    return files.map((href) => map.prefix + href);
  };
  // A screen's stylesheet is only fetched here: Vite's preload helper links it, and waits for it, when the entry
  // imports the screen, and then finds it downloaded (same address, same CORS mode as the helper's link).
  var preload = (href) => {
    var link = document.createElement('link');
    if (/\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = '';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.appendChild(link);
  };

  // A prerendered page (build/prerendered-html.ts) names its entry script instead of carrying it: the page shows
  // without JavaScript, so the scripts are asked for once it has painted, and the page has the slow network to
  // itself until then. In a hidden tab there is no frame to wait for.
  var deferred = null;
  try {
    deferred = JSON.parse(document.getElementById('deferred-entry').textContent);
  } catch (_error) {
    // An ordinary page: index.html loads its entry itself.
  }
  // Starting a request costs the main thread a millisecond or more per link on a phone (more with devtools
  // attached), and a first screen has some twenty-five files: added in one go they made one long task that a tap
  // had to wait for. Six at a time, one task each; the first six still go out at once.
  var PRELOADS_PER_TASK = 6;
  var preloadInTurns = (hrefs) => {
    hrefs.splice(0, PRELOADS_PER_TASK).forEach(preload);
    if (hrefs.length > 0) setTimeout(() => preloadInTurns(hrefs), 0);
  };
  var started = false;
  var start = () => {
    if (started) return;
    started = true;
    preloadInTurns((deferred ? deferred.preload : []).concat(firstScreenFiles()));
    if (!deferred) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = deferred.entry;
    document.head.appendChild(script);
  };
  // Once the whole page has been parsed and shown: a long page can paint its top before the parser reaches the
  // rest, and scripts that arrive before the rest is painted only delay it. "Shown" is the browser's own
  // first-contentful-paint entry, reported when the frame reached the screen: the frame's requestAnimationFrame
  // comes before that by up to a frame or more on a busy phone, and files finishing in between count as holding the
  // paint up. Where paint timing is missing, the frame after parsing has to do; the timer is a backstop for a tab
  // hidden before it painted.
  var afterFirstPaint = () => {
    var observer = null;
    var go = () => {
      if (observer) observer.disconnect();
      setTimeout(start, 0);
    };
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
        observer = new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) go();
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(start, 1000);
        return;
      }
    } catch (_error) {
      // No PerformanceObserver at all: the frame after parsing.
    }
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (!deferred || document.visibilityState === 'hidden') start();
  else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
