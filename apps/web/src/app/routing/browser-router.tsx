import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';
import { isNavigatingAtOnce } from '@/lib/routing/navigate-at-once';

/**
 * react-router's BrowserRouter, with one difference: a navigation made through `navigateAtOnce` renders urgently
 * (so react-dom's flushSync around it renders it at once). Every other one renders in a transition: a screen
 * whose module is still downloading leaves the old one painted under the route overlay, not a blank page.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isNavigatingAtOnce()) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
