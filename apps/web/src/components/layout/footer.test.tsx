import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('ends the copyright range at the current year of the clock, not a fixed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-05T09:00:00'));
    renderWithProviders(<Footer />);
    expect(screen.getByText(/^© 2019–2031 /)).toBeInTheDocument();
  });
});
