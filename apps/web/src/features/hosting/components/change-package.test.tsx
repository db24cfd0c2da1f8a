import { hostingPaths, type PreviewResponse } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { ChangePackage } from './change-package';
import { orderFixture, tariffsFixture } from './test-data';

const tariffsUrl = `${hostingPaths.tariffs}?server_id=1&per_page=100`;
const previewPath = hostingPaths.preview.replace(':id', '5');
const changePath = hostingPaths.tariffChange.replace(':id', '5');

/** Pro for a month (60 000 som); 10 days left of the current tariff, worth 10 000 som under prorate. */
const preview = (sufficient: boolean, policy: 'reset' | 'prorate', credit = 10000): PreviewResponse => ({
  charge: 60000,
  balance: sufficient ? 100000 : 20000,
  sufficient,
  shortfall: sufficient ? 0 : 40000,
  current_expires_at: '2026-12-01T10:00:00.000Z',
  new_expires_at: '2026-12-20T10:00:00.000Z',
  lost_seconds: policy === 'reset' ? 864000 : 0,
  lost_days: 10,
  policy,
  credit: policy === 'prorate' ? credit : 0,
  net: 60000 - (policy === 'prorate' ? credit : 0),
  tariff: { id: 12, name: 'Pro' },
  pay_type: '2592000',
});

function stubServer(sufficient = true, policy: 'reset' | 'prorate' = 'prorate', credit = 10000) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body) sent.push({ url, body: JSON.parse(String(init.body)) });
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === tariffsUrl) body = { status: true, data: tariffsFixture };
      if (url === previewPath) body = { status: true, data: preview(sufficient, policy, credit) };
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

/** The summary's rows as [label, value] pairs. */
const factsOf = (summary: HTMLElement) =>
  Array.from(summary.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

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

  it('confirms in a modal that lists the credit, the charge, the net to pay and the new end', async () => {
    const sent = stubServer();
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the tariff?' });
    const summary = await within(dialog).findByTestId('change-preview');
    expect(factsOf(summary)).toEqual([
      ['Credit for the unused days (10)', '+10,000 som'],
      ['Pro tariff, one month', '−60,000 som'],
      ['To pay from the balance', '50,000 som'],
      ['New period ends on', '20 Dec 2026'],
    ]);
    expect(summary).not.toHaveTextContent('is lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The tariff has been changed.');
    expect(sent).toContainEqual({ url: changePath, body: { tariff_id: 12, pay_type: '2592000' } });
    expect(sent).toContainEqual({
      url: previewPath,
      body: { action: 'tariff_change', tariff_id: 12, pay_type: '2592000' },
    });
  });

  it('says what comes back when the credit is more than the new tariff costs', async () => {
    stubServer(true, 'prorate', 75000.5);
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const summary = await within(screen.getByRole('dialog')).findByTestId('change-preview');
    expect(factsOf(summary)).toContainEqual(['Returned to the balance', '15,000.5 som']);
  });

  it('under the reset policy shows no credit and says which paid days are lost', async () => {
    stubServer(true, 'reset');
    renderChange();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Pro' }));
    const summary = await within(screen.getByRole('dialog')).findByTestId('change-preview');
    expect(factsOf(summary)).toEqual([
      ['Pro tariff, one month', '−60,000 som'],
      ['To pay from the balance', '60,000 som'],
      ['New period ends on', '20 Dec 2026'],
    ]);
    expect(summary).toHaveTextContent(
      'The time left on your current tariff is lost: 10 days, until 1 Dec 2026.',
    );
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
