import type { AdminOrderRow, AuditEntry } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// Lists name the customer (name and e-mail) and open their page from it, not only from a #id.

function serve(list: unknown) {
  serveStaff({ role: 'owner', id: 1, email: 'o@x.uz', name: 'Olim' }, () => ({
    body: { status: true, data: list },
  }));
}

describe('customers in the console lists', () => {
  it('the orders list names the customer and opens them', async () => {
    const order: AdminOrderRow = {
      id: 12,
      customer_id: 7,
      customer_name: 'Aziz Karimov',
      customer_email: 'aziz@example.uz',
      status: 'active',
      tariff: 'Small',
      server: 'Test-1',
      auto_renew: true,
      expires_at: '2026-12-27T05:00:00.000Z',
      created_at: '2026-11-27T05:00:00.000Z',
      cancellation: null,
    };
    serve([order]);
    renderConsole('/orders');
    const link = await screen.findByRole('link', { name: 'Aziz Karimov aziz@example.uz' });
    expect(link).toHaveAttribute('href', '/customers/7');
  });

  it('the audit log names the customer of a row, and a row about nobody says so', async () => {
    const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
      id: 1,
      at: '2026-11-27T05:00:00.000Z',
      staff_id: 2,
      staff_name: 'Dilnoza',
      customer_id: null,
      customer_name: null,
      customer_email: null,
      action: 'staff.login',
      before: null,
      after: null,
      ip_address: '10.0.0.1',
      ...fields,
    });
    serve([
      entry({
        id: 2,
        customer_id: 7,
        customer_name: 'Aziz Karimov',
        customer_email: 'aziz@example.uz',
        action: 'balance.adjust',
        before: { balance: 0 },
        after: { balance: 15_000, amount: 15_000 },
      }),
      entry({}),
    ]);
    renderConsole('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('link', { name: 'Aziz Karimov aziz@example.uz' })).toHaveAttribute(
      'href',
      '/customers/7',
    );
    expect(within(table).getByText('Balance adjusted')).toBeInTheDocument();
  });
});
