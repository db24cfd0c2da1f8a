import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

describe('the console frame', () => {
  it('folds the sections behind a menu button that says whether it is open (a disclosure)', async () => {
    serveStaff('billing', () => ({ body: { status: true, data: [] } }));
    renderConsole('/customers');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    // Billing sees the approvals; choosing a section closes the menu, and focus goes to the new page's heading.
    await userEvent.click(screen.getByRole('link', { name: 'Approvals' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('shows owners and billing how many large adjustments wait for a second person', async () => {
    const waiting = { id: 5, status: 'pending' };
    serveStaff('owner', (call) => {
      if (call.url.includes('/balance-adjustment-requests')) {
        return {
          body: {
            status: true,
            data: [
              {
                ...waiting,
                customer: { id: 7, name: 'Aziz Karimov', email: 'aziz@example.uz' },
                amount: 1_500_000,
                category: 'bank_transfer',
                reason: 'Bank transfer 4411',
                requested_by: { id: 3, name: 'Dilnoza' },
                requested_at: '2026-11-27T05:00:00.000Z',
                decided_by: null,
                decided_at: null,
                decision_reason: null,
              },
            ],
          },
        };
      }
      return { body: { status: true, data: [] } };
    });
    renderConsole('/customers');
    expect(await screen.findByRole('link', { name: 'Approvals 1 waiting' })).toBeInTheDocument();
  });
});
