import { hostingPaths, type PreviewResponse } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { ChangePackage } from './change-package';
import { orderFixture, tariffsFixture } from './test-data';

const tariffsUrl = `${hostingPaths.tariffs}?server_id=1&per_page=100`;
const previewPath = hostingPaths.preview.replace(':id', '5');
const changePath = hostingPaths.tariffChange.replace(':id', '5');

const preview = (sufficient: boolean): PreviewResponse => ({
  charge: 60000,
  balance: sufficient ? 100000 : 20000,
  sufficient,
  shortfall: sufficient ? 0 : 40000,
  current_expires_at: '2026-12-01T10:00:00.000Z',
  new_expires_at: '2026-12-20T10:00:00.000Z',
  lost_seconds: 864000,
  lost_days: 10,
  tariff: { id: 12, name: 'Pro' },
  pay_type: '2592000',
});

function stubServer(sufficient = true) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body) sent.push({ url, body: JSON.parse(String(init.body)) });
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === tariffsUrl) body = { status: true, data: tariffsFixture };
      if (url === previewPath) body = { status: true, data: preview(sufficient) };
      if (url === changePath)
        body = { status: true, data: orderFixture({ tariff: { id: 12, name: 'Pro' } }) };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const renderChange = () =>
  renderRoutes(
    [
      { path: '/change-package', element: <ChangePackage order={orderFixture()} /> },
      { path: '/my_orders', element: <p>orders page</p> },
    ],
    '/change-package',
  );

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('ChangePackage', () => {
  it('disables the current tariff and shows prices for the chosen period only', async () => {
    stubServer();
    renderChange();
    expect(await screen.findByRole('button', { name: 'Current tariff: Start' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const pro = screen.getByRole('listitem', { name: 'Pro' });
    expect(within(pro).getByRole('list', { name: 'Prices' })).toHaveTextContent('60,000 som per month');
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    // Pro is not sold by the day.
    expect(screen.getByRole('button', { name: 'Choose: Pro' })).toBeDisabled();
  });

  it('confirms in a modal that shows the charge and the lost time, then changes the tariff', async () => {
    const sent = stubServer();
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the tariff?' });
    expect(await within(dialog).findByTestId('change-preview')).toHaveTextContent(
      '60,000 som will be taken from your balance for one month of the Pro tariff.',
    );
    expect(dialog).toHaveTextContent(
      'The time left on your current tariff is lost: 10 days, until 1 Dec 2026.',
    );
    expect(dialog).toHaveTextContent('The new tariff will run until 20 Dec 2026.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(sent).toContainEqual({ url: changePath, body: { tariff_id: 12, pay_type: '2592000' } });
    expect(sent).toContainEqual({
      url: previewPath,
      body: { action: 'tariff_change', tariff_id: 12, pay_type: '2592000' },
    });
  });

  it('names the shortfall and keeps confirm disabled when the balance is short', async () => {
    stubServer(false);
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('40,000 som is missing');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
