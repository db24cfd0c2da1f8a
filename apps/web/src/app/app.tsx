import { useState } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build of the provider: it carries react-dom's flushSync, without which navigate({ flushSync: true }) is
// silently rendered in a transition.
import { RouterProvider } from 'react-router/dom';
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
