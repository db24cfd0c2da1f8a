import { apiPaths, type Invoice, paymentPaths } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { INVOICE_POLL_MS } from '../api/get-invoice';
import { PaymentResult } from './payment-result';

const invoicePath = paymentPaths.invoice.replace(':id', '7');
const invoice = (status: Invoice['status']): Invoice => ({
  id: 7,
  merchant: 'payme',
  amount: 25000,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-20T10:01:00.000Z' : null,
});

/** The network as the server sees it: the test changes the invoice and the balance between polls. */
function stubServer(initial: Invoice['status']) {
  const state = { status: initial, balance: 100, invoiceCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      let body: unknown = { status: false, code: 'NOT_FOUND', message: 'Not found' };
      if (url === invoicePath) {
        state.invoiceCalls += 1;
        body = { status: true, data: invoice(state.status) };
      }
      if (url === apiPaths.profile) {
        body = { status: true, data: { ...demoProfile, accounts: { amount: state.balance } } };
      }
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

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('PaymentResult', () => {
  it('says pending, polls every 2 s, then shows the new balance and stops polling', async () => {
    const server = stubServer('pending');
    renderWithProviders(<PaymentResult invoiceId={7} />);
    expect(
      await screen.findByText('Waiting for the payment system to confirm the payment…', {
        selector: 'div[role=status] p',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('100 som')).toBeInTheDocument();

    await advance(INVOICE_POLL_MS);
    expect(server.invoiceCalls).toBe(2);

    server.status = 'paid';
    server.balance = 25100;
    await advance(INVOICE_POLL_MS);
    expect(
      await screen.findByText('Payment received: 25,000 som has been added to your balance.'),
    ).toHaveFocus();
    expect(screen.getByText('New balance')).toBeInTheDocument();
    expect(await screen.findByText('25,100 som')).toBeInTheDocument();

    const callsWhenPaid = server.invoiceCalls;
    await advance(INVOICE_POLL_MS * 3);
    expect(server.invoiceCalls).toBe(callsWhenPaid);
  });

  it('says the balance did not change when the payment was cancelled', async () => {
    const server = stubServer('cancelled');
    renderWithProviders(<PaymentResult invoiceId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was cancelled. Your balance has not changed.',
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(await screen.findByText('100 som')).toBeInTheDocument();
    expect(screen.queryByText('New balance')).not.toBeInTheDocument();
    await advance(INVOICE_POLL_MS * 2);
    expect(server.invoiceCalls).toBe(1);
    expect(screen.getByRole('link', { name: 'Top up again' })).toHaveAttribute('href', '/pay');
  });

  it('stops waiting when the provider returned with a failed attempt, and says the balance did not change', async () => {
    const server = stubServer('pending');
    renderWithProviders(<PaymentResult invoiceId={7} isAttemptFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through. Your balance has not changed.',
    );
    expect(await screen.findByText('100 som')).toBeInTheDocument();
    await advance(INVOICE_POLL_MS * 2);
    expect(server.invoiceCalls).toBe(1);
  });

  it('offers the way back to the order the top-up was for', async () => {
    sessionStorage.setItem('pay-return', '/domen/order?name=mysite.com');
    stubServer('paid');
    renderWithProviders(<PaymentResult invoiceId={7} />);
    const back = await screen.findByRole('link', { name: 'Back to your order' });
    expect(back).toHaveAttribute('href', '/domen/order?name=mysite.com');
    sessionStorage.clear();
  });
});
