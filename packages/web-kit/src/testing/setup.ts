import '@testing-library/jest-dom/vitest';
import { DEFAULT_LANGUAGE, pluralRulesByTag } from '@portal/contracts';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { kitLocaleFiles } from '../i18n/locale-files';
import { cleanEachFileEnd } from './clean-file-end';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();
cleanEachFileEnd();

// The kit's tests read its English texts.
beforeAll(async () => {
  const load = async (lang: string, ns: string) => (await kitLocaleFiles[`${lang}/${ns}`]?.()) ?? {};
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      en: { errors: await load('en', 'errors'), validation: await load('en', 'validation') },
    },
    interpolation: { escapeValue: false },
  });
  pluralRulesByTag(i18n);
});

afterEach(() => cleanup());
