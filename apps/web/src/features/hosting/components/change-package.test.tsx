import { hostingPaths, type PreviewResponse } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { ChangePackage } from './change-package';
import { orderFixture, tariffsFixture } from './test-data';

const tariffsUrl = `${hostingPaths.tariffs}?server_id=1&per_page=100`;
const previewPath = hostingPaths.preview.replace(':id', '5');
const changePath = hostingPaths.tariffChange.replace(':id', '5');

const preview = (sufficient: boolean, policy: 'reset' | 'prorate'): PreviewResponse => ({
  charge: 60000,
  balance: sufficient ? 100000 : 20000,
  sufficient,
  shortfall: sufficient ? 0 : 40000,
  current_expires_at: '2026-12-01T10:00:00.000Z',
  new_expires_at: '2026-12-20T10:00:00.000Z',
  lost_seconds: policy === 'reset' ? 864000 : 0,
  lost_days: 10,
  policy,
  credit: policy === 'prorate' ? 10000 : 0,
  tariff: { id: 12, name: 'Pro' },
  pay_type: '2592000',
});

function stubServer(sufficient = true, policy: 'reset' | 'prorate' = 'reset') {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body) sent.push({ url, body: JSON.parse(String(init.body)) });
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === tariffsUrl) body = { status: true, data: tariffsFixture };
      if (url === previewPath) body = { status: true, data: preview(sufficient, policy) };
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
    expect(screen.getByRole('status')).toHaveTextContent('The tariff has been changed.');
    expect(sent).toContainEqual({ url: changePath, body: { tariff_id: 12, pay_type: '2592000' } });
    expect(sent).toContainEqual({
      url: previewPath,
      body: { action: 'tariff_change', tariff_id: 12, pay_type: '2592000' },
    });
  });

  it('under the prorate policy says what comes back for the unused days instead of what is lost', async () => {
    stubServer(true, 'prorate');
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the tariff?' });
    const summary = await within(dialog).findByTestId('change-preview');
    expect(summary).toHaveTextContent(
      '10,000 som for the 10 unused days of your current tariff go back to your balance, then the new period is charged.',
    );
    expect(summary).not.toHaveTextContent('is lost');
  });

  it('shows a labelled spinner in the modal while the preview loads', async () => {
    stubServer();
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the tariff?' });
    expect(within(dialog).getByText('Calculating…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(await within(dialog).findByTestId('change-preview')).toBeInTheDocument();
    expect(within(dialog).queryByText('Calculating…')).not.toBeInTheDocument();
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
