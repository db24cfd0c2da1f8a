import { hostingPaths, type PreviewResponse } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { EXTEND_ERROR_MS, ExtendPackage } from './extend-package';
import { orderFixture } from './test-data';

const previewPath = hostingPaths.preview.replace(':id', '5');
const extendPath = hostingPaths.extend.replace(':id', '5');

const preview = (periods: number): PreviewResponse => ({
  charge: 25000 * periods,
  balance: 100000,
  sufficient: 25000 * periods <= 100000,
  shortfall: Math.max(0, 25000 * periods - 100000),
  current_expires_at: '2026-12-01T10:00:00.000Z',
  // Thirty days per period from the current expiry: the order is active.
  new_expires_at: new Date(Date.parse('2026-12-01T10:00:00.000Z') + periods * 2_592_000_000).toISOString(),
  lost_seconds: 0,
  lost_days: 0,
  policy: 'prorate',
  credit: 0,
  net: 25000 * periods,
  tariff: { id: 11, name: 'Start' },
  pay_type: '2592000',
});

function stubServer(extendReply: { status: number; body: unknown }, previewGate?: Promise<void>) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const sent = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url === previewPath) await previewGate;
      let status = 200;
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === previewPath) body = { status: true, data: preview(sent.extend_period) };
      if (url === extendPath) {
        bodies.push(sent);
        ({ status, body } = extendReply);
      }
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return bodies;
}

const renderExtend = () =>
  renderRoutes(
    [
      { path: '/extend-package', element: <ExtendPackage order={orderFixture()} /> },
      {
        path: '/my_orders',
        element: (
          <>
            <FlashNotice />
            <p>orders page</p>
          </>
        ),
      },
    ],
    '/extend-package',
  );

const input = () => screen.getByLabelText('Number of months');
const row = (label: string) => screen.getByText(label).nextSibling;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('token', 't');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ExtendPackage', () => {
  it('shows the new expiry and the price as the number of periods changes', async () => {
    stubServer({ status: 200, body: { status: true, data: orderFixture() } });
    renderExtend();
    expect(input()).toHaveAttribute('min', '1');
    expect(await screen.findByText('25,000 som')).toBeInTheDocument();
    expect(row('New expiry date')).toHaveTextContent('31 Dec 2026');
    fireEvent.input(input(), { target: { value: '3' } });
    expect(await screen.findByText('75,000 som')).toBeInTheDocument();
    expect(row('New expiry date')).toHaveTextContent('1 Mar 2027');
  });

  it('shows a labelled spinner, not "—", while the preview is on its way', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubServer({ status: 200, body: { status: true, data: orderFixture() } }, gate);
    renderExtend();
    const facts = screen.getByTestId('extend-preview');
    expect(facts).toHaveAttribute('aria-busy', 'true');
    expect(row('Price')).toHaveTextContent('Calculating…');
    expect(row('Price')).not.toHaveTextContent('—');
    await act(async () => answer());
    expect(await screen.findByText('25,000 som')).toBeInTheDocument();
    expect(facts).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Calculating…')).not.toBeInTheDocument();
  });

  it('refuses 0 without asking the server', () => {
    stubServer({ status: 200, body: { status: true, data: orderFixture() } });
    renderExtend();
    fireEvent.input(input(), { target: { value: '0' } });
    expect(screen.getByText('Enter a whole number from 1 to 36.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend' })).toBeDisabled();
  });

  it('names the shortfall when the balance does not cover the periods', async () => {
    stubServer({ status: 200, body: { status: true, data: orderFixture() } });
    renderExtend();
    fireEvent.input(input(), { target: { value: '6' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('50,000 som is missing');
  });

  it('sends N periods and returns to my orders, which says the order was extended', async () => {
    const bodies = stubServer({ status: 200, body: { status: true, data: orderFixture() } });
    renderExtend();
    fireEvent.input(input(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The order has been extended.');
    expect(bodies).toEqual([{ extend_period: 2 }]);
  });

  it('shows an error with the server message for 5 s', async () => {
    stubServer({ status: 409, body: { status: false, code: 'CONFLICT', message: 'The order has ended.' } });
    renderExtend();
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: The order has ended.');
    await act(() => vi.advanceTimersByTimeAsync(EXTEND_ERROR_MS - 500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
