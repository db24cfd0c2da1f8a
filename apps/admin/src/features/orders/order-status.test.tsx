import type { AdminOrderRow } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// An order its customer cancelled waits out a week before the panel account goes, with the grace week's
// status: the console names it as the customer's page does, "cancelled by the customer on <date>".

const cancelledByCustomer: AdminOrderRow = {
  id: 8,
  customer_id: 7,
  customer_name: 'Aziz Karimov',
  customer_email: 'aziz@example.uz',
  status: 'week',
  tariff: 'Start',
  server: 'Tashkent-1',
  auto_renew: false,
  expires_at: '2026-11-21T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  cancellation: {
    when: 'now',
    state: 'done',
    requested_at: '2026-11-21T10:00:00.000Z',
    effective_at: '2026-11-21T10:00:00.000Z',
    deleted_at: '2026-11-28T10:00:00.000Z',
    refund: 8333,
    reason: 'Moving',
  },
};
const unpaid: AdminOrderRow = { ...cancelledByCustomer, id: 9, cancellation: null };

function serve() {
  serveStaff({ role: 'owner', id: 1, email: 'o@x.uz', name: 'Olim' }, (call) => {
    if (/\/orders\/8$/.test(call.url)) {
      return { body: { status: true, data: { ...cancelledByCustomer, events: [] } } };
    }
    if (/\/orders\/8\//.test(call.url)) return { body: { status: true, data: [] } };
    return { body: { status: true, data: [cancelledByCustomer, unpaid] } };
  });
}

describe('an order its customer cancelled, in the console', () => {
  it('reads "cancelled by the customer on …" in the orders list; an unpaid one keeps its grace week', async () => {
    serve();
    renderConsole('/orders');
    const cancelled = (await screen.findByRole('link', { name: '#8' })).closest('tr') as HTMLElement;
    expect(cancelled).toHaveTextContent('Cancelled by the customer on 21.11.2026');
    expect(cancelled).not.toHaveTextContent('Expired: grace week');
    const expired = screen.getByRole('link', { name: '#9' }).closest('tr') as HTMLElement;
    expect(expired).toHaveTextContent('Expired: grace week');
  });

  it('reads so on the order page too', async () => {
    serve();
    renderConsole('/orders/8');
    expect(await screen.findByText(/Cancelled by the customer on 21\.11\.2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Expired: grace week/)).not.toBeInTheDocument();
  });
});
