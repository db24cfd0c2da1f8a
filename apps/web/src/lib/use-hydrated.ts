import { useSyncExternalStore } from 'react';

// Whether React has taken the page over. The prerender and the render that hydrates its markup read the server
// snapshot (false), so they write the same markup (a form's disabled fieldset, a passkey button not yet offered);
// React renders again with the client snapshot (true) right after hydration. A page rendered from nothing, or a
// component mounted later, reads true from its first render.

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** False in the prerender and in the render that hydrates it, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
