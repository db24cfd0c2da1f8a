import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself `durationMs` after it is shown (docs/product/limits.md: errors shown 2 s, 3 s or 5 s).
 * `show(undefined)` clears it at once.
 */
export function useTimedMessage<T>(durationMs: number) {
  const [message, setMessage] = useState<T>();
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: T | undefined) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      if (next !== undefined) timer.current = window.setTimeout(() => setMessage(undefined), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show] as const;
}
