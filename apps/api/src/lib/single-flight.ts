// Concurrent calls for the same key share one run: the first starts it, later ones wait for its outcome. Once the
// run settles the key is free again, so this never caches an answer, it only stops duplicates from queueing up
// behind each other (for example a provider repeating a callback before our first answer has left).

export type SingleFlight<T> = (key: string, run: () => Promise<T>) => Promise<T>;

export function singleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
