import { act, render, screen } from '@testing-library/react';
import { CLOCK_REFRESH_MS, formatTashkentTime, TashkentClock } from './tashkent-clock';

afterEach(() => vi.useRealTimers());

describe('TashkentClock', () => {
  it('shows Tashkent time (UTC+5), whatever the browser time zone', () => {
    expect(formatTashkentTime(new Date('2025-03-01T19:30:05Z'), 'en')).toBe('00:30:05');
  });

  it('is labelled UZB and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T07:00:00Z'));
    render(<TashkentClock />);
    expect(screen.getByText('UZB')).toBeInTheDocument();
    expect(screen.getByTestId('tashkent-clock')).toHaveTextContent('12:00:00');

    act(() => vi.advanceTimersByTime(CLOCK_REFRESH_MS));
    expect(screen.getByTestId('tashkent-clock')).toHaveTextContent('12:00:01');
  });
});
