import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n';

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => {};

// Tests read English texts, which are the easiest to assert on; every locale has the same keys.
beforeAll(async () => {
  await initI18n('en', { preload: 'all' });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
