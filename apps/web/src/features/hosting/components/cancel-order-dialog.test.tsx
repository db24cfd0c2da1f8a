import { type CancelPreview, type HostingOrder, hostingPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { OrderList } from './order-list';
import { orderFixture, serverFixture } from './test-data';

const ordersUrl = `${hostingPaths.orders}?per_page=100`;
const at = (path: string) => path.replace(':id', '5');

const previewFixture = (overrides: Partial<CancelPreview> = {}): CancelPreview => ({
  policy: 'unused_days',
  refund: 8333,
  unused_days: 10,
  expires_at: '2026-12-01T10:00:00.000Z',
  deleted_at: { now: '2026-11-28T10:00:00.000Z', end_of_term: '2026-12-08T10:00:00.000Z' },
  ...overrides,
});

const doneNow = orderFixture({
  status: 'week',
  expires_at: '2026-11-21T10:00:00.000Z',
  cancellation: {
    when: 'now',
    state: 'done',
    requested_at: '2026-11-21T10:00:00.000Z',
    effective_at: '2026-11-21T10:00:00.000Z',
    deleted_at: '2026-11-28T10:00:00.000Z',
    refund: 8333,
    reason: 'Moving',
  },
});

const scheduled = orderFixture({
  cancellation: {
    when: 'end_of_term',
    state: 'scheduled',
    requested_at: '2026-11-21T10:00:00.000Z',
    effective_at: '2026-12-01T10:00:00.000Z',
    deleted_at: '2026-12-08T10:00:00.000Z',
    refund: null,
    reason: null,
  },
});

type Sent = { url: string; body: unknown; key: string | null };

/** The server: the orders list, the preview, and the cancellation and its undo, which change the order. */
function stubServer(initial: HostingOrder, opts: { preview?: CancelPreview; cancelCode?: string } = {}) {
  const state = { order: initial, sent: [] as Sent[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      if (init.method === 'POST') {
        state.sent.push({
          url,
          body: init.body ? JSON.parse(String(init.body)) : null,
          key: headers['Idempotency-Key'] ?? null,
        });
      }
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      let status = 200;
      if (url === ordersUrl) body = { status: true, data: [state.order], total: 1 };
      if (url === hostingPaths.servers) body = { status: true, data: [serverFixture] };
      if (url === at(hostingPaths.cancelPreview))
        body = { status: true, data: opts.preview ?? previewFixture() };
      if (url === at(hostingPaths.cancel)) {
        if (opts.cancelCode) {
          status = 409;
          body = { status: false, code: opts.cancelCode, message: 'refused' };
        } else {
          state.order = doneNow;
          body = { status: true, data: state.order };
        }
      }
      if (url === at(hostingPaths.cancelUndo)) {
        state.order = orderFixture();
        body = { status: true, data: state.order };
      }
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return state;
}

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const card = () => screen.findByRole('listitem', { name: 'Order no. 5' });

async function openDialog() {
  fireEvent.click(within(await card()).getByRole('button', { name: 'Cancel the order' }));
  return screen.getByRole('dialog', { name: 'Cancel order no.\u00a05' });
}

describe('cancelling an order', () => {
  it('opens with focus inside, says what each choice does in the API’s numbers, and ends at the period by default', async () => {
    stubServer(orderFixture());
    renderWithProviders(<OrderList />);
    const dialog = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const endOfTerm = await within(dialog).findByRole('radio', {
      name: 'At the end of the paid period, 1 Dec 2026',
    });
    expect(endOfTerm).toBeChecked();
    expect(endOfTerm).toHaveAccessibleDescription(
      'Nothing more is charged and the order is not renewed. The site and the panel account work until 1 Dec 2026; then the account is suspended and deleted on 8 Dec 2026. Nothing returns to the balance: this period is paid for. You can undo this until 1 Dec 2026.',
    );
    const now = within(dialog).getByRole('radio', { name: 'Now' });
    expect(now).toHaveAccessibleDescription(
      'The panel account is suspended now and deleted on 28 Nov 2026. 8,333 som for the unused whole days (10) returns to your balance; the days already used are not refunded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel at the end of the period' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly when nothing comes back: no whole day left, or the policy returns nothing', async () => {
    stubServer(orderFixture(), { preview: previewFixture({ refund: 0, unused_days: 0 }) });
    const first = renderWithProviders(<OrderList />);
    let dialog = await openDialog();
    expect(await within(dialog).findByRole('radio', { name: 'Now' })).toHaveAccessibleDescription(
      /No whole unused day is left, so nothing returns to the balance\./,
    );
    first.unmount();
    vi.unstubAllGlobals();
    stubServer(orderFixture(), { preview: previewFixture({ policy: 'none', refund: 0 }) });
    renderWithProviders(<OrderList />);
    dialog = await openDialog();
    expect(await within(dialog).findByRole('radio', { name: 'Now' })).toHaveAccessibleDescription(
      /Nothing returns to the balance: a paid period is not refunded\./,
    );
  });

  it('cancels now with the reason and a key, then the card says what happened and takes focus', async () => {
    const state = stubServer(orderFixture());
    renderWithProviders(<OrderList />);
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Now' }));
    fireEvent.change(within(dialog).getByLabelText('Why are you leaving? (optional)'), {
      target: { value: 'Moving' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cancel = state.sent.find((sent) => sent.url === at(hostingPaths.cancel));
    expect(cancel).toMatchObject({ body: { when: 'now', reason: 'Moving' } });
    expect(cancel?.key).toMatch(/^[0-9a-f-]{36}$/);
    const banner = await within(await card()).findByTestId('order-cancellation');
    expect(banner).toHaveTextContent(
      'Cancelled on 21 Nov 2026, as you asked. 8,333 som for the unused days returned to your balance. The panel account is suspended and will be deleted on 28 Nov 2026.',
    );
    await waitFor(() => expect(banner).toHaveFocus());
    const order = await card();
    // Its account waits out the grace week, but for the customer the order is cancelled.
    expect(within(order).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(order).queryByRole('link', { name: 'Extend' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
  });

  it('shows why the API refused, in words, and keeps the dialog open', async () => {
    stubServer(orderFixture(), { cancelCode: 'ORDER_CANCELLED' });
    renderWithProviders(<OrderList />);
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: 'Now' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at the end of the period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order has already been cancelled.',
    );
  });

  it('a scheduled cancellation: the date, no extend or change, and undo puts the order back', async () => {
    const state = stubServer(scheduled);
    renderWithProviders(<OrderList />);
    const order = await card();
    expect(within(order).getByTestId('order-cancellation')).toHaveTextContent(
      'This order ends on 1 Dec 2026, as you asked: it will not be renewed, and the site works until then. The panel account will be deleted on 8 Dec 2026.',
    );
    expect(within(order).queryByRole('link', { name: 'Extend' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: 'Change tariff' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Open the panel' })).toBeInTheDocument();
    fireEvent.click(within(order).getByRole('button', { name: 'Undo the cancellation' }));
    expect(await within(order).findByRole('status')).toHaveTextContent(
      'The cancellation was undone: the order runs and renews as before.',
    );
    expect(state.sent.map((sent) => sent.url)).toEqual([at(hostingPaths.cancelUndo)]);
    expect(await within(order).findByRole('link', { name: 'Extend' })).toBeInTheDocument();
    await waitFor(() => expect(within(order).getByRole('status').parentElement).toHaveFocus());
  });
});
