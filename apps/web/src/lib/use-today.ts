import { useEffect, useState } from 'react';
import { todayForDateInput } from '@/lib/format';

/**
 * Today in Tashkent for a date input's `max` (a birthday), or undefined until the task after the first render.
 * Working it out builds the time-zone formatter (the engine loads its zone data: 10 ms and more of main thread on
 * a phone), which a form's start need not wait for; and a prerendered page must not carry the build's date, which
 * hydration would keep (it adopts attributes as painted).
 */
export function useTodayForDateInput(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setToday(todayForDateInput()), 0);
    return () => clearTimeout(timer);
  }, []);
  return today;
}
