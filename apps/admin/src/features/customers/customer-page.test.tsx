import type { StaffRole } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';
import { customerFixture, customerPageAnswer } from './test-data';

const customer = customerFixture({
  balance: 15000,
  birthday: '1990-03-21',
  sex: 'male',
  ledger: [
    {
      id: 1,
      created_at: '2026-11-21T10:00:00.000Z',
      amount: 15000,
      reason: 'top_up',
      reference: 'invoice:3',
      note: null,
    },
  ],
});

function serveAs(role: StaffRole, extra: (call: Call) => Answer | null = () => null) {
  return serveStaff(role, (call) => extra(call) ?? customerPageAnswer(customer, call));
}

describe('the customer page', () => {
  it('shows support the access actions and notes but not the money form', async () => {
    serveAs('support');
    renderConsole('/customers/7');
    expect(await screen.findByRole('heading', { name: '#7 Aziz Karimov' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block the customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adjust the balance' })).not.toBeInTheDocument();
    expect(screen.getByText('21.03.1990')).toBeInTheDocument();
  });

  it('shows read-only staff no action at all', async () => {
    serveAs('readonly');
    renderConsole('/customers/7');
    expect(await screen.findByRole('heading', { name: '#7 Aziz Karimov' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block the customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adjust the balance' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });

  it('shows a customer who deleted the account as deleted, with no "view as customer"', async () => {
    serveAs('support', (call) =>
      call.url.endsWith('/customers/7')
        ? {
            body: {
              status: true,
              data: { ...customer, deleted: true, firstname: 'Deleted', lastname: 'Customer' },
            },
          }
        : null,
    );
    renderConsole('/customers/7');
    expect(await screen.findByRole('heading', { name: '#7 Deleted Customer' })).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'View as customer' })).not.toBeInTheDocument();
  });

  it('names an order its customer cancelled "cancelled by the customer", not a grace week', async () => {
    const order = { id: 8, tariff: 'Start', server_id: 1, expires_at: '2026-11-21T10:00:00.000Z' };
    const cancellation = {
      when: 'now',
      requested_at: '2026-11-21T10:00:00.000Z',
      effective_at: '2026-11-21T10:00:00.000Z',
      deleted_at: '2026-11-28T10:00:00.000Z',
      refund: 0,
      reason: null,
    };
    serveAs('support', (call) =>
      call.url.endsWith('/customers/7')
        ? {
            body: {
              status: true,
              data: {
                ...customer,
                orders: [
                  {
                    ...order,
                    status: 'week',
                    created_at: order.expires_at,
                    cancellation: { ...cancellation, state: 'done' },
                  },
                  {
                    ...order,
                    id: 9,
                    status: 'active',
                    created_at: order.expires_at,
                    cancellation: {
                      ...cancellation,
                      when: 'end_of_term',
                      state: 'scheduled',
                      effective_at: '2026-12-01T10:00:00.000Z',
                    },
                  },
                ],
              },
            },
          }
        : null,
    );
    renderConsole('/customers/7');
    const cancelled = (await screen.findByText('#8')).closest('tr') as HTMLElement;
    expect(cancelled).toHaveTextContent('Cancelled by the customer on 21.11.2026');
    expect(cancelled).not.toHaveTextContent('Expired: grace week');
    const scheduled = screen.getByText('#9').closest('tr') as HTMLElement;
    expect(scheduled).toHaveTextContent('Active (customer cancels on 01.12.2026');
  });

  it('lets billing credit the balance once per submit, with a key and a reason', async () => {
    const calls = serveAs('billing', (call) =>
      call.method === 'POST'
        ? { body: { status: true, data: { outcome: 'applied', ledger_entry_id: 9, balance: 25000 } } }
        : null,
    );
    renderConsole('/customers/7');
    const amount = await screen.findByLabelText(/Amount, som/);
    await userEvent.type(amount, '10.123');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '10000');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Outage on 24 November');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // Nothing is sent before the confirmation that repeats the amount, its sign and the customer.
    expect(
      await screen.findByText('Credit +10,000 som to Aziz Karimov (aziz@example.uz)?'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, apply +10,000 som' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done. The balance is now 25,000 som.');
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/customers/7/balance-adjustments');
    expect(post?.body).toEqual({
      amount: '10000',
      category: 'compensation',
      reason: 'Outage on 24 November',
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(amount).toHaveValue(''));
  });

  it('confirms a debit with its minus sign, and says when a large one waits for a second person', async () => {
    const calls = serveAs('billing', (call) =>
      call.method === 'POST'
        ? { body: { status: true, data: { outcome: 'pending', request_id: 4, balance: 15000 } } }
        : null,
    );
    renderConsole('/customers/7');
    await userEvent.type(await screen.findByLabelText(/Amount, som/), '-2000000.5');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Returned to the card');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Debit −2,000,000.5 som from Aziz Karimov (aziz@example.uz)?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, apply −2,000,000.5 som' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sent for approval: another owner or billing member must approve it under Approvals. The balance is still 15,000 som.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says the history in words: references, providers, states, devices and notification kinds', async () => {
    serveAs('support', (call) =>
      call.url.endsWith('/customers/7')
        ? {
            body: {
              status: true,
              data: {
                ...customer,
                ledger: [
                  ...customer.ledger,
                  {
                    id: 2,
                    created_at: '2026-11-22T10:00:00.000Z',
                    amount: -5000,
                    reason: 'order_payment',
                    reference: 'hosting_order:2',
                    note: null,
                  },
                ],
                invoices: [
                  {
                    id: 10,
                    merchant: 'click_evolution',
                    amount: 5000,
                    status: 'cancelled',
                    created_at: '2026-11-21T09:00:00.000Z',
                    paid_at: null,
                    transactions: [{ provider_id: '777', state: 'click: cancelled' }],
                  },
                ],
                sessions: [
                  {
                    session_id: 'a',
                    login_time: '2026-11-21T09:00:00.000Z',
                    last_active: '2026-11-21T09:30:00.000Z',
                    ended_at: null,
                    ip_address: '10.0.0.1',
                    user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
                    browser: 'Chrome 131',
                    system: 'Android 14',
                  },
                ],
                notifications: [
                  { id: 1, kind: 'top_up_credited', created_at: '2026-11-21T10:00:00.000Z', read: false },
                ],
              },
            },
          }
        : null,
    );
    renderConsole('/customers/7');
    expect(await screen.findByText('Invoice #3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hosting order #2' })).toHaveAttribute('href', '/orders/2');
    expect(screen.queryByText('invoice:3')).not.toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices and provider transactions' });
    expect(invoices).toHaveTextContent('Click');
    expect(invoices).toHaveTextContent('Cancelled');
    expect(invoices).not.toHaveTextContent('Paid');
    expect(invoices).toHaveTextContent('Click: cancelled (777)');
    expect(invoices).not.toHaveTextContent('click_evolution');
    expect(screen.getByText('Chrome 131 on Android 14')).toBeInTheDocument();
    expect(screen.getByText('Balance topped up')).toBeInTheDocument();
    expect(screen.queryByText('top_up_credited')).not.toBeInTheDocument();
  });

  it('tells a role without customer access that it has no permission, without asking for the page', async () => {
    const calls = serveAs('readonly');
    renderConsole('/adjustments');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText(/You do not have permission/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('balance-adjustment-requests'))).toBe(false);
  });

  describe('documents', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lets billing open each PDF of the customer and a reconciliation act for a chosen period, with the staff token', async () => {
      const opened: string[] = [];
      vi.stubGlobal('open', (url: string) => {
        opened.push(url);
        return null;
      });
      URL.createObjectURL = () => 'blob:pdf';
      const calls = serveAs('billing', (call) =>
        call.url.endsWith('/customers/7/documents')
          ? {
              body: {
                status: true,
                data: [
                  {
                    id: 41,
                    kind: 'receipt',
                    number: 'R-000041',
                    issued_at: '2026-11-21T10:00:00.000Z',
                    period: null,
                    amount: 15000,
                    ledger_entry_id: 1,
                  },
                ],
              },
            }
          : null,
      );
      renderConsole('/customers/7');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Open R-000041 as PDF' }));
      await waitFor(() => expect(opened).toEqual(['blob:pdf']));
      const pdf = calls.find((call) => call.url.endsWith('/customers/7/documents/41/pdf'));
      expect(pdf?.headers.Authorization).toBe(`Bearer ${'s'.repeat(43)}`);

      const from = screen.getByLabelText('From');
      await user.clear(from);
      await user.type(from, '01/01/2026');
      const to = screen.getByLabelText('To');
      await user.clear(to);
      await user.type(to, '30/06/2026');
      await user.click(screen.getByRole('button', { name: 'Download the act' }));
      await waitFor(() =>
        expect(calls.map((call) => call.url)).toContain(
          '/api/admin/customers/7/acts/reconciliation?from=2026-01-01&to=2026-06-30',
        ),
      );
    });

    it('is not shown to a role that does not read payments', async () => {
      serveAs('support');
      renderConsole('/customers/7');
      expect(await screen.findByRole('heading', { name: '#7 Aziz Karimov' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
    });
  });
});
