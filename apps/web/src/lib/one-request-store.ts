import { useEffect, useSyncExternalStore } from 'react';
import { mayRetry } from './retry-rule';

// A visitor's first screen reads a couple of answers (the header's meta, the home page's news counter); the query
// library (~10 KB) would load for them alone. This is the little of it they need: one request at a time shared by
// whoever asks, the answer kept for the page, asked again when stale (on a mount, or back online), retried like a
// query (./query-client.ts).

type StoreOptions = {
  /** How long an answer stays fresh: a component that mounts later asks again, showing the old answer meanwhile. */
  freshForMs?: number;
  /** How many times a failure that may pass on a retry (network, server) is retried, after 1 s, 2 s, 4 s… */
  retries?: number;
  retryDelayMs?: number;
};

export type OneRequestStore<T> = {
  /** The answer: the kept one while fresh, else the request under way or a new one; a failure is not kept. */
  load: () => Promise<T>;
  /** The answer in a component, asked for on its mount; undefined until it comes, on failure, and in a prerender. */
  useAnswer: () => T | undefined;
  forget: () => void;
};

const stores = new Set<{ forget: () => void }>();

/** For the test set-up: a worker's files share these modules, and one file's answer must not be the next one's. */
export function forgetOneRequestStores(): void {
  for (const store of stores) store.forget();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function oneRequestStore<T>(ask: () => Promise<T>, options: StoreOptions = {}): OneRequestStore<T> {
  const { freshForMs = Number.POSITIVE_INFINITY, retries = 0, retryDelayMs = 1000 } = options;
  let request: Promise<T> | undefined;
  let known: { value: T; at: number } | undefined;
  // Bumped by forget(): an answer to a forgotten request is not kept.
  let generation = 0;
  const listeners = new Set<() => void>();

  async function askWithRetries(): Promise<T> {
    for (let failures = 0; ; failures += 1) {
      try {
        return await ask();
      } catch (error) {
        if (failures >= retries || !mayRetry(error)) throw error;
        await wait(retryDelayMs * 2 ** failures);
      }
    }
  }

  function load(): Promise<T> {
    if (request) return request;
    if (known && Date.now() - known.at < freshForMs) return Promise.resolve(known.value);
    const asked = generation;
    const current = askWithRetries().then(
      (value) => {
        if (asked !== generation) return value;
        request = undefined;
        known = { value, at: Date.now() };
        for (const listener of listeners) listener();
        return value;
      },
      (error: unknown) => {
        if (asked === generation) request = undefined;
        throw error;
      },
    );
    request = current;
    return current;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  function useAnswer(): T | undefined {
    useEffect(() => {
      // What a failure costs is the answer not shown; the next mount asks again.
      const ask = () => void load().catch(() => undefined);
      ask();
      // Back online, a stale answer is asked for again, as a query does (refetchOnReconnect).
      window.addEventListener('online', ask);
      return () => window.removeEventListener('online', ask);
    }, []);
    return useSyncExternalStore(
      subscribe,
      () => known?.value,
      () => undefined,
    );
  }

  function forget(): void {
    generation += 1;
    request = undefined;
    known = undefined;
  }

  stores.add({ forget });
  return { load, useAnswer, forget };
}
