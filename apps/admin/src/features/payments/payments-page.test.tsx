import type { AdminPayment, ReconciliationItem, StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const paid: AdminPayment = {
  id: 31,
  merchant: 'payme',
  amount: 250_000,
  status: 'paid',
  created_at: '2026-11-27T05:00:00.000Z',
  paid_at: '2026-11-27T05:01:00.000Z',
  transactions: [{ provider_id: 'tx-31', state: 'payme: performed' }],
  customer_id: 7,
  customer_name: 'Aziz Karimov',
  customer_email: 'aziz@example.uz',
};
const pending: AdminPayment = {
  ...paid,
  id: 32,
  merchant: 'click',
  amount: 5000,
  status: 'pending',
  paid_at: null,
  transactions: [],
};

const cancelled: ReconciliationItem = {
  kind: 'click_cancel',
  id: 4,
  customer_id: 7,
  invoice_id: 32,
  amount: 5000,
  at: '2026-11-27T06:00:00.000Z',
  detail: 'Click: cancelled by the bank',
};

function serveAs(role: StaffRole, answer: (call: Call) => { status?: number; body: unknown } | null) {
  return serveStaff(role, (call) => answer(call) ?? { body: { status: true, data: [] } });
}

describe('the payments page', () => {
  it('lists invoices with their customer, provider, amount, state and transactions, and the daily totals', async () => {
    const calls = serveAs('billing', (call) => {
      if (call.url.includes('/payments/daily-totals'))
        return {
          body: { status: true, data: [{ day: '2026-11-27', provider: 'payme', count: 2, amount: 30_000 }] },
        };
      if (call.url.startsWith('/api/admin/payments'))
        return { body: { status: true, data: [paid, pending] } };
      return null;
    });
    renderConsole('/payments');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByText('#31').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /Aziz Karimov/ })).toHaveAttribute('href', '/customers/7');
    expect(row).toHaveTextContent('Payme');
    expect(row).toHaveTextContent('250,000');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('tx-31');
    const other = within(table).getByText('#32').closest('tr') as HTMLElement;
    expect(other).toHaveTextContent('Pending');
    expect(other).toHaveTextContent('—');
    expect(await screen.findByText(/27\.11\.2026 · Payme: 2 payments, 30,000 som/)).toBeInTheDocument();
    // The totals are asked for the week up to today, as instants of Tashkent days.
    const totals = calls.find((call) => call.url.includes('/payments/daily-totals'));
    expect(new URL(totals?.url ?? '', 'http://console.test').searchParams.get('from')).toMatch(
      /T00:00:00\+05:00$/,
    );
  }, 20_000);

  it('filters by provider and state through the address, and asks the API with them', async () => {
    const calls = serveAs('billing', (call) =>
      call.url.startsWith('/api/admin/payments?') ? { body: { status: true, data: [pending] } } : null,
    );
    const router = renderConsole('/payments');
    await screen.findByRole('table', { name: 'Invoices' });
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'click');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toContain('provider=click'));
    expect(router.state.location.search).toContain('state=pending');
    await waitFor(() =>
      expect(calls.some((call) => /\/payments\?provider=click&state=pending$/.test(call.url))).toBe(true),
    );
  }, 20_000);

  it('says when the invoices could not be loaded, not an empty table', async () => {
    serveAs('billing', (call) =>
      call.url.startsWith('/api/admin/payments?')
        ? { status: 500, body: { status: false, code: 'INTERNAL', message: 'boom' } }
        : null,
    );
    renderConsole('/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not|try again/i);
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
  }, 20_000);

  it('takes an answer that does not match the contract as a failed load, not a broken page', async () => {
    const { customer_name: _name, ...changed } = paid;
    serveAs('billing', (call) =>
      call.url.startsWith('/api/admin/payments?')
        ? { body: { status: true, data: [{ ...changed, amount: '250000' }] } }
        : null,
    );
    renderConsole('/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not|try again/i);
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  }, 20_000);
});

describe('the reconciliation page', () => {
  it('lets billing record a decision with a note; the item leaves the list', async () => {
    let settled = false;
    const calls = serveAs('billing', (call) => {
      if (call.method === 'POST') {
        settled = true;
        return { body: { status: true, data: null } };
      }
      if (call.url.endsWith('/reconciliation'))
        return { body: { status: true, data: settled ? [] : [cancelled] } };
      return null;
    });
    renderConsole('/reconciliation');
    const item = (await screen.findByRole('heading', { name: /Click cancelled a top-up/ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Customer #7' })).toHaveAttribute('href', '/customers/7');
    expect(item).toHaveTextContent('Invoice #32');
    expect(item).toHaveTextContent('Click: cancelled by the bank');

    // A note too short to say why is refused on its field, before the API is asked.
    await userEvent.type(within(item).getByLabelText(/Note/), 'ok');
    await userEvent.click(within(item).getByRole('button', { name: 'Record the decision' }));
    expect(await within(item).findByText('The value is too short.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(within(item).getByLabelText('Decision'), 'written_off');
    await userEvent.type(within(item).getByLabelText(/Note/), ' — the customer left');
    await userEvent.click(within(item).getByRole('button', { name: 'Record the decision' }));
    expect(await screen.findByText('Nothing awaits a decision.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/admin/reconciliation/click_cancel/4',
        { decision: 'written_off', note: 'ok — the customer left' },
      ],
    ]);
  }, 20_000);

  it('shows read-only staff the items without the decision form', async () => {
    serveAs('readonly', (call) =>
      call.url.endsWith('/reconciliation') ? { body: { status: true, data: [cancelled] } } : null,
    );
    renderConsole('/reconciliation');
    const item = (await screen.findByRole('heading', { name: /Click cancelled a top-up/ })).closest(
      'li',
    ) as HTMLElement;
    expect(item).toHaveTextContent('Invoice #32');
    expect(within(item).queryByRole('button', { name: 'Record the decision' })).not.toBeInTheDocument();
  }, 20_000);
});
