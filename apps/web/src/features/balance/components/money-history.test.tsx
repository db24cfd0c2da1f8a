import { paymentPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { MoneyHistory } from './money-history';
import { explainedHistoryFixture, historyFixture, ledgerRow } from './test-data';

afterEach(() => vi.unstubAllGlobals());

function renderHistory(
  path = '/user/moneyhistory',
  reply: Parameters<typeof stubApi>[0][string] = {
    body: { status: true, data: historyFixture },
  },
) {
  localStorage.setItem('token', 't');
  const calls = stubApi({ [paymentPaths.history]: reply });
  const view = renderWithProviders(<MoneyHistory />, path);
  return { ...view, calls };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('MoneyHistory', () => {
  it('lists every entry with Tashkent time, the reason, and the signed amount in its colour', async () => {
    renderHistory();
    const items = await rows();
    expect(items).toHaveLength(3);
    // 21:30 UTC is 02:30 the next day in Tashkent (UTC+5).
    expect(items[1]).toHaveTextContent('Balance top-up');
    expect(items[1]).toHaveTextContent('20 Nov 2026, 02:30');
    expect(items[1]).toHaveTextContent('Invoice no. 7');
    const credit = within(items[1]!).getByText(/25,000 som/);
    expect(credit).toHaveAttribute('data-action', 'credit');
    expect(credit).toHaveTextContent('Credit: +25,000 som');
    const debit = within(items[0]!).getByText(/25,000 som/);
    expect(debit).toHaveAttribute('data-action', 'debit');
    expect(debit).toHaveTextContent('Debit: −25,000 som');
    expect(items[0]).toHaveTextContent('Top-up reversal');
  });

  it('names the order and what each payment bought, and the provider of each top-up', async () => {
    renderHistory('/user/moneyhistory', { body: { status: true, data: explainedHistoryFixture } });
    const titles = (await rows()).map((item) => item.querySelector('span')?.textContent);
    expect(titles).toEqual([
      'Order no. 12: tariff change',
      'Order no. 12: unused days credited',
      'Order no. 12: auto-renewal',
      'Order no. 12: extension',
      'New order no. 12',
      // An old row whose kind could not be derived still names its order.
      'Payment for order no. 9',
      'Top-up via Payme',
      'Top-up via Click',
    ]);
  });

  it("links a top-up's fiscal receipt in a new tab, and only where there is one", async () => {
    renderHistory('/user/moneyhistory', { body: { status: true, data: explainedHistoryFixture } });
    const items = await rows();
    const payme = items[6]!;
    const link = within(payme).getByRole('link', { name: 'Fiscal receipt (opens in a new tab)' });
    expect(link).toHaveAttribute('href', explainedHistoryFixture[6]?.receipt_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The Click top-up's receipt has not come yet: no link.
    expect(within(items[7]!).queryByRole('link', { name: /Fiscal receipt/ })).toBeNull();
  });

  it('says when money went to a domain and when it came back', async () => {
    const domainRows = [
      ledgerRow(21, { action: '+', reason: 'domain_refund', amount: 120_000 }),
      ledgerRow(20, { action: '-', reason: 'domain_payment', amount: 120_000 }),
    ];
    renderHistory('/user/moneyhistory', { body: { status: true, data: domainRows } });
    const titles = (await rows()).map((item) => item.querySelector('span')?.textContent);
    expect(titles).toEqual(['Domain refund', 'Domain payment']);
  });

  it('filters profits and expenses on the client from one fetch', async () => {
    const { calls, router } = renderHistory('/user/moneyhistory?filter=profits');
    expect(await rows()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Profits' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('link', { name: 'Expenses' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const expenses = await rows();
    expect(router.state.location.search).toBe('?filter=expenses');
    expect(expenses[0]).toHaveTextContent('Top-up reversal');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/user/moneyhistory');
    expect(screen.getByRole('link', { name: 'Expenses' })).toHaveAttribute(
      'href',
      '/user/moneyhistory?filter=expenses',
    );
    // One fetch of the ledger for every filter (the auto-pay attempts below it are a fetch of their own).
    expect(calls.filter((call) => call.url === paymentPaths.history)).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    renderHistory(undefined, { body: { status: true, data: [] } });
    expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
  });

  it('says the data could not be loaded when the answer has a bad shape', async () => {
    renderHistory(undefined, { body: { status: true, data: { entries: 'nope' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading the data.');
  });

  it('prefixes the server message on other errors', async () => {
    renderHistory(undefined, {
      status: 503,
      body: { status: false, code: 'SERVICE_UNAVAILABLE', message: 'Ledger is busy' },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error: Ledger is busy',
    );
  });

  it('asks to log in again when there is no token', async () => {
    stubApi({});
    renderWithProviders(<MoneyHistory />, '/user/moneyhistory');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token not found! Please log in again.');
  });
});
