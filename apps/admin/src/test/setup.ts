import '@testing-library/jest-dom/vitest';
import { cleanEachFileEnd } from '@portal/web-kit/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n';

// findBy…/waitFor give up after 1 s by default; on a loaded two-core CI machine a screen with two stubbed
// requests has taken 1.7 s to settle. Waiting longer changes no outcome, it only stops false failures.
configure({ asyncUtilTimeout: 5000 });
cleanEachFileEnd();

// Tests read English texts; every locale has the same keys (locales.test.ts).
beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
