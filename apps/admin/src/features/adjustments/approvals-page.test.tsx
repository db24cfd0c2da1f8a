import type { AdjustmentRequest, StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const request: AdjustmentRequest = {
  id: 5,
  customer: { id: 7, name: 'Aziz Karimov', email: 'aziz@example.uz' },
  amount: 1_500_000,
  category: 'bank_transfer',
  reason: 'Bank transfer 4411',
  requested_by: { id: 3, name: 'Dilnoza' },
  requested_at: '2026-11-27T05:00:00.000Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
};

function serveAs(
  meId: number,
  role: StaffRole,
  answer: (call: Call) => { status?: number; body: unknown } | null,
) {
  return serveStaff({ role, id: meId }, (call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.url.includes('status=decided')) return { body: { status: true, data: [] } };
    return { body: { status: true, data: [request] } };
  });
}

describe('adjustments awaiting approval', () => {
  it('lets another billing member approve with a reason, once, and links the customer by name and e-mail', async () => {
    const calls = serveAs(2, 'billing', (call) =>
      call.method === 'POST'
        ? { body: { status: true, data: { ledger_entry_id: 31, balance: 1_515_000 } } }
        : null,
    );
    renderConsole('/adjustments');
    const card = await screen.findByRole('listitem', { name: '+1,500,000 som' });
    expect(within(card).getByRole('link', { name: 'Aziz Karimov' })).toHaveAttribute('href', '/customers/7');
    expect(within(card).getByRole('link', { name: 'aziz@example.uz' })).toHaveAttribute(
      'href',
      '/customers/7',
    );
    expect(card).toHaveTextContent('Dilnoza, 27.11.2026 10:00');

    await userEvent.click(within(card).getByRole('button', { name: 'Approve +1,500,000 som' }));
    expect(await within(card).findByText('The value is too short.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText(/^Why/), 'Matches the bank statement');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve +1,500,000 som' }));
    expect(
      await screen.findByText('Approved: +1,500,000 som for Aziz Karimov is applied.'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/admin/balance-adjustment-requests/5/approve');
    expect(posts[0]?.body).toEqual({ reason: 'Matches the bank statement' });
  });

  it('shows the requester their own request without the buttons, and the server’s refusal in words', async () => {
    serveAs(3, 'billing', () => null);
    renderConsole('/adjustments');
    const card = await screen.findByRole('listitem', { name: '+1,500,000 som' });
    expect(card).toHaveTextContent(
      'You asked for this adjustment: another owner or billing member decides on it.',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the server’s refusal on the card when another person decided first', async () => {
    serveAs(2, 'owner', (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              status: false,
              code: 'ADJUSTMENT_ALREADY_DECIDED',
              message: 'This adjustment was already approved or rejected. Refresh the list.',
            },
          }
        : null,
    );
    renderConsole('/adjustments');
    const card = await screen.findByRole('listitem', { name: '+1,500,000 som' });
    await userEvent.type(within(card).getByLabelText(/^Why/), 'No such transfer');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already approved or rejected');
  });

  it('tells support it has no permission instead of asking for the list', async () => {
    const calls = serveAs(4, 'support', () => null);
    renderConsole('/adjustments');
    expect(await screen.findByText(/You do not have permission to open this page/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('balance-adjustment-requests'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
  });

  it('says "no permission", not "try again", when the API refuses the role (403)', async () => {
    serveAs(2, 'billing', (call) =>
      call.url.includes('balance-adjustment-requests')
        ? {
            status: 403,
            body: { status: false, code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
          }
        : null,
    );
    renderConsole('/adjustments');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('You do not have permission to open this page.');
    expect(alerts[0]).not.toHaveTextContent('Try again');
  });
});
