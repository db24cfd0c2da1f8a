import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { readableMib } from './format';
import { TariffCard } from './tariff-card';
import { tariffsFixture } from './test-data';

describe('readableMib', () => {
  it.each([
    [512, 'mb', '512'],
    [1024, 'gb', '1'],
    [1536, 'gb', '1.5'],
    [20480, 'gb', '20'],
    [1048576, 'tb', '1'],
  ])('shows %i MiB as %s %s', (mib, unit, value) => {
    expect(readableMib(mib, 'en')).toEqual({ unit, value });
  });
});

describe('TariffCard', () => {
  it('shows limits in readable units, unlimited traffic and a price per offered period', () => {
    renderWithProviders(<TariffCard tariff={tariffsFixture[1]!} action={null} />);
    const card = screen.getByRole('listitem', { name: 'Pro' });
    expect(within(card).getByText('Disk').nextSibling).toHaveTextContent('20 GB');
    // The unit stays on the number's line.
    expect(within(card).getByText('Disk').nextSibling?.textContent).toBe('20\u00a0GB');
    expect(within(card).getByText('RAM').nextSibling).toHaveTextContent('1.5 GB');
    expect(within(card).getByText('Traffic').nextSibling).toHaveTextContent('Unlimited');
    expect(within(card).getByText('Cron jobs').nextSibling).toHaveTextContent('4');
    const prices = within(card).getByRole('list', { name: 'Prices' });
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['60,000 som per month', '600,000 som per year']);
  });
});
