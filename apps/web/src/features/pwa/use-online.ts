import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network; true where there is no navigator (the build's prerender). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The browser's online state, updated by its online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
