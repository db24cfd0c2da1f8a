import '@/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The chosen language (and the uz fallback) load before the first render, so no untranslated keys flash.
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
