import '@portal/contracts/zod-jitless';
import '@portal/web-kit/theme.css';
import '@/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { applyTheme, storedTheme } from '@/lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

applyTheme(storedTheme());
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
