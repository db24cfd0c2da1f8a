import { useEffect, useState } from 'react';

/** A message that clears itself `durationMs` after it is set (spec §9: errors shown 2 s or 5 s). */
export function useTimedMessage<T>(durationMs: number) {
  const [message, setMessage] = useState<T>();
  useEffect(() => {
    if (message === undefined) return;
    const timer = window.setTimeout(() => setMessage(undefined), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage] as const;
}
