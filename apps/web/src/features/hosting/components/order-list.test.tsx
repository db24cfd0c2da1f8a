import { type HostingOrder, hostingPaths } from '@portal/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PROGRESS_POLL_MS } from '../api/get-orders';
import { OrderList } from './order-list';
import { PASSWORD_REVEAL_MS } from './password-reveal';
import { orderFixture, serverFixture } from './test-data';

const ordersUrl = `${hostingPaths.orders}?per_page=100`;

/** The server's view: the test changes the orders between polls. */
function stubOrders(initial: HostingOrder[]) {
  const state = { orders: initial, listCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === ordersUrl) {
        state.listCalls += 1;
        body = { status: true, data: state.orders, total: state.orders.length };
      }
      if (url === hostingPaths.servers) body = { status: true, data: [serverFixture] };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('token', 't');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (id: number) => screen.findByRole('listitem', { name: `Order no. ${id}` });

describe('OrderList', () => {
  it('brings the order the address names into view and focus once the list has loaded (/my_orders#order-6)', async () => {
    stubOrders([orderFixture({ id: 5 }), orderFixture({ id: 6 }), orderFixture({ id: 7 })]);
    // jsdom lays nothing out and has no scrollIntoView: the test records whom the page asks to scroll to.
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    try {
      renderWithProviders(<OrderList />, '/#order-6');
      await card(6);
      const heading = screen.getByRole('heading', { name: 'Order no. 6' });
      await vi.waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toEqual(['order-6']);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it('shows each field, the status colour and the actions of an active order', async () => {
    stubOrders([orderFixture()]);
    renderWithProviders(<OrderList />);
    const order = await card(5);
    expect(within(order).getByText('Server').nextSibling).toHaveTextContent('Tashkent-1');
    expect(within(order).getByText('Location').nextSibling).toHaveTextContent('Tashkent');
    expect(within(order).getByText('Login').nextSibling).toHaveTextContent('u5');
    expect(within(order).getByText('Days left').nextSibling).toHaveTextContent('10');
    expect(within(order).getByText('Expires on').nextSibling).toHaveTextContent('1 Dec 2026');
    expect(within(order).getByTestId('order-status')).toHaveAttribute('data-tone', 'green');
    expect(
      await within(order).findByRole('link', { name: 'https://panel.example.uz:1500' }),
    ).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Open the panel' })).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Sites, SSL and DNS' })).toHaveAttribute(
      'href',
      '/my_orders/5',
    );
    expect(within(order).getByRole('button', { name: 'WAP panel' })).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Extend' })).toHaveAttribute(
      'href',
      '/extend-package?order_id=5',
    );
    expect(within(order).getByRole('link', { name: 'Change tariff' })).toHaveAttribute(
      'href',
      '/change-package?order_id=5',
    );
    expect(
      within(order).getByRole('checkbox', { name: 'Renew automatically from the balance' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Order a new service' })).toHaveAttribute('href', '/order');
  });

  it('names the site: its domains as links, or "no domain yet" with the way to attach one', async () => {
    stubOrders([
      orderFixture({ id: 5, domains: [] }),
      orderFixture({
        id: 6,
        domains: [
          { id: 31, name: 'shop.uz' },
          { id: 32, name: 'blog.uz' },
        ],
      }),
    ]);
    renderWithProviders(<OrderList />);
    const bare = within(await card(5)).getByText('Site').nextElementSibling as HTMLElement;
    expect(bare).toHaveTextContent('No domain yet');
    expect(within(bare).getByRole('link', { name: 'Attach a domain' })).toHaveAttribute(
      'href',
      '/domen/mydomen',
    );
    const site = within(await card(6)).getByText('Site').nextElementSibling as HTMLElement;
    expect(within(site).getByRole('link', { name: 'shop.uz' })).toHaveAttribute('href', '/domen/mydomen/31');
    expect(within(site).getByRole('link', { name: 'blog.uz' })).toHaveAttribute('href', '/domen/mydomen/32');
    expect(site).not.toHaveTextContent('No domain yet');
  });

  it('offers only extend in the grace week and no action once cancelled, both in red', async () => {
    stubOrders([orderFixture({ id: 6, status: 'week' }), orderFixture({ id: 7, status: 'cancelled' })]);
    renderWithProviders(<OrderList />);
    const week = await card(6);
    expect(within(week).getByTestId('order-status')).toHaveAttribute('data-tone', 'red');
    expect(within(week).getByRole('link', { name: 'Extend' })).toBeInTheDocument();
    expect(within(week).queryByRole('link', { name: 'Change tariff' })).not.toBeInTheDocument();
    expect(within(week).queryByRole('button', { name: 'Open the panel' })).not.toBeInTheDocument();
    const cancelled = await card(7);
    expect(within(cancelled).getByTestId('order-status')).toHaveAttribute('data-tone', 'red');
    expect(within(cancelled).queryByRole('link', { name: 'Extend' })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers no panel link, credentials or "attach a domain" once the customer cancelled the order', async () => {
    stubOrders([
      orderFixture({
        id: 8,
        status: 'week',
        domains: [],
        cancellation: {
          when: 'now',
          state: 'done',
          requested_at: '2026-11-21T10:00:00.000Z',
          effective_at: '2026-11-21T10:00:00.000Z',
          deleted_at: '2026-11-28T10:00:00.000Z',
          refund: 0,
          reason: null,
        },
      }),
      orderFixture({ id: 9, status: 'cancelled', domains: [] }),
    ]);
    renderWithProviders(<OrderList />);
    for (const id of [8, 9]) {
      const order = await card(id);
      expect(within(order).getByText('Status').nextSibling).toHaveTextContent('Cancelled');
      expect(within(order).getByText('Site').nextElementSibling).toHaveTextContent('No domain yet');
      expect(within(order).queryByRole('link', { name: 'Attach a domain' })).not.toBeInTheDocument();
      expect(within(order).queryByText('Login')).not.toBeInTheDocument();
      expect(within(order).queryByText('Password')).not.toBeInTheDocument();
      expect(within(order).queryByText('u5')).not.toBeInTheDocument();
      expect(within(order).queryByRole('button', { name: 'Open the panel' })).not.toBeInTheDocument();
    }
    expect(within(await card(8)).getByTestId('order-cancellation')).toHaveTextContent(
      'Cancelled on 21 Nov 2026, as you asked.',
    );
    // The panel address arrives with the servers: it is left out, not merely late.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(hostingPaths.servers, expect.anything()));
    expect(screen.queryByRole('link', { name: 'https://panel.example.uz:1500' })).not.toBeInTheDocument();
  });

  it('masks the password and reveals it on tap for 60 s', async () => {
    stubOrders([orderFixture()]);
    renderWithProviders(<OrderList />);
    const order = await card(5);
    expect(within(order).getByTestId('panel-password')).not.toHaveTextContent('S3cret!pw');
    fireEvent.click(within(order).getByRole('button', { name: 'Show the password' }));
    expect(within(order).getByTestId('panel-password')).toHaveTextContent('S3cret!pw');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_REVEAL_MS - 1000));
    expect(within(order).getByTestId('panel-password')).toHaveTextContent('S3cret!pw');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(order).getByTestId('panel-password')).not.toHaveTextContent('S3cret!pw');
  });

  it('polls while an order is in progress, so it turns active without a reload, then stops', async () => {
    const state = stubOrders([
      orderFixture({ status: 'progress', panel: { account: { login: null, password: null } } }),
    ]);
    renderWithProviders(<OrderList />);
    const order = await card(5);
    expect(within(order).getByTestId('order-status')).toHaveTextContent('Being set up');
    expect(within(order).getByTestId('order-status')).toHaveAttribute('data-tone', 'blue');
    state.orders = [orderFixture()];
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS + 100));
    expect(within(await card(5)).getByTestId('order-status')).toHaveTextContent('Active');
    const callsWhenActive = state.listCalls;
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3));
    expect(state.listCalls).toBe(callsWhenActive);
  });

  it('shows the no-orders message for an empty list', async () => {
    stubOrders([]);
    renderWithProviders(<OrderList />);
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});
