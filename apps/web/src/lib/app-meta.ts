import { type AppMeta, metaPath } from '@portal/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '@/lib/api-client';

// Every page's header asks for it: the schema (and zod) load with the request, not with the page. No query
// library either: a visitor's first screen paints without it (lib/query-scope.tsx); the support page's query
// (./app-meta-query.ts) reads the same answer.
const appMetaAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.appMetaSchema),
};

let request: Promise<AppMeta> | undefined;
let known: AppMeta | undefined;
const listeners = new Set<() => void>();

/** One request per page load for whoever asks first; a failed one is made again by the next to ask. */
export function loadAppMeta(): Promise<AppMeta> {
  request ??= apiRequest(metaPath, { schema: appMetaAnswer }).then(
    (answer) => {
      known = answer.data;
      for (const listener of listeners) listener();
      return answer.data;
    },
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** For the test set-up: a worker's files share this module, and one file's answer must not be the next one's. */
export function forgetAppMeta(): void {
  request = undefined;
  known = undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Demo mode and the support contacts, asked for on the first render that needs them; undefined until the answer
 * comes, when the API is unreachable, and in the render that adopts a prerendered page (which had none).
 */
export function useAppMeta(): AppMeta | undefined {
  useEffect(() => {
    // A header without the demo badge is all a failure costs; the next page load asks again.
    loadAppMeta().catch(() => undefined);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
}
