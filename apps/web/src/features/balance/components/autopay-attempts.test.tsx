import { type AutopayAttemptView, paymentPaths, savedCardPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { MoneyHistory } from './money-history';
import { historyFixture } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const attempt = (over: Partial<AutopayAttemptView>): AutopayAttemptView => ({
  id: 1,
  created_at: '2026-11-20T21:30:00Z',
  amount: 30_000,
  state: 'paid',
  reason: null,
  card_dead: false,
  card: '860049******6478',
  subject: 'order',
  order_id: 12,
  domain_id: null,
  invoice_id: 70,
  ...over,
});

const attempts: AutopayAttemptView[] = [
  attempt({ id: 3 }),
  attempt({
    id: 2,
    state: 'failed',
    reason: 'card_expired_or_blocked',
    card_dead: true,
    subject: 'domain',
    order_id: null,
    domain_id: 7,
    amount: 60_000,
  }),
  attempt({ id: 1, state: 'failed', reason: 'insufficient_funds' }),
];

function renderHistory(attemptsReply: Parameters<typeof stubApi>[0][string]) {
  localStorage.setItem('token', 't');
  stubApi({
    [paymentPaths.history]: { body: { status: true, data: historyFixture } },
    [savedCardPaths.autopayAttempts]: attemptsReply,
  });
  return renderWithProviders(<MoneyHistory />, '/user/moneyhistory');
}

describe('AutopayAttempts in the money history', () => {
  it('lists every auto-pay attempt with its outcome, a failure with its reason in words', async () => {
    renderHistory({ body: { status: true, data: attempts } });
    const list = await screen.findByRole('list', { name: 'Auto-pay card charges' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Order no. 12: renewal');
    expect(items[0]).toHaveTextContent('Charged, balance topped up');
    expect(items[0]).toHaveTextContent('Card 860049******6478');
    expect(items[0]).toHaveTextContent('30,000 som');
    // The invoice ties it to its top-up line in the ledger.
    expect(items[0]).toHaveTextContent('Invoice no. 70');
    expect(items[1]).toHaveTextContent('Not charged: the card has expired or is blocked');
    expect(items[1]).toHaveTextContent('This card will not be tried again');
    expect(within(items[1]!).getByRole('link', { name: 'Domain renewal' })).toHaveAttribute(
      'href',
      '/domen/mydomen/7',
    );
    expect(items[2]).toHaveTextContent('Not charged: not enough money on the card');
    expect(items[2]).not.toHaveTextContent('This card will not be tried again');
    // The ledger above is untouched: its own list, its own lines.
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
  });

  it('shows nothing without attempts, or when they cannot be loaded', async () => {
    renderHistory({ body: { status: true, data: [] } });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('heading', { name: 'Auto-pay card charges' })).not.toBeInTheDocument();
  });
});
