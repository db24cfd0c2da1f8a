import type { ComponentType, ReactNode } from 'react';
import { InstallableApp } from '@/features/pwa/components/installable-app';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { BrowserRouter } from './routing/browser-router';

/**
 * The portal. `Router` is the browser's history (main.tsx) or, in the prerender, one fixed address: the same
 * tree either way, so a prerendered page hydrates without a mismatch.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProvider>
      <InstallableApp>
        <Router>
          <AppRoutes />
        </Router>
      </InstallableApp>
    </AppProvider>
  );
}
