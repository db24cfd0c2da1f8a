import '@testing-library/jest-dom/vitest';
import { DEFAULT_LANGUAGE } from '@portal/contracts';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { kitLocaleFiles } from '../i18n/locale-files';

// jsdom has <dialog> but not its modal methods: opening sets `open`, closing clears it and fires `close`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

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
});

afterEach(() => cleanup());
