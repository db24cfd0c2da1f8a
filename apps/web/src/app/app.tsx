import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { InstallableApp } from '@/features/pwa/components/installable-app';
import { AppProvider } from './provider';
import { createRouter } from './router';

/** `router` is given when main.tsx had to wait for it before hydrating a prerendered page. */
export function App({ router: given }: { router?: DataRouter }) {
  const [router] = useState(() => given ?? createRouter());
  return (
    <AppProvider>
      <InstallableApp>
        <RouterProvider router={router} />
      </InstallableApp>
    </AppProvider>
  );
}
