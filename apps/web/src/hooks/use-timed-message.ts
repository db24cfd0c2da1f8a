import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedMessage = { variant: 'success' | 'danger'; text: string };

/** A message that hides itself after `durationMs` (spec §9: login messages stay 3 s). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: TimedMessage) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show] as const;
}
