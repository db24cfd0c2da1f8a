import { hostingPaths } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes, stubApi } from '@/test/render';
import { ORDER_REDIRECT_MS, OrderConfirmation } from './order-confirmation';
import { ok, orderFixture, tariffsFixture } from './test-data';

const start = tariffsFixture[0]!;
// 2026-11-20 10:00 UTC is 15:00 in Tashkent; one month (30 days) later is 2026-12-20.
const now = () => Date.parse('2026-11-20T10:00:00.000Z');

function renderConfirmation() {
  return renderRoutes(
    [
      { path: '/pay/confirmation', element: <OrderConfirmation tariff={start} now={now} /> },
      { path: '/my_orders', element: <p>orders page</p> },
      { path: '/pay', element: <p>top-up page</p> },
      { path: '/orders/product/infohosting/:id', element: <p>tariffs page</p> },
    ],
    '/pay/confirmation',
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('token', 't');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OrderConfirmation', () => {
  it('states the amount and the resulting expiry for the chosen period', () => {
    stubApi({});
    renderConfirmation();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByTestId('order-summary')).toHaveTextContent(
      'You are ordering the Start tariff for one month. 25,000 som will be taken from your balance, and the service will run until 20 Dec 2026.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByTestId('order-summary')).toHaveTextContent('250,000 som');
    expect(screen.getByTestId('order-summary')).toHaveTextContent('20 Nov 2027');
  });

  it('creates the order with the period in seconds and opens my orders after 1.5 s', async () => {
    const calls = stubApi({ [hostingPaths.createOrder]: ok(orderFixture({ status: 'progress' })) });
    renderConfirmation();
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The order has been created. Opening your orders…')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ tariff_id: 11, pay_type: '86400' });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REDIRECT_MS - 100));
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it('names the shortfall and links to the top-up page on a payment error', async () => {
    stubApi({
      [hostingPaths.createOrder]: {
        status: 422,
        body: { status: false, code: 'INSUFFICIENT_FUNDS', message: 'Not enough', shortfall: 12500 },
      },
    });
    renderConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough money on your balance: 12,500 som is missing.');
    // The top-up page gets the missing amount and the way back; the chosen period is kept for the return.
    const topUp = screen.getByRole('link', { name: 'Top up the balance' });
    expect(topUp).toHaveAttribute(
      'href',
      `/pay?${new URLSearchParams({ amount: '12500', next: '/pay/confirmation' })}`,
    );
    fireEvent.click(topUp);
    expect(JSON.parse(sessionStorage.getItem('checkout-draft:/pay/confirmation') ?? '{}')).toEqual({
      pay_type: '2592000',
    });
    expect(await screen.findByText('top-up page')).toBeInTheDocument();
  });

  it('shows other errors for 2 s', async () => {
    stubApi({
      [hostingPaths.createOrder]: { status: 500, body: { status: false, code: 'INTERNAL', message: 'boom' } },
    });
    renderConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the server tariffs on cancel', () => {
    stubApi({});
    renderConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('tariffs page')).toBeInTheDocument();
  });
});
