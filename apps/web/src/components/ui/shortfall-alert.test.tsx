import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/test/render';
import { ShortfallAlert } from './shortfall-alert';

describe('ShortfallAlert', () => {
  it('names the missing amount and leads to the top-up page with it, and back to where it was shown', async () => {
    const onTopUp = vi.fn();
    const { router } = renderRoutes(
      [
        { path: '/domains/buy', element: <ShortfallAlert shortfall={20_000.5} onTopUp={onTopUp} /> },
        { path: paths.pay.path, element: <p>pay page</p> },
      ],
      '/domains/buy?name=example.uz',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not enough money on your balance: 20,000.5 som is missing.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Top up the balance' }));
    expect(onTopUp).toHaveBeenCalledOnce();
    const query = new URLSearchParams(router.state.location.search);
    expect([...query.values()]).toEqual(expect.arrayContaining(['20001', '/domains/buy?name=example.uz']));
  });
});
