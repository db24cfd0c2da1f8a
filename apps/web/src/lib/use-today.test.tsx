import { renderHook, waitFor } from '@testing-library/react';
import { todayForDateInput } from '@/lib/format';
import { useTodayForDateInput } from '@/lib/use-today';

describe('useTodayForDateInput', () => {
  it("is undefined in the first render and Tashkent's date from the next task", async () => {
    const seen: Array<string | undefined> = [];
    const { result } = renderHook(() => {
      const today = useTodayForDateInput();
      seen.push(today);
      return today;
    });
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(todayForDateInput()));
    expect(result.current).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
