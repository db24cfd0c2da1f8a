import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The render-blocking head script of public/theme-init.js, run as the browser runs it.
const source = readFileSync(join(import.meta.dirname, '../public/theme-init.js'), 'utf8');

const map = {
  prefix: '/assets/',
  routes: [
    ['/', ['home-1.js']],
    ['/user/listauth', ['auth-history-1.js']],
    ['/user/:name', ['notifications-1.js']],
    ['/news/:id', ['news-item-1.js', 'card-1.js']],
  ],
  locales: { uz: ['common-uz.js'], ru: ['common-ru.js'], tj: ['common-tj.js'] },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Runs the script at `path` with the first-screen map in the page; answers the preloads it added at once. */
const run = (path: string, language?: string, firstScreen: object = map) => {
  window.history.replaceState(null, '', path);
  if (language) localStorage.setItem('selectedLang', language);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-screen';
  data.textContent = JSON.stringify(firstScreen);
  document.head.appendChild(data);
  new Function(source)();
  return preloads();
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-lang');
});

describe('theme-init.js first-screen preloads', () => {
  it('preloads the screen of the address and the uz messages', () => {
    expect(run('/')).toEqual(['/assets/home-1.js', '/assets/common-uz.js']);
  });

  it('matches route parameters, and preloads only the chosen language, Tajik and Uzbek Cyrillic too', () => {
    expect(run('/news/12/', 'ru')).toEqual([
      '/assets/news-item-1.js',
      '/assets/card-1.js',
      '/assets/common-ru.js',
    ]);
    document.head.innerHTML = '';
    expect(run('/news/12/', 'tj')).toEqual([
      '/assets/news-item-1.js',
      '/assets/card-1.js',
      '/assets/common-tj.js',
    ]);
  });

  it('preloads the messages of the language a prerendered page was painted in, unless one was chosen', () => {
    document.documentElement.setAttribute('data-lang', 'ru');
    expect(run('/')).toEqual(['/assets/home-1.js', '/assets/common-ru.js']);
    document.head.innerHTML = '';
    expect(run('/', 'uz')).toEqual(['/assets/home-1.js', '/assets/common-uz.js']);
  });

  const plantDeferredEntry = () => {
    const deferred = document.createElement('script');
    deferred.type = 'application/json';
    deferred.id = 'deferred-entry';
    deferred.textContent = JSON.stringify({ entry: '/assets/index-1.js', preload: ['/assets/react-1.js'] });
    document.head.appendChild(deferred);
  };

  it("starts a prerendered page's entry only after the browser reports its first contentful paint", async () => {
    // jsdom has no paint timing: a stand-in observer that reports what the test hands it.
    const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
    class PaintObserver {
      static supportedEntryTypes = ['mark', 'paint'];
      disconnected = false;
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(this);
        this.report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      report: (names: string[]) => void;
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    plantDeferredEntry();
    expect(run('/')).toEqual([]);

    // A frame passing is not enough, nor is the first (background-only) paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    observers[0]?.report(['first-paint']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toEqual([]);

    observers[0]?.report(['first-contentful-paint']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/home-1.js', '/assets/common-uz.js']);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it("starts a prerendered page's entry after its first frame where paint timing is missing", async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    plantDeferredEntry();
    expect(run('/')).toEqual([]);
    expect(document.head.querySelector('script[type="module"]')).toBeNull();

    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/home-1.js', '/assets/common-uz.js']);
    const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('adds six preloads at once and the rest in later tasks, so no single task starts them all', async () => {
    const many = { ...map, routes: [['/', Array.from({ length: 9 }, (_, index) => `part-${index}.js`)]] };
    expect(run('/', undefined, many)).toEqual(
      Array.from({ length: 6 }, (_, index) => `/assets/part-${index}.js`),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `/assets/part-${index}.js`),
      '/assets/common-uz.js',
    ]);
  });

  it("fetches a screen's stylesheet as one, in the CORS mode of the link Vite's preload helper adds", () => {
    const styled = { ...map, routes: [['/order', ['order-1.js', 'order-1.css']]] };
    expect(run('/order', undefined, styled)).toEqual(['/assets/order-1.js', '/assets/common-uz.js']);
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(style?.getAttribute('href')).toBe('/assets/order-1.css');
    expect(style?.as).toBe('style');
    expect(style?.getAttribute('crossorigin')).toBe('');
    // Preloaded, not applied: the helper links it in its order, after the parts the screen uses.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('prefers a fixed route over a pattern that also matches', () => {
    expect(run('/user/listauth')).toEqual(['/assets/auth-history-1.js', '/assets/common-uz.js']);
  });

  it('preloads only the messages on an unknown address, and nothing without a map', () => {
    expect(run('/no/such/page')).toEqual(['/assets/common-uz.js']);
    document.head.innerHTML = '';
    new Function(source)();
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('theme-init.js referral links', () => {
  it('keeps the code of a registration link for the tab before the app starts', () => {
    run('/registration?ref=Ab12_x');
    expect(sessionStorage.getItem('referralCode')).toBe('Ab12_x');
  });

  it('ignores a malformed code and addresses without one', () => {
    run('/registration?ref=%3Cscript%3E');
    run('/rules');
    expect(sessionStorage.getItem('referralCode')).toBeNull();
  });
});
