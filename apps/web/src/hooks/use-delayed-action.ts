import { useEffect, useRef, useState } from 'react';

/** Runs `action` once, `delayMs` after `schedule()` is called (docs/product/limits.md redirect delays). */
export function useDelayedAction(action: () => void, delayMs: number) {
  const [isScheduled, setIsScheduled] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    if (!isScheduled) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [isScheduled, delayMs]);

  return [isScheduled, () => setIsScheduled(true)] as const;
}
