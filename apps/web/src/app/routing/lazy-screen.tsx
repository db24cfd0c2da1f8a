import { type ComponentType, lazy, type ReactNode } from 'react';
import { trackLoad } from '@/lib/routing/pending-loads';

/** A route's element whose module loads on its first render (or on `preload`). */
export interface LazyScreen {
  (): ReactNode;
  /** Starts the download (once); resolves when it has settled, never rejects: a failure shows on render. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a route, with two differences: a module already loaded renders at once, even on its first
 * render (React.lazy suspends once, which would repaint a hydrating page or flash the overlay on back/forward),
 * and main.tsx can load the first screen before hydrating (`preload`). A download that fails throws on render,
 * for the route's error boundary.
 */
export function lazyScreen(load: () => Promise<ComponentType>, name: string): LazyScreen {
  let Loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= trackLoad(load()).then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  // The first render before the module is there suspends as React.lazy does (it waits for `preload`).
  const Pending = lazy(async () => {
    await preload();
    if (!Loaded) throw failure?.error;
    return { default: Loaded };
  });
  function Screen() {
    return Loaded ? <Loaded /> : <Pending />;
  }
  Screen.displayName = `Lazy(${name})`;
  return Object.assign(Screen, { preload });
}
