import { ROLE_PERMISSIONS, type StaffRole } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { type Call, renderConsole, serveApi } from '@/test/render';

const customer = {
  id: 7,
  firstname: 'Aziz',
  lastname: 'Karimov',
  email: 'aziz@example.uz',
  phone_number: '+998901234567',
  username: null,
  balance: 15000,
  blocked: false,
  deleted: false,
  created_at: '2026-11-20T10:00:00.000Z',
  birthday: '1990-03-21',
  sex: 'male',
  language: 'uz',
  email_verified: true,
  blocked_reason: null,
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
  orders: [],
  domains: [],
  invoices: [],
  sessions: [],
  notifications: [],
  telegram: { linked: false, username: null },
  referrals: { invited: 0, invited_by: null },
  records: [],
  notes: [],
};

function serveAs(
  role: StaffRole,
  extra: (call: Call) => { status?: number; body: unknown } | null = () => null,
) {
  setToken('s'.repeat(43));
  return serveApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.endsWith('/auth/me')) {
      return {
        body: {
          status: true,
          data: { id: 2, email: 'x@x.uz', name: 'Sevara', role, permissions: ROLE_PERMISSIONS[role] },
        },
      };
    }
    return { body: { status: true, data: customer } };
  });
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

  it('lets billing credit the balance once per submit, with a key and a reason', async () => {
    const calls = serveAs('billing', (call) =>
      call.method === 'POST'
        ? { body: { status: true, data: { ledger_entry_id: 9, balance: 25000 } } }
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
});
