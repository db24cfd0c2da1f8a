import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSummaryFixture } from '@/test/customers';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const customer = customerSummaryFixture({ created_at: '2026-11-01T05:00:00.000Z' });

describe('the audit log’s filters', () => {
  it('chooses who, what about, which action, which customer and the days from lists, in words', async () => {
    const calls = serveStaff('readonly', (call) => {
      if (call.url.endsWith('/audit-log/choices')) {
        const actions = ['balance.adjust', 'order.suspend', 'order.resume', 'bank_statement.upload'];
        return { body: { status: true, data: { staff: [{ id: 3, name: 'Dilnoza' }], actions } } };
      }
      if (call.url.includes('/customers?q=')) return { body: { status: true, data: [customer] } };
      return { body: { status: true, data: [] } };
    });
    const user = userEvent.setup();
    const router = renderConsole('/audit');

    const staff = await screen.findByRole('combobox', { name: 'Staff' });
    await user.selectOptions(staff, 'Dilnoza');
    const about = screen.getByRole('combobox', { name: 'About' });
    expect([...about.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Anything',
      'Balance',
      'Bank statements',
      'Hosting orders',
    ]);
    await user.selectOptions(about, 'Hosting orders');
    const action = screen.getByRole('combobox', { name: 'Action' });
    // Only the actions about orders, in words.
    expect([...action.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any action',
      'Order resumed',
      'Order suspended',
    ]);
    await user.selectOptions(action, 'Order suspended');

    // Enter in the search finds customers; it does not apply the filters.
    await user.type(screen.getByRole('textbox', { name: 'Find a customer' }), 'aziz{Enter}');
    const chosen = screen.getByRole('combobox', { name: 'Customer' });
    await screen.findByRole('option', { name: 'Aziz Karimov (aziz@example.uz)' });
    await user.selectOptions(chosen, 'Aziz Karimov (aziz@example.uz)');
    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        staff_id: '3',
        target: 'order',
        action: 'order.suspend',
        customer_id: '7',
        from: '2026-11-01',
      }),
    );
    // The log is asked for exactly what was chosen, the day as its start in Tashkent.
    await waitFor(() => {
      const asked = calls
        .map((call) => new URL(call.url, 'http://console'))
        .filter((url) => url.pathname.endsWith('/audit-log'))
        .map((url) => Object.fromEntries(url.searchParams));
      expect(asked).toContainEqual({
        staff_id: '3',
        customer_id: '7',
        action: 'order.suspend',
        target: 'order',
        from: '2026-11-01T00:00:00+05:00',
        page: '1',
      });
    });
    // No free-typed id or action name remains.
    expect(screen.queryByRole('textbox', { name: /ID|Action/ })).toBeNull();
  }, 30_000);
});
