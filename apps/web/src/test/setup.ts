import '@testing-library/jest-dom/vitest';
import { cleanEachFileEnd, installDialogPolyfill } from '@portal/web-kit/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { forgetOneRequestStores } from '@/lib/one-request-store';
import { forgetSessionEnding } from '@/lib/session';

// findBy…/waitFor give up after 1 s by default; on a loaded two-core CI machine a screen with two stubbed
// requests has taken 1.7 s to settle. Waiting longer changes no outcome, it only stops false failures.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the scroll keeper's scrolling (app/routing/scroll-keeper.tsx) is a no-op here.
window.scrollTo = () => {};

installDialogPolyfill();
cleanEachFileEnd();

// Tests read English texts, which are the easiest to assert on; every locale has the same keys.
beforeAll(async () => {
  await initI18n('en', { preload: 'all' });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  forgetOneRequestStores();
});

// The session module outlives a file in a shared worker: an account deletion's "ending on purpose" must not make
// the next file's 401 a no-op.
afterAll(forgetSessionEnding);
